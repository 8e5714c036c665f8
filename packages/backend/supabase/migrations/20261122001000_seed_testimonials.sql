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
