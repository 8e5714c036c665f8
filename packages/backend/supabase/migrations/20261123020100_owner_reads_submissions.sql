-- The site's owner (app_metadata.role = 'owner', set only with the service key) reads every lead.
create policy "the site owner can read every quote"
  on public.custom_quotes for select
  to authenticated
  using ((select auth.jwt() -> 'app_metadata' ->> 'role') = 'owner');

create policy "the site owner can read every service request"
  on public.service_requests for select
  to authenticated
  using ((select auth.jwt() -> 'app_metadata' ->> 'role') = 'owner');

create policy "the site owner can read every message"
  on public.contacts for select
  to authenticated
  using ((select auth.jwt() -> 'app_metadata' ->> 'role') = 'owner');
