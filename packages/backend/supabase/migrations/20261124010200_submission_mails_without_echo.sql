-- The confirmation to a form's sender goes to an address nobody has verified, so it carries no text the visitor
-- typed (no name, no message): the forms cannot relay a stranger's words to anyone. It goes only to a plain
-- box@host address. Free text stays in the owner's mail, whose Subject gets the name on one line: a CR or LF
-- there would start a new header.
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

  -- A dot-atom box@host only: no display name, quotes or brackets for a mail library to read differently.
  if new.email ~ '^[A-Za-z0-9!#$%&''*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&''*+/=?^_`{|}~-]+)*@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$' then
    insert into public.notification_queue (submission_table, submission_id, audience, recipient, subject, body)
    values (tg_table_name, new.id, 'sender', new.email,
      'We received your ' || kind,
      E'Hello,\n\nThank you: your ' || kind || E' has arrived and will be answered at this address.\n\n'
        || E'If you did not send it, you can ignore this e-mail.\n');
  end if;

  return null;
end;
$$;

revoke all on function private.enqueue_submission_mails() from public, anon, authenticated;
