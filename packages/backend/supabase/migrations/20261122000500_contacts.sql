-- General enquiries from the Contact page; which optional fields are set depends on contact_type.
create table public.contacts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete set null,
  name text not null,
  email text not null,
  message text not null,
  contact_type text not null,
  industry text,
  product_type text,
  app_type text,
  budget text,
  timeline text,
  status text not null default 'New',
  date_submitted timestamptz not null default now(),
  constraint contacts_name_present check (btrim(name) <> '' and char_length(name) <= 200),
  constraint contacts_email_valid check (email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$' and char_length(email) <= 320),
  constraint contacts_message_present check (btrim(message) <> '' and char_length(message) <= 5000),
  constraint contacts_contact_type_allowed check (contact_type in ('idea', 'chat', 'product')),
  constraint contacts_industry_allowed check (industry in (
    'healthcare', 'hospitality', 'education', 'finance', 'e-commerce',
    'real estate', 'entertainment', 'manufacturing', 'transportation', 'other'
  )),
  constraint contacts_product_type_allowed check (product_type in (
    'Chatbot', 'AI Solution', 'Marketplace', 'Social Platform', 'Management System',
    'Analytics Tool', 'Booking System', 'Content Platform', 'IoT Solution', 'Other'
  )),
  constraint contacts_app_type_allowed check (app_type in (
    'Web Application', 'Mobile App', 'Progressive Web App (PWA)', 'Cross-platform App',
    'Desktop Application', 'Browser Extension', 'Other'
  )),
  constraint contacts_budget_allowed check (budget in ('small', 'medium', 'large', 'enterprise')),
  constraint contacts_timeline_allowed check (timeline in ('1-3', '3-6', '6-12', '12+')),
  constraint contacts_fields_match_type check (
    (contact_type = 'idea'
      and industry is not null and product_type is not null and app_type is not null
      and budget is null and timeline is null)
    or (contact_type = 'product'
      and budget is not null and timeline is not null
      and industry is null and product_type is null and app_type is null)
    or (contact_type = 'chat'
      and industry is null and product_type is null and app_type is null
      and budget is null and timeline is null)
  ),
  constraint contacts_status_present check (btrim(status) <> '' and char_length(status) <= 50)
);

create index contacts_user_id_date_submitted_idx
  on public.contacts (user_id, date_submitted desc);

alter table public.contacts enable row level security;

create policy "anyone can send a message as themselves or anonymously"
  on public.contacts for insert
  to anon, authenticated
  with check (user_id is null or user_id = (select auth.uid()));

create policy "owner can read own messages"
  on public.contacts for select
  to authenticated
  using (user_id = (select auth.uid()));

-- Clients may only write the submitted fields; id, status and date_submitted stay server-side.
revoke all on table public.contacts from anon, authenticated;
grant insert (user_id, name, email, message, contact_type, industry, product_type, app_type, budget, timeline)
  on table public.contacts to anon, authenticated;
grant select on table public.contacts to authenticated;
