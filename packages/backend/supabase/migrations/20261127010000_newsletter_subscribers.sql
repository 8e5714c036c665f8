-- The newsletter, with double opt-in (docs/decisions/024-newsletter-double-opt-in.md). A visitor inserts a pending
-- row with nothing but an address; the row's trigger counts it against the forms' limits, keeps at most one pending
-- confirmation per mailbox (private.canonical_email), and queues one confirmation mail of fixed text. Only the link
-- in that mail confirms the address; every mail also carries a one-click unsubscribe link. The owner reads the list.
create table public.newsletter_subscribers (
  id uuid primary key default extensions.gen_random_uuid(),
  email text not null,
  -- The mailbox every spelling of the address delivers to; the trigger sets it (the default only lets an insert
  -- leave it out, and no client may write it).
  mailbox text not null default '',
  status text not null default 'pending',
  created_at timestamptz not null default now(),
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,
  -- A dot-atom box@host, as the senders require: no display name, quotes or brackets.
  constraint newsletter_subscribers_email_plain check (
    email ~ '^[A-Za-z0-9!#$%&''*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&''*+/=?^_`{|}~-]+)*@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$'
    and char_length(email) <= 254
  ),
  constraint newsletter_subscribers_status_allowed check (status in ('pending', 'confirmed', 'unsubscribed'))
);

-- One live row (pending or confirmed) per mailbox, whatever its spelling.
create unique index newsletter_subscribers_live_mailbox_idx
  on public.newsletter_subscribers (mailbox)
  where status in ('pending', 'confirmed');

-- The links' tokens, as SHA-256 hashes, apart from the list the owner reads: schema private, no API access.
create table private.newsletter_tokens (
  subscriber_id uuid primary key references public.newsletter_subscribers (id) on delete cascade,
  confirm_token_hash text not null unique,
  unsubscribe_token_hash text not null unique
);
alter table private.newsletter_tokens enable row level security;
revoke all on table private.newsletter_tokens from public, anon, authenticated;

-- The queue learns a third kind of row: mail to a subscriber, with its link's wording and its unsubscribe token,
-- from which both senders write the unsubscribe link and the List-Unsubscribe headers.
alter table public.notification_queue
  drop constraint notification_queue_table_allowed,
  add constraint notification_queue_table_allowed
    check (submission_table in ('custom_quotes', 'service_requests', 'contacts', 'newsletter_subscribers')),
  drop constraint notification_queue_audience_allowed,
  add constraint notification_queue_audience_allowed check (audience in ('owner', 'sender', 'subscriber')),
  add column link_text text,
  add column unsubscribe_token text;

-- How long a confirmation link works; past it, a new request for the mailbox replaces the pending row.
create function private.newsletter_confirmation_window()
returns interval
language sql
immutable
set search_path = ''
as $$ select interval '24 hours' $$;

create function private.token_hash(token text)
returns text
language sql
immutable
strict
set search_path = ''
as $$ select encode(extensions.digest(token, 'sha256'), 'hex') $$;

-- Runs after the forms' limit trigger (names fire in order): the attempt is counted even when it sends nothing.
create function private.prepare_newsletter_subscriber()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.mailbox := private.canonical_email(new.email);
  new.status := 'pending';
  new.created_at := now();
  new.confirmed_at := null;
  new.unsubscribed_at := null;

  -- One request for a mailbox at a time, so two at once cannot both find it free.
  perform pg_advisory_xact_lock(hashtextextended('newsletter ' || new.mailbox, 0));
  delete from public.newsletter_subscribers s
  where s.mailbox = new.mailbox and s.status = 'pending'
    and s.created_at <= now() - private.newsletter_confirmation_window();
  -- Already pending or confirmed: no second mail, and the same answer as a new address, so it tells nobody anything.
  if exists (
    select 1 from public.newsletter_subscribers s
    where s.mailbox = new.mailbox and s.status in ('pending', 'confirmed')
  ) then
    return null;
  end if;
  return new;
end;
$$;

-- A stored request gets its two tokens and its one confirmation mail.
create function private.queue_newsletter_confirmation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  confirm_token text := encode(extensions.gen_random_bytes(32), 'hex');
  unsubscribe_token text := encode(extensions.gen_random_bytes(32), 'hex');
begin
  insert into private.newsletter_tokens (subscriber_id, confirm_token_hash, unsubscribe_token_hash)
  values (new.id, private.token_hash(confirm_token), private.token_hash(unsubscribe_token));
  -- Fixed text: nothing the visitor typed but the address it goes to.
  insert into public.notification_queue
    (submission_table, submission_id, audience, recipient, subject, body, link_path, link_text, unsubscribe_token)
  values ('newsletter_subscribers', new.id, 'subscriber', new.email,
    'Confirm your subscription to the notes',
    E'Hello,\n\nSomeone, probably you, asked to receive the notes of this site at this address. '
      || E'Nothing is sent until the address is confirmed.\n\n'
      || E'If it was not you, ignore this e-mail: the request lapses in 24 hours and you will get nothing more.\n',
    '/newsletter?confirm=' || confirm_token, 'Confirm your subscription', unsubscribe_token);
  return null;
end;
$$;

revoke all on function private.newsletter_confirmation_window() from public, anon, authenticated;
revoke all on function private.token_hash(text) from public, anon, authenticated;
revoke all on function private.prepare_newsletter_subscriber() from public, anon, authenticated;
revoke all on function private.queue_newsletter_confirmation() from public, anon, authenticated;

create trigger newsletter_subscribers_limit_submissions
  before insert on public.newsletter_subscribers
  for each row execute function private.limit_form_submissions();

create trigger newsletter_subscribers_prepare
  before insert on public.newsletter_subscribers
  for each row execute function private.prepare_newsletter_subscriber();

create trigger newsletter_subscribers_queue_confirmation
  after insert on public.newsletter_subscribers
  for each row execute function private.queue_newsletter_confirmation();

-- The confirmation link: 'confirmed' (also when followed again), or 'invalid' (unknown, lapsed or unsubscribed).
create function public.confirm_newsletter_subscription(token text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  hashed text := private.token_hash(coalesce(token, ''));
  current_status text;
begin
  update public.newsletter_subscribers s
  set status = 'confirmed', confirmed_at = now()
  from private.newsletter_tokens t
  where t.subscriber_id = s.id and t.confirm_token_hash = hashed and s.status = 'pending'
    and s.created_at > now() - private.newsletter_confirmation_window();
  select s.status into current_status
  from public.newsletter_subscribers s join private.newsletter_tokens t on t.subscriber_id = s.id
  where t.confirm_token_hash = hashed;
  return case when current_status = 'confirmed' then 'confirmed' else 'invalid' end;
end;
$$;

-- The unsubscribe link (and the one-click POST of List-Unsubscribe): 'unsubscribed' (also when followed again), or
-- 'invalid' for a token no mail carried.
create function public.unsubscribe_newsletter(token text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  hashed text := private.token_hash(coalesce(token, ''));
begin
  update public.newsletter_subscribers s
  set status = 'unsubscribed', unsubscribed_at = now()
  from private.newsletter_tokens t
  where t.subscriber_id = s.id and t.unsubscribe_token_hash = hashed and s.status <> 'unsubscribed';
  if exists (select 1 from private.newsletter_tokens t where t.unsubscribe_token_hash = hashed) then
    return 'unsubscribed';
  end if;
  return 'invalid';
end;
$$;

revoke all on function public.confirm_newsletter_subscription(text) from public;
revoke all on function public.unsubscribe_newsletter(text) from public;
grant execute on function public.confirm_newsletter_subscription(text) to anon, authenticated, service_role;
grant execute on function public.unsubscribe_newsletter(text) to anon, authenticated, service_role;

alter table public.newsletter_subscribers enable row level security;
revoke all on table public.newsletter_subscribers from public, anon, authenticated;

-- Anyone may ask for a pending row with an address; the trigger fills in everything else.
create policy "anyone can ask to subscribe"
  on public.newsletter_subscribers for insert
  to anon, authenticated
  with check (status = 'pending' and confirmed_at is null and unsubscribed_at is null);
grant insert (email) on table public.newsletter_subscribers to anon, authenticated;

-- The owner reads the list (the tokens live elsewhere); nobody else reads a row, their own included.
create policy "the site owner can read the subscribers"
  on public.newsletter_subscribers for select
  to authenticated
  using ((select auth.jwt() -> 'app_metadata' ->> 'role') = 'owner');
grant select on table public.newsletter_subscribers to authenticated;

grant select, insert, update, delete on table public.newsletter_subscribers to service_role;
