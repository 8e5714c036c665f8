-- Each new lead enqueues one e-mail to every owner and a short confirmation to its sender.
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
    || 'From: ' || new.name || ' <' || new.email || E'>\n\n'
    || details;

  insert into public.notification_queue (submission_table, submission_id, audience, recipient, subject, body, link_path)
  select tg_table_name, new.id, 'owner', u.email,
    'New ' || kind || ' from ' || new.name, owner_body, '/inbox'
  from auth.users u
  where u.raw_app_meta_data ->> 'role' = 'owner' and u.email is not null;

  insert into public.notification_queue (submission_table, submission_id, audience, recipient, subject, body)
  values (tg_table_name, new.id, 'sender', new.email,
    'We received your ' || kind,
    'Hello ' || new.name || E',\n\nThank you: your ' || kind || ' has arrived and will be answered at this address.\n');

  return null;
end;
$$;

revoke all on function private.enqueue_submission_mails() from public, anon, authenticated;

create trigger custom_quotes_enqueue_mails
  after insert on public.custom_quotes
  for each row execute function private.enqueue_submission_mails();

create trigger service_requests_enqueue_mails
  after insert on public.service_requests
  for each row execute function private.enqueue_submission_mails();

create trigger contacts_enqueue_mails
  after insert on public.contacts
  for each row execute function private.enqueue_submission_mails();
