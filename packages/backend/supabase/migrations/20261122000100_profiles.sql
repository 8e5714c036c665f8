-- One profile row per auth user; rows are created by the sign-up trigger, never by clients.
create table public.profiles (
  user_id uuid primary key references auth.users (id) on delete cascade,
  username text,
  created_at timestamptz not null default now(),
  constraint profiles_username_length check (username is null or char_length(username) <= 200)
);

alter table public.profiles enable row level security;

create policy "owner can read own profile"
  on public.profiles for select
  to authenticated
  using (user_id = (select auth.uid()));

create policy "owner can delete own profile"
  on public.profiles for delete
  to authenticated
  using (user_id = (select auth.uid()));

revoke all on table public.profiles from anon, authenticated;
grant select, delete on table public.profiles to authenticated;
