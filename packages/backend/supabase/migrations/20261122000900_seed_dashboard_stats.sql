-- The six statistics of the home page; created_at steps one second apart so the order is stable.
insert into public.dashboard_stats (title, value, color, icon, created_at) values
  ('Projects Finished', '35',    '#4F46E5', 'Layers',       timestamptz '2024-01-01 00:00:01+00'),
  ('Repeat Hire Rate',  '50%',   '#059669', 'ArrowUpRight', timestamptz '2024-01-01 00:00:02+00'),
  ('Hours Worked',      '6K+',   '#D97706', 'Clock',        timestamptz '2024-01-01 00:00:03+00'),
  ('Happy Clients',     '24',    '#DB2777', 'Smile',        timestamptz '2024-01-01 00:00:04+00'),
  ('Active Clients',    '3',     '#0891B2', 'Zap',          timestamptz '2024-01-01 00:00:05+00'),
  ('Caffeine Counter',  '100K+', '#DC2626', 'Heart',        timestamptz '2024-01-01 00:00:06+00');
