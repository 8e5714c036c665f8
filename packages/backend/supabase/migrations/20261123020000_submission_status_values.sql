-- The status of a lead is one of a fixed set, checked by the database whoever writes it.
alter table public.custom_quotes drop constraint custom_quotes_status_present;
alter table public.custom_quotes add constraint custom_quotes_status_allowed
  check (status in ('Pending', 'In Progress', 'Completed', 'Declined'));

alter table public.service_requests drop constraint service_requests_status_present;
alter table public.service_requests add constraint service_requests_status_allowed
  check (status in ('Pending', 'In Progress', 'Completed', 'Declined'));

alter table public.contacts drop constraint contacts_status_present;
alter table public.contacts add constraint contacts_status_allowed
  check (status in ('New', 'Read', 'Archived'));
