-- Who sent which form row when: what the flood limits of the three public forms count.
-- Lives in schema private, which the API does not expose; only the limit trigger (security definer) writes it.
create schema if not exists private;
revoke all on schema private from public, anon, authenticated;

create table private.form_submissions (
  id bigint generated always as identity primary key,
  table_name text not null,
  email text not null,
  client_address text,
  created_at timestamptz not null default now()
);

create index form_submissions_email_idx on private.form_submissions (table_name, email, created_at);
create index form_submissions_address_idx on private.form_submissions (client_address, created_at);
create index form_submissions_created_at_idx on private.form_submissions (created_at);

alter table private.form_submissions enable row level security;
revoke all on table private.form_submissions from public, anon, authenticated;
