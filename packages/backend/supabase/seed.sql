-- Starter content for a local database only: `supabase db reset` and a new embedded database apply it,
-- `supabase db push` never does, so a production project gets no invented testimonials.

-- The six statistics of the home page; created_at steps one second apart so the order is stable.
insert into public.dashboard_stats (title, value, color, icon, created_at) values
  ('Projects Finished', '35',    '#4F46E5', 'Layers',       timestamptz '2024-01-01 00:00:01+00'),
  ('Repeat Hire Rate',  '50%',   '#059669', 'ArrowUpRight', timestamptz '2024-01-01 00:00:02+00'),
  ('Hours Worked',      '6K+',   '#D97706', 'Clock',        timestamptz '2024-01-01 00:00:03+00'),
  ('Happy Clients',     '24',    '#DB2777', 'Smile',        timestamptz '2024-01-01 00:00:04+00'),
  ('Active Clients',    '3',     '#0891B2', 'Zap',          timestamptz '2024-01-01 00:00:05+00'),
  ('Caffeine Counter',  '100K+', '#DC2626', 'Heart',        timestamptz '2024-01-01 00:00:06+00');

-- Three starter testimonials; replace them with real client words when they are available.
insert into public.testimonials (name, "from", stars, content, image, project_title, created_at) values
  ('Maria K.', 'Operations lead at a small logistics company', '5',
   'We had a pile of spreadsheets and a vague idea. The result was a working forecasting tool our team actually uses every morning. Clear updates every week and no surprises on the invoice.',
   null, 'Demand forecasting dashboard', timestamptz '2024-01-01 00:00:01+00'),
  ('Daniel R.', 'Founder of an online shop', '5',
   'The support chatbot answers the routine questions, hands the tricky ones to us, and was set up on the tools we already had. Friendly to work with and quick to respond.',
   null, 'Customer support chatbot', timestamptz '2024-01-01 00:00:02+00'),
  ('Priya S.', 'Product manager at a healthcare software team', '4',
   'Solid engineering and honest advice about what the model could and could not do. We needed one extra round to tune the accuracy, and it was handled without fuss.',
   null, null, timestamptz '2024-01-01 00:00:03+00');
