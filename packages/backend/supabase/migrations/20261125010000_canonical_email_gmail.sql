-- Gmail ignores dots in the local part and delivers googlemail.com to gmail.com, so b.o.x@googlemail.com and
-- box@gmail.com are one mailbox: before, each spelling had a fresh per-e-mail limit (and got its own
-- confirmation). Otherwise as in 20261124010000: case, a +tag, a trailing dot, a display name and quotes.
create or replace function private.canonical_email(address text)
returns text
language plpgsql
immutable
strict
set search_path = ''
as $$
declare
  -- "Name <box@host>": only what is inside the angle brackets is the address.
  bare text := lower(btrim(coalesce(substring(address from '<([^<>]*)>'), address)));
  local_part text := substring(bare from '^(.*)@[^@]*$');
  domain text := substring(bare from '@([^@]*)$');
begin
  if local_part is null or domain is null then
    return bare;
  end if;
  -- Quotes and escapes around a local part do not change the mailbox.
  local_part := replace(replace(local_part, '"', ''), '\', '');
  -- Sub-addressing (box+tag@host) delivers to box@host; a trailing dot ends the domain the same.
  local_part := coalesce(nullif(split_part(local_part, '+', 1), ''), local_part);
  domain := rtrim(domain, '.');
  if domain in ('gmail.com', 'googlemail.com') then
    local_part := replace(local_part, '.', '');
    domain := 'gmail.com';
  end if;
  return local_part || '@' || domain;
end;
$$;

revoke all on function private.canonical_email(text) from public, anon, authenticated;
