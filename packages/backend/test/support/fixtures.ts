/**
 * Tables the site's schema lacks, for the PostgREST feature suite only (`startBackend({ fixtureSql })`): two
 * tables joined by a foreign key, to embed and upsert through, a third whose foreign key is also its primary key (a
 * one-to-one relation), all with owner-only RLS; a set-returning function, and one overloaded on its argument's type.
 */
export const REST_FIXTURE_SQL = `
drop function if exists public.fixture_author_names();
drop function if exists public.fixture_overloaded(integer);
drop function if exists public.fixture_overloaded(text);
drop table if exists public.fixture_author_bios, public.fixture_posts, public.fixture_authors cascade;
create table public.fixture_authors (
  id int primary key,
  name text not null,
  owner uuid not null default auth.uid()
);
create table public.fixture_posts (
  id int primary key,
  author_id int not null references public.fixture_authors (id),
  title text not null,
  owner uuid not null default auth.uid()
);
alter table public.fixture_authors enable row level security;
alter table public.fixture_posts enable row level security;
create policy "own authors" on public.fixture_authors for all to authenticated
  using (owner = auth.uid()) with check (owner = auth.uid());
create policy "own posts" on public.fixture_posts for all to authenticated
  using (owner = auth.uid()) with check (owner = auth.uid());
grant select, insert, update, delete on public.fixture_authors, public.fixture_posts to authenticated;
create function public.fixture_author_names() returns setof text language sql stable
  as $$ select name from public.fixture_authors order by id $$;
revoke execute on function public.fixture_author_names() from public, anon;
grant execute on function public.fixture_author_names() to authenticated;
create table public.fixture_author_bios (
  author_id int primary key references public.fixture_authors (id),
  bio text not null,
  owner uuid not null default auth.uid()
);
alter table public.fixture_author_bios enable row level security;
create policy "own bios" on public.fixture_author_bios for all to authenticated
  using (owner = auth.uid()) with check (owner = auth.uid());
grant select, insert, update, delete on public.fixture_author_bios to authenticated;
create function public.fixture_overloaded(a integer) returns text language sql stable as $$ select 'integer' $$;
create function public.fixture_overloaded(a text) returns text language sql stable as $$ select 'text' $$;
revoke execute on function public.fixture_overloaded(integer), public.fixture_overloaded(text) from public, anon;
grant execute on function public.fixture_overloaded(integer), public.fixture_overloaded(text) to authenticated;
`;

/** The fixture's tables and function are all named `fixture_…`: they are not part of the site's schema. */
export const isRestFixture = (name: string) => name.startsWith('fixture_');
