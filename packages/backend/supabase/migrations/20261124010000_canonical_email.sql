-- One mailbox, one key: the form limits count an e-mail address in this form, so spellings that reach the same
-- mailbox (case, a +tag, a trailing dot, a display name, a quoted local part) share one limit.
create function private.canonical_email(address text)
returns text
language sql
immutable
strict
set search_path = ''
as $$
  with bare as (
    -- "Name <box@host>": only what is inside the angle brackets is the address.
    select lower(btrim(coalesce(substring(address from '<([^<>]*)>'), address))) as value
  ),
  parts as (
    select
      -- Quotes and escapes around a local part do not change the mailbox.
      replace(replace(substring(value from '^(.*)@[^@]*$'), '"', ''), '\', '') as local_part,
      rtrim(substring(value from '@([^@]*)$'), '.') as domain
    from bare
  )
  select case
    when local_part is null or domain is null then (select value from bare)
    -- Sub-addressing (box+tag@host) delivers to box@host.
    else coalesce(nullif(split_part(local_part, '+', 1), ''), local_part) || '@' || domain
  end
  from parts
$$;

revoke all on function private.canonical_email(text) from public, anon, authenticated;
