-- Client testimonials on the home page, shown in created_at order.
create table public.testimonials (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  "from" text not null,
  stars text not null,
  content text not null,
  image text,
  project_title text,
  created_at timestamptz not null default now(),
  constraint testimonials_name_present check (btrim(name) <> '' and char_length(name) <= 200),
  constraint testimonials_from_present check (btrim("from") <> '' and char_length("from") <= 200),
  constraint testimonials_stars_range check (stars in ('1', '2', '3', '4', '5')),
  constraint testimonials_content_present check (btrim(content) <> '' and char_length(content) <= 5000),
  constraint testimonials_image_length check (image is null or char_length(image) <= 2000),
  constraint testimonials_project_title_length check (project_title is null or char_length(project_title) <= 200)
);

alter table public.testimonials enable row level security;

create policy "everyone can read testimonials"
  on public.testimonials for select
  to anon, authenticated
  using (true);

revoke all on table public.testimonials from anon, authenticated;
grant select on table public.testimonials to anon, authenticated;
