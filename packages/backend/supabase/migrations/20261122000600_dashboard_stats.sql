-- Statistic cards on the home page, shown in created_at order.
create table public.dashboard_stats (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  value text not null,
  color text not null,
  icon text not null default 'Layers',
  created_at timestamptz not null default now(),
  constraint dashboard_stats_title_present check (btrim(title) <> '' and char_length(title) <= 100),
  constraint dashboard_stats_value_present check (btrim(value) <> '' and char_length(value) <= 50),
  constraint dashboard_stats_color_hex check (color ~ '^#[0-9A-Fa-f]{6}$'),
  constraint dashboard_stats_icon_allowed check (icon in ('Layers', 'ArrowUpRight', 'Clock', 'Smile', 'Zap', 'Heart'))
);

alter table public.dashboard_stats enable row level security;

create policy "everyone can read stats"
  on public.dashboard_stats for select
  to anon, authenticated
  using (true);

revoke all on table public.dashboard_stats from anon, authenticated;
grant select on table public.dashboard_stats to anon, authenticated;
