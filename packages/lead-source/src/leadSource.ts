import { LEAD_SOURCE_LIMITS, LEAD_SOURCE_STORAGE_KEY, UTM_PARAMS } from './constants';

/** The six lead-source columns of contacts, service_requests and custom_quotes. */
export interface LeadSource {
  landing_page: string | null;
  opened_on_page: string | null;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
}

/** No source: what a row carries when nothing is known of where it came from. */
export const EMPTY_LEAD_SOURCE: LeadSource = {
  landing_page: null,
  opened_on_page: null,
  referrer_host: null,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
};

/** What the first page of the session says about the visit. */
export type Landing = Omit<LeadSource, 'opened_on_page'>;

/** One page view as the browser sees it: `location.href`, `document.referrer` and Global Privacy Control. */
export interface Visit {
  url: string;
  referrer: string;
  gpc: boolean;
}

/** The part of `sessionStorage` this module uses; null where the browser has none or refuses it. */
export type SessionStore = Pick<Storage, 'getItem' | 'setItem'> | null;

const PAGE = /^\/[^\s\p{Cc}]*$/u;
const HOST = /^[a-z0-9_-]+(\.[a-z0-9_-]+)*$/;
const CONTROL = /\p{Cc}/gu;

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** A path as the database takes it: starts with '/', no space or control character, at most 200 characters. */
export function cleanPage(path: unknown): string | null {
  if (typeof path !== 'string') return null;
  const clipped = path.slice(0, LEAD_SOURCE_LIMITS.page);
  return PAGE.test(clipped) ? clipped : null;
}

/** A campaign tag: control characters dropped, trimmed, at most 100 characters; empty is no tag. */
export function cleanTag(tag: unknown): string | null {
  if (typeof tag !== 'string') return null;
  const clean = tag.replace(CONTROL, '').trim().slice(0, LEAD_SOURCE_LIMITS.tag).trim();
  return clean === '' ? null : clean;
}

/** A host name in lowercase, without a trailing dot; anything else (an address in brackets, a path) is none. */
export function cleanHost(host: unknown): string | null {
  if (typeof host !== 'string') return null;
  const clean = host.toLowerCase().replace(/\.$/, '');
  return clean.length <= LEAD_SOURCE_LIMITS.host && HOST.test(clean) ? clean : null;
}

/** The page of a URL: its path only, never its query or fragment (they may carry what the visitor typed). */
export const pageOf = (url: string): string | null => cleanPage(parse(url)?.pathname);

/** Only the host of another site: a link from a page of this site says nothing about where the visitor came from. */
export function referrerHostOf(referrer: string, pageUrl: string): string | null {
  const from = parse(referrer);
  if (!from || (from.protocol !== 'https:' && from.protocol !== 'http:')) return null;
  if (from.origin === parse(pageUrl)?.origin) return null;
  return cleanHost(from.hostname);
}

/** The first page of a session; with Global Privacy Control, only the page. */
export function landingOf(visit: Visit): Landing {
  const page = pageOf(visit.url);
  if (visit.gpc) return { landing_page: page, referrer_host: null, utm_source: null, utm_medium: null, utm_campaign: null };
  const query = parse(visit.url)?.searchParams;
  const [utm_source, utm_medium, utm_campaign] = UTM_PARAMS.map((name) => cleanTag(query?.get(name)));
  return {
    landing_page: page,
    referrer_host: referrerHostOf(visit.referrer, visit.url),
    utm_source: utm_source ?? null,
    utm_medium: utm_medium ?? null,
    utm_campaign: utm_campaign ?? null,
  };
}

/** The stored landing, each value checked again: storage is the visitor's to edit. */
export function storedLanding(store: SessionStore): Landing | null {
  let raw: string | null = null;
  try {
    raw = store?.getItem(LEAD_SOURCE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const stored = value as Record<string, unknown>;
  const landing_page = cleanPage(stored.landing_page);
  if (!landing_page) return null;
  return {
    landing_page,
    referrer_host: cleanHost(stored.referrer_host),
    utm_source: cleanTag(stored.utm_source),
    utm_medium: cleanTag(stored.utm_medium),
    utm_campaign: cleanTag(stored.utm_campaign),
  };
}

/** Keeps the session's first page (in sessionStorage, never a cookie) and answers what is kept. */
export function rememberLanding(store: SessionStore, visit: Visit): Landing {
  const kept = storedLanding(store);
  if (kept) return kept;
  const landing = landingOf(visit);
  try {
    store?.setItem(LEAD_SOURCE_STORAGE_KEY, JSON.stringify(landing));
  } catch {
    // Storage full or refused: the lead is still sent, with this page as its landing page.
  }
  return landing;
}

/**
 * What a form sends with its row: the session's landing (this page's, when nothing was kept) and this page, where
 * the form is open. With Global Privacy Control, only the two pages, whatever was kept before it was set.
 */
export function leadSource(store: SessionStore, visit: Visit): LeadSource {
  const landing = rememberLanding(store, visit);
  const opened_on_page = pageOf(visit.url);
  if (visit.gpc) return { landing_page: landing.landing_page, opened_on_page, referrer_host: null, utm_source: null, utm_medium: null, utm_campaign: null };
  return { ...landing, opened_on_page };
}
