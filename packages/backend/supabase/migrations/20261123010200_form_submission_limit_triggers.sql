-- The flood limits run before each row of the three public forms is stored.
create trigger custom_quotes_limit_submissions
  before insert on public.custom_quotes
  for each row execute function private.limit_form_submissions();

create trigger service_requests_limit_submissions
  before insert on public.service_requests
  for each row execute function private.limit_form_submissions();

create trigger contacts_limit_submissions
  before insert on public.contacts
  for each row execute function private.limit_form_submissions();
