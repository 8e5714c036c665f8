-- Requests for one of the four fixed services of the Services page.
create table public.service_requests (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete set null,
  service text not null,
  name text not null,
  email text not null,
  company text,
  message text,
  status text not null default 'Pending',
  date_submitted timestamptz not null default now(),
  constraint service_requests_service_allowed check (service in (
    'AI-powered Software Development',
    'AI/ML API Development',
    'AI-powered Mobile App Development',
    'Chatbots & Conversational AI'
  )),
  constraint service_requests_name_present check (btrim(name) <> '' and char_length(name) <= 200),
  constraint service_requests_email_valid check (email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$' and char_length(email) <= 320),
  constraint service_requests_company_length check (company is null or char_length(company) <= 200),
  constraint service_requests_message_length check (message is null or char_length(message) <= 5000),
  constraint service_requests_status_present check (btrim(status) <> '' and char_length(status) <= 50)
);

create index service_requests_user_id_date_submitted_idx
  on public.service_requests (user_id, date_submitted desc);

alter table public.service_requests enable row level security;

create policy "anyone can request a service as themselves or anonymously"
  on public.service_requests for insert
  to anon, authenticated
  with check (user_id is null or user_id = (select auth.uid()));

create policy "owner can read own service requests"
  on public.service_requests for select
  to authenticated
  using (user_id = (select auth.uid()));

-- Clients may only write the submitted fields; id, status and date_submitted stay server-side.
revoke all on table public.service_requests from anon, authenticated;
grant insert (user_id, service, name, email, company, message)
  on table public.service_requests to anon, authenticated;
grant select on table public.service_requests to authenticated;
