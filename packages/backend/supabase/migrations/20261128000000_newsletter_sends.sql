-- Issue 41, item 3: the owner sends a published note to the confirmed subscribers, in batches, through the same
-- queue and senders as every other mail (docs/decisions/029-newsletter-sends-in-batches.md).
-- - public.newsletter_sends: one row per note (its slug is unique, so a note goes out once), with what the owner
--   sees of it: when, to how many, batches done, delivered, failed. The owner reads it; nobody writes it directly.
-- - public.send_newsletter_note(slug, title, summary): the owner only (checked inside, as the service role has no
--   owner claim either). It stores the send, takes the confirmed subscribers of that moment, and queues the first
--   batch. Each next batch is queued when every mail of the one before has been tried once (a trigger on the queue),
--   so the mailer is never handed more than one batch of a send at a time.
-- - Each mail is fixed text made from the note's title, summary and path, with an unsubscribe token of its own
--   (hashed in private.newsletter_unsubscribe_tokens); unsubscribe_newsletter() accepts those tokens too.

-- The size of one batch: how many mails of a send the queue holds at once.
create function private.newsletter_batch_size()
returns integer
language sql
immutable
set search_path = ''
as $$ select 50 $$;

create table public.newsletter_sends (
  id uuid primary key default extensions.gen_random_uuid(),
  slug text not null,
  title text not null,
  summary text not null,
  created_at timestamptz not null default now(),
  -- The confirmed subscribers when the send began, and the mails queued for them so far (one who leaves before
  -- their batch is queued gets none).
  recipients integer not null default 0,
  queued integer not null default 0,
  batch_size integer not null,
  batches_total integer not null default 0,
  batches_queued integer not null default 0,
  batches_done integer not null default 0,
  delivered integer not null default 0,
  -- Mails whose last attempt failed; the queue keeps retrying them, and one that then goes out leaves this count.
  failed integer not null default 0,
  finished_at timestamptz,
  constraint newsletter_sends_slug_unique unique (slug),
  constraint newsletter_sends_slug_shape check (char_length(slug) <= 100 and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  -- One line each, bounded: the text of a note's card, not a letter.
  constraint newsletter_sends_title_line check (
    btrim(title) <> '' and char_length(title) <= 200 and title !~ '[[:cntrl:]]'),
  constraint newsletter_sends_summary_line check (
    btrim(summary) <> '' and char_length(summary) <= 500 and summary !~ '[[:cntrl:]]')
);

-- Who a send goes to, fixed when it begins, and the batch each one is in.
create table private.newsletter_send_recipients (
  send_id uuid not null references public.newsletter_sends (id) on delete cascade,
  subscriber_id uuid not null references public.newsletter_subscribers (id) on delete cascade,
  batch integer not null,
  queue_id bigint,
  primary key (send_id, subscriber_id)
);
create index newsletter_send_recipients_batch_idx on private.newsletter_send_recipients (send_id, batch);
alter table private.newsletter_send_recipients enable row level security;
revoke all on table private.newsletter_send_recipients from public, anon, authenticated;

-- The unsubscribe tokens of the notes' mails, one per mail, as SHA-256 hashes.
create table private.newsletter_unsubscribe_tokens (
  token_hash text primary key,
  subscriber_id uuid not null references public.newsletter_subscribers (id) on delete cascade
);
alter table private.newsletter_unsubscribe_tokens enable row level security;
revoke all on table private.newsletter_unsubscribe_tokens from public, anon, authenticated;

alter table public.notification_queue
  drop constraint notification_queue_table_allowed,
  add constraint notification_queue_table_allowed check (submission_table in (
    'custom_quotes', 'service_requests', 'contacts', 'newsletter_subscribers', 'newsletter_sends'));
create index notification_queue_newsletter_send_idx
  on public.notification_queue (submission_id)
  where submission_table = 'newsletter_sends';

-- The mail's fixed text: the note's own title and summary, and why the reader gets it. The senders add the link to
-- the note, the unsubscribe link and the List-Unsubscribe headers (supabase/functions/_shared/composeMail.ts).
create function private.newsletter_note_body(title text, summary text)
returns text
language sql
immutable
set search_path = ''
as $$
  select E'Hello,\n\nA new note is out on the site:\n\n' || title || E'\n\n' || summary || E'\n\n'
    || E'You get this e-mail because you subscribed to the notes of this site and confirmed your address.\n'
$$;

-- Moves a send on: counts its mails, marks the batch in flight done once each of its mails has been tried, then
-- queues the next batch (skipping a batch whose readers have all left), and marks the send finished after the last.
create function private.advance_newsletter_send(target_send uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  s public.newsletter_sends;
  reader record;
  token text;
  mail_id bigint;
  in_batch integer;
begin
  select * into s from public.newsletter_sends n where n.id = target_send for update;
  if not found then
    return;
  end if;
  if s.batches_done < s.batches_queued and not exists (
    select 1
    from private.newsletter_send_recipients r join public.notification_queue q on q.id = r.queue_id
    where r.send_id = s.id and r.batch >= s.batches_done and q.delivered_at is null and q.attempts = 0
  ) then
    s.batches_done := s.batches_queued;
  end if;
  while s.batches_done = s.batches_queued and s.batches_queued < s.batches_total loop
    in_batch := 0;
    for reader in
      select r.subscriber_id, sub.email
      from private.newsletter_send_recipients r join public.newsletter_subscribers sub on sub.id = r.subscriber_id
      where r.send_id = s.id and r.batch = s.batches_queued and sub.status = 'confirmed'
      order by r.subscriber_id
    loop
      token := encode(extensions.gen_random_bytes(32), 'hex');
      insert into private.newsletter_unsubscribe_tokens (token_hash, subscriber_id)
      values (private.token_hash(token), reader.subscriber_id);
      insert into public.notification_queue
        (submission_table, submission_id, audience, recipient, subject, body, link_path, link_text, unsubscribe_token)
      values ('newsletter_sends', s.id, 'subscriber', reader.email, 'New note: ' || s.title,
        private.newsletter_note_body(s.title, s.summary), '/notes/' || s.slug, 'Read the note', token)
      returning id into mail_id;
      update private.newsletter_send_recipients r set queue_id = mail_id
      where r.send_id = s.id and r.subscriber_id = reader.subscriber_id;
      in_batch := in_batch + 1;
    end loop;
    s.batches_queued := s.batches_queued + 1;
    if in_batch = 0 then
      s.batches_done := s.batches_queued;
    end if;
  end loop;
  update public.newsletter_sends n
  set batches_queued = s.batches_queued,
      batches_done = s.batches_done,
      queued = c.queued,
      delivered = c.delivered,
      failed = c.failed,
      finished_at = case when s.batches_done = s.batches_total then coalesce(n.finished_at, now()) end
  from (
    select count(*)::integer as queued,
      (count(*) filter (where q.delivered_at is not null))::integer as delivered,
      (count(*) filter (where q.delivered_at is null and q.last_error is not null))::integer as failed
    from public.notification_queue q
    where q.submission_table = 'newsletter_sends' and q.submission_id = s.id
  ) c
  where n.id = s.id;
end;
$$;

-- A sender marked a note's mail delivered or failed: the send moves on.
create function private.newsletter_send_progress()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.advance_newsletter_send(new.submission_id);
  return null;
end;
$$;

create trigger notification_queue_newsletter_send_progress
  after update of attempts, delivered_at on public.notification_queue
  for each row
  when (new.submission_table = 'newsletter_sends')
  execute function private.newsletter_send_progress();

-- The owner sends a note: refused to anyone else (42501), and for a note already sent (23505); a title or summary
-- that is not one short line is refused by the table's checks (23514). Returns the send's id.
create function public.send_newsletter_note(note_slug text, note_title text, note_summary text)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  size integer := private.newsletter_batch_size();
  send_id uuid;
  readers integer;
begin
  if coalesce((select auth.jwt() -> 'app_metadata' ->> 'role'), '') <> 'owner' then
    raise exception 'Only the site owner can send the newsletter.' using errcode = '42501';
  end if;
  insert into public.newsletter_sends (slug, title, summary, batch_size)
  values (note_slug, btrim(note_title), btrim(note_summary), size)
  on conflict on constraint newsletter_sends_slug_unique do nothing
  returning id into send_id;
  if send_id is null then
    raise exception 'This note has already been sent.' using errcode = '23505';
  end if;
  insert into private.newsletter_send_recipients (send_id, subscriber_id, batch)
  select send_id, sub.id, ((row_number() over (order by sub.confirmed_at, sub.id)) - 1) / size
  from public.newsletter_subscribers sub
  where sub.status = 'confirmed';
  get diagnostics readers = row_count;
  update public.newsletter_sends n
  set recipients = readers, batches_total = (readers + size - 1) / size
  where n.id = send_id;
  perform private.advance_newsletter_send(send_id);
  return send_id;
end;
$$;

-- The unsubscribe link and one-click POST now also take the token of a note's mail.
create or replace function public.unsubscribe_newsletter(token text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  hashed text := private.token_hash(coalesce(token, ''));
  reader uuid;
begin
  select t.subscriber_id into reader from private.newsletter_tokens t where t.unsubscribe_token_hash = hashed;
  if reader is null then
    select u.subscriber_id into reader from private.newsletter_unsubscribe_tokens u where u.token_hash = hashed;
  end if;
  if reader is null then
    return 'invalid';
  end if;
  update public.newsletter_subscribers s
  set status = 'unsubscribed', unsubscribed_at = now()
  where s.id = reader and s.status <> 'unsubscribed';
  return 'unsubscribed';
end;
$$;

revoke all on function private.newsletter_batch_size() from public, anon, authenticated;
revoke all on function private.newsletter_note_body(text, text) from public, anon, authenticated;
revoke all on function private.advance_newsletter_send(uuid) from public, anon, authenticated;
revoke all on function private.newsletter_send_progress() from public, anon, authenticated;
revoke all on function public.send_newsletter_note(text, text, text) from public, anon;
grant execute on function public.send_newsletter_note(text, text, text) to authenticated, service_role;

alter table public.newsletter_sends enable row level security;
revoke all on table public.newsletter_sends from public, anon, authenticated;

-- The owner reads what was sent; every write goes through send_newsletter_note and the queue's trigger.
create policy "the site owner can read the newsletter sends"
  on public.newsletter_sends for select
  to authenticated
  using ((select auth.jwt() -> 'app_metadata' ->> 'role') = 'owner');
grant select on table public.newsletter_sends to authenticated;
grant select on table public.newsletter_sends to service_role;
