-- The per-address form limit read the client address from the *first* X-Forwarded-For entry when cf-connecting-ip
-- was absent (20261124010100): the client writes that entry itself, so each request could name a fresh address.
-- Each proxy appends the address it was reached from, so the client is the right-most entry that is not one of the
-- gateway's own proxies (app.trusted_proxies: comma-separated CIDR ranges, none by default), or, when every entry
-- is one, the left-most. cf-connecting-ip, which Cloudflare sets itself, still comes first.
create function private.client_address(headers jsonb)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  trusted text := nullif(btrim(current_setting('app.trusted_proxies', true)), '');
  ranges cidr[];
  entries text[] := string_to_array(headers ->> 'x-forwarded-for', ',');
  entry text;
  leftmost text;
  i integer;
begin
  entry := nullif(btrim(headers ->> 'cf-connecting-ip'), '');
  if entry is not null or entries is null then
    return entry;
  end if;
  if trusted is not null then
    -- A malformed setting fails the insert loudly rather than trusting nothing or everything.
    select array_agg(btrim(r)::cidr) into ranges from unnest(string_to_array(trusted, ',')) as r where btrim(r) <> '';
  end if;
  for i in reverse array_length(entries, 1) .. 1 loop
    entry := nullif(btrim(entries[i]), '');
    continue when entry is null;
    leftmost := entry;
    if ranges is null or not private.within_any(entry, ranges) then
      return entry;
    end if;
  end loop;
  return leftmost;
end;
$$;

-- Whether an address lies in one of the ranges; an entry that is no address is in none.
create function private.within_any(address text, ranges cidr[])
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
begin
  return address::inet <<= any (ranges);
exception
  when invalid_text_representation then
    return false;
end;
$$;

revoke all on function private.client_address(jsonb) from public, anon, authenticated;
revoke all on function private.within_any(text, cidr[]) from public, anon, authenticated;

-- As in 20261124010100, with the client address from private.client_address.
create or replace function private.limit_form_submissions()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller_address text := private.client_address(nullif(current_setting('request.headers', true), '')::jsonb);
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
