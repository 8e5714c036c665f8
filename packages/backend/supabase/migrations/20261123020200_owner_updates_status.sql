-- The site's owner moves a lead's status; the column grant keeps every other column read-only.
create policy "the site owner can change the status of any quote"
  on public.custom_quotes for update
  to authenticated
  using ((select auth.jwt() -> 'app_metadata' ->> 'role') = 'owner')
  with check ((select auth.jwt() -> 'app_metadata' ->> 'role') = 'owner');

create policy "the site owner can change the status of any service request"
  on public.service_requests for update
  to authenticated
  using ((select auth.jwt() -> 'app_metadata' ->> 'role') = 'owner')
  with check ((select auth.jwt() -> 'app_metadata' ->> 'role') = 'owner');

create policy "the site owner can change the status of any message"
  on public.contacts for update
  to authenticated
  using ((select auth.jwt() -> 'app_metadata' ->> 'role') = 'owner')
  with check ((select auth.jwt() -> 'app_metadata' ->> 'role') = 'owner');

-- Without a matching policy a client's update touches no row; the grant only opens the one column.
grant update (status) on table public.custom_quotes to authenticated;
grant update (status) on table public.service_requests to authenticated;
grant update (status) on table public.contacts to authenticated;
