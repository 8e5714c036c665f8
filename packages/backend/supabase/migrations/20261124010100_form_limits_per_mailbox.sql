-- The per-address form limit counts every spelling of one mailbox together (private.canonical_email): before,
-- case was the only variant folded, so box+1@host, box@host. or "box"@host each had a fresh limit. Now that each
-- client has its own address, the check-then-insert is serialised for both limits at once.
create or replace function private.limit_form_submissions()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  headers jsonb := nullif(current_setting('request.headers', true), '')::jsonb;
  caller_address text := coalesce(
    nullif(btrim(headers ->> 'cf-connecting-ip'), ''),
    nullif(btrim(split_part(headers ->> 'x-forwarded-for', ',', 1)), '')
  );
  per_email integer := coalesce(nullif(current_setting('app.submissions_per_email_per_10_minutes', true), '')::integer, 5);
  per_address integer := coalesce(nullif(current_setting('app.submissions_per_address_per_hour', true), '')::integer, 30);
  sender text := private.canonical_email(new.email);
begin
  -- Servers holding the service key (imports, admin tools) are trusted.
  if (select auth.role()) = 'service_role' then
    return new;
  end if;

  -- One submission at a time (forms are rare), so two requests at once cannot both slip under either limit,
  -- whether they share the mailbox or the client address.
  perform pg_advisory_xact_lock(hashtextextended('form submissions', 0));

  if (
    select count(*) from private.form_submissions s
    where s.table_name = tg_table_name and s.email = sender and s.created_at > now() - interval '10 minutes'
  ) >= per_email then
    raise exception 'Too many submissions from this e-mail address. Please try again in a few minutes.'
      using errcode = 'PT429', hint = format('At most %s per 10 minutes.', per_email);
  end if;

  if caller_address is not null and (
    select count(*) from private.form_submissions s
    where s.client_address = caller_address and s.created_at > now() - interval '1 hour'
  ) >= per_address then
    raise exception 'Too many submissions from your network. Please try again later.'
      using errcode = 'PT429', hint = format('At most %s per hour.', per_address);
  end if;

  insert into private.form_submissions (table_name, email, client_address)
  values (tg_table_name, sender, caller_address);
  -- Now and then, forget what no window looks at any more.
  if random() < 0.01 then
    delete from private.form_submissions where created_at < now() - interval '1 hour';
  end if;
  return new;
end;
$$;

revoke execute on function private.limit_form_submissions() from public, anon, authenticated;
