-- A form's confirmation went to whatever address the form named (20261124010200): anyone could have the site mail
-- a stranger, about 30 times an hour from one client. Now it goes only to the signed-in sender's own, verified
-- address (the account's address as stored, when the form names it in any spelling), and one mailbox gets at most
-- as many confirmations per 10 minutes as the per-e-mail form limit allows, across all three forms. A visitor who is
-- not signed in gets none: nobody has shown that the address is theirs. The owner's mail is as before.
create or replace function private.enqueue_submission_mails()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  row_data jsonb := to_jsonb(new);
  kind text;
  fields text[];
  labels text[];
  details text := '';
  owner_body text;
  one_line_name text := btrim(regexp_replace(new.name, '[[:cntrl:]]+', ' ', 'g'));
  caller uuid := (select auth.uid());
  own_address text;
  per_email integer;
  i integer;
begin
  case tg_table_name
    when 'custom_quotes' then
      kind := 'quote request';
      fields := array['service', 'scope', 'technology', 'timeline', 'budget', 'company', 'message'];
      labels := array['Service', 'Scope', 'Technology', 'Timeline', 'Budget', 'Company', 'Message'];
    when 'service_requests' then
      kind := 'service request';
      fields := array['service', 'company', 'message'];
      labels := array['Service', 'Company', 'Message'];
    else
      kind := 'contact message';
      fields := array['contact_type', 'industry', 'product_type', 'app_type', 'budget', 'timeline', 'message'];
      labels := array['Contact type', 'Industry', 'Product type', 'App type', 'Budget', 'Timeline', 'Message'];
  end case;

  for i in 1 .. array_length(fields, 1) loop
    if row_data ->> fields[i] is not null then
      details := details || labels[i] || ': ' || (row_data ->> fields[i]) || E'\n';
    end if;
  end loop;

  owner_body := 'New ' || kind || E'\n'
    || 'From: ' || one_line_name || ' <' || new.email || E'>\n\n'
    || details;

  insert into public.notification_queue (submission_table, submission_id, audience, recipient, subject, body, link_path)
  select tg_table_name, new.id, 'owner', u.email,
    'New ' || kind || ' from ' || one_line_name, owner_body, '/inbox'
  from auth.users u
  where u.raw_app_meta_data ->> 'role' = 'owner' and u.email is not null;

  if caller is null then
    return null;
  end if;
  select u.email into own_address
  from auth.users u
  where u.id = caller and u.email_confirmed_at is not null
    and private.canonical_email(u.email) = private.canonical_email(new.email);
  -- A dot-atom box@host only: no display name, quotes or brackets for a mail library to read differently.
  if own_address is null
    or own_address !~ '^[A-Za-z0-9!#$%&''*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&''*+/=?^_`{|}~-]+)*@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$' then
    return null;
  end if;

  per_email := coalesce(nullif(current_setting('app.submissions_per_email_per_10_minutes', true), '')::integer, 5);
  if (
    select count(*) from public.notification_queue q
    where q.audience = 'sender' and q.recipient = own_address and q.created_at > now() - interval '10 minutes'
  ) >= per_email then
    return null;
  end if;

  insert into public.notification_queue (submission_table, submission_id, audience, recipient, subject, body)
  values (tg_table_name, new.id, 'sender', own_address,
    'We received your ' || kind,
    E'Hello,\n\nThank you: your ' || kind || E' has arrived and will be answered at this address.\n\n'
      || E'If you did not send it, you can ignore this e-mail.\n');

  return null;
end;
$$;

revoke all on function private.enqueue_submission_mails() from public, anon, authenticated;

-- The count above reads only recent confirmations to one address.
create index notification_queue_sender_recent_idx
  on public.notification_queue (recipient, created_at)
  where audience = 'sender';
