-- Quote requests from the six-step wizard; timeline and budget hold the wizard's option ids.
create table public.custom_quotes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete set null,
  service text not null,
  scope text not null,
  technology text not null,
  timeline text not null,
  budget text not null,
  name text not null,
  email text not null,
  company text,
  message text,
  status text not null default 'Pending',
  date_submitted timestamptz not null default now(),
  constraint custom_quotes_service_present check (btrim(service) <> '' and char_length(service) <= 2000),
  constraint custom_quotes_scope_present check (btrim(scope) <> '' and char_length(scope) <= 2000),
  constraint custom_quotes_technology_present check (btrim(technology) <> '' and char_length(technology) <= 2000),
  constraint custom_quotes_timeline_allowed check (timeline in ('urgent', 'short', 'medium', 'flexible')),
  constraint custom_quotes_budget_allowed check (budget in ('small', 'medium', 'large', 'enterprise', 'unsure')),
  constraint custom_quotes_name_present check (btrim(name) <> '' and char_length(name) <= 200),
  constraint custom_quotes_email_valid check (email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$' and char_length(email) <= 320),
  constraint custom_quotes_company_length check (company is null or char_length(company) <= 200),
  constraint custom_quotes_message_length check (message is null or char_length(message) <= 5000),
  constraint custom_quotes_status_present check (btrim(status) <> '' and char_length(status) <= 50)
);

create index custom_quotes_user_id_date_submitted_idx
  on public.custom_quotes (user_id, date_submitted desc);

alter table public.custom_quotes enable row level security;

create policy "anyone can submit a quote as themselves or anonymously"
  on public.custom_quotes for insert
  to anon, authenticated
  with check (user_id is null or user_id = (select auth.uid()));

create policy "owner can read own quotes"
  on public.custom_quotes for select
  to authenticated
  using (user_id = (select auth.uid()));

-- Clients may only write the submitted fields; id, status and date_submitted stay server-side.
revoke all on table public.custom_quotes from anon, authenticated;
grant insert (user_id, service, scope, technology, timeline, budget, name, email, company, message)
  on table public.custom_quotes to anon, authenticated;
grant select on table public.custom_quotes to authenticated;
