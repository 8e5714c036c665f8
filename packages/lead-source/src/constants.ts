/**
 * Where a lead came from (issue 41; docs/decisions/026-lead-source-in-session-storage.md): the sessionStorage key,
 * the database's bounds (packages/backend/supabase/migrations/20261127020000_lead_source.sql) and the privacy note.
 */
export const LEAD_SOURCE_STORAGE_KEY = 'portfolio.leadSource';

/** The columns' CHECK bounds, in characters. */
export const LEAD_SOURCE_LIMITS = {
  page: 200,
  host: 253,
  tag: 100,
} as const;

/** The campaign tags read from the landing page's query, in the order the inbox shows them. */
export const UTM_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;

/** Shown near every form and on the About page: what is kept, where, and why. */
export const LEAD_SOURCE_NOTE =
  'With your request we also store where it came from: the page you arrived on, the page this form was opened on, ' +
  'the name of the site that linked here and any campaign tags in that link (utm_source, utm_medium, utm_campaign). ' +
  'It tells the owner which work and which channels bring enquiries. It is kept in this tab’s session storage, ' +
  'never in a cookie, and is gone when the tab closes. With Global Privacy Control on, only the two pages are stored.';
