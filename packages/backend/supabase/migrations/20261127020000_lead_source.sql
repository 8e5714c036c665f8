-- Issue 41: where a lead came from (docs/decisions/026-lead-source-in-session-storage.md). The site keeps it in
-- sessionStorage and sends it with the contact, service-request and quote rows: the page the visitor landed on,
-- the page where the form was opened, the referrer's host and three UTM parameters. Every column is optional (a
-- visitor with Global Privacy Control sends only the two pages, an older copy of a form sends none) and bounded,
-- and holds no free text a form could be used to relay: a path, a host name, or a short single-line tag.
-- Row-level security is unchanged: anyone may insert, only the sender and the owner read.
do $$
declare
  t text;
begin
  foreach t in array array['contacts', 'service_requests', 'custom_quotes'] loop
    execute format($f$
      alter table public.%1$I
        add column landing_page text,
        add column opened_on_page text,
        add column referrer_host text,
        add column utm_source text,
        add column utm_medium text,
        add column utm_campaign text,
        add constraint %1$s_landing_page_path check (
          landing_page is null or (char_length(landing_page) <= 200 and landing_page ~ '^/[^[:space:][:cntrl:]]*$')),
        add constraint %1$s_opened_on_page_path check (
          opened_on_page is null or (char_length(opened_on_page) <= 200 and opened_on_page ~ '^/[^[:space:][:cntrl:]]*$')),
        add constraint %1$s_referrer_host_name check (
          referrer_host is null or (char_length(referrer_host) <= 253 and referrer_host ~ '^[a-z0-9_-]+(\.[a-z0-9_-]+)*$')),
        add constraint %1$s_utm_source_tag check (
          utm_source is null or (btrim(utm_source) <> '' and char_length(utm_source) <= 100 and utm_source !~ '[[:cntrl:]]')),
        add constraint %1$s_utm_medium_tag check (
          utm_medium is null or (btrim(utm_medium) <> '' and char_length(utm_medium) <= 100 and utm_medium !~ '[[:cntrl:]]')),
        add constraint %1$s_utm_campaign_tag check (
          utm_campaign is null or (btrim(utm_campaign) <> '' and char_length(utm_campaign) <= 100 and utm_campaign !~ '[[:cntrl:]]'))
    $f$, t);
    execute format(
      'grant insert (landing_page, opened_on_page, referrer_host, utm_source, utm_medium, utm_campaign) on table public.%I to anon, authenticated',
      t);
  end loop;
end;
$$;
