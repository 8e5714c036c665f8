-- E-mails waiting to be sent: a trigger enqueues them, a sender (Edge Function or the local backend) delivers them.
create table public.notification_queue (
  id bigint generated always as identity primary key,
  submission_table text not null,
  submission_id uuid not null,
  audience text not null,
  recipient text not null,
  subject text not null,
  body text not null,
  link_path text,
  attempts integer not null default 0,
  last_error text,
  next_attempt_at timestamptz not null default now(),
  delivered_at timestamptz,
  created_at timestamptz not null default now(),
  constraint notification_queue_table_allowed check (submission_table in ('custom_quotes', 'service_requests', 'contacts')),
  constraint notification_queue_audience_allowed check (audience in ('owner', 'sender')),
  constraint notification_queue_attempts_positive check (attempts >= 0)
);

create index notification_queue_pending_idx
  on public.notification_queue (next_attempt_at)
  where delivered_at is null;

-- Only the service role (the senders) may read or mark rows; no policy means no access for API users.
alter table public.notification_queue enable row level security;
revoke all on table public.notification_queue from public, anon, authenticated;
grant select, update on table public.notification_queue to service_role;
