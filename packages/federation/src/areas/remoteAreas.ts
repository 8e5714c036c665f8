import type { RemoteName } from '../ports';

/**
 * The contract between the shell and its remotes: where each remote's module renders and how it loads. The shell
 * mounts, preloads and routes from it; devtools prerenders, composes pages and serves routes from it. Browser-safe:
 * data and pure functions only (docs/decisions/013-the-area-table-is-the-contract.md).
 */

/** Who may see a remote page: anyone, only signed-out visitors, or only the owner (others get 404). */
export type RouteGuard = 'none' | 'signedOut' | 'owner';

/**
 * When a mounted area's code is loaded and hydrated (Astro's `client:load` / `client:visible` / `client:idle`); each
 * word is one module of the shell's `src/remotes/policies/` (docs/decisions/014-load-policies-and-the-loader.md):
 * - `eager`: with the page; a prerendered one's files are preloaded by the page's HTML, alongside the shell's;
 * - `nearViewport`: when the area comes within 400 px of the viewport (its prerendered HTML is readable and its links
 *   work until then);
 * - `idle`: once the page is idle after the area is mounted (the quote wizard, mounted when its modal opens; its
 *   files are usually there already, from its preloads).
 * Until then the area carries `data-deferred`.
 */
export type LoadPolicy = 'eager' | 'nearViewport' | 'idle';

/**
 * What fetches an area's files ahead, besides the page itself (a prerendered area shown at once is preloaded by
 * its page's HTML; see `preloadsOn`):
 * - `intent`: a link or button leading to it, on hover, keyboard focus or a finger landing;
 * - `idle`: the page once it is idle.
 */
export type PreloadTrigger = 'page' | 'intent' | 'idle';

/**
 * What becomes of input made before an area is live (issue 26), computed by `earlyInputOf`:
 * - `replay`: the area's prerendered controls are on the page before its code; the head's early-input script keeps
 *   typed and picked values and queues clicks and submissions, and replays them once the area has `data-live`;
 * - `none`: the area is rendered by the browser, so nothing of it can be used before it exists (its skeleton shows).
 */
export type EarlyInputPolicy = 'replay' | 'none';

/** The skeleton an area shows while its code loads, shaped like what comes. */
export type Skeleton = 'page' | 'featured' | 'wizard';

/** Where an area renders: a route (its first path segment), or a place in the shell's own pages. */
export type Place =
  { route: string; /** The remote renders deeper paths itself (`/portfolio/<slug>`). */ nested?: boolean; guard: RouteGuard } | { in: 'home' | 'quoteModal' };

/** `<remote>/<expose>`: the federation name of a remote and the module it exposes (`mf_forms/ContactPage`). */
export type AreaModuleId = `${RemoteName}/${string}`;

/**
 * A place where a remote's module renders. Its root element carries `data-remote-area="<name>"`, `data-deferred`
 * while its load policy holds it back, and `data-live` once it accepts input (tests and `pnpm bench` rely on that).
 */
export interface RemoteArea {
  name: string;
  id: AreaModuleId;
  /** What a visitor would call the area ("quote wizard"), in loading and fallback texts. */
  label: string;
  place: Place;
  load: LoadPolicy;
  skeleton: Skeleton;
  /** Its HTML is part of the prerendered page (public routes and Home's featured projects). */
  prerendered: boolean;
  /** What else fetches its files ahead (the page's own preload follows from `prerendered` and `load`). */
  preload: readonly Exclude<PreloadTrigger, 'page'>[];
}

/**
 * The one table of remote areas. Adding an area is a row here (and its expose in `@portfolio/ui` contracts).
 * Home's featured projects preload nothing: they load when near the viewport, and may never be needed.
 */
export const REMOTE_AREAS = [
  {
    name: 'portfolio',
    id: 'mf_portfolio/routes',
    label: 'portfolio',
    place: { route: 'portfolio', nested: true, guard: 'none' },
    load: 'eager',
    skeleton: 'page',
    prerendered: true,
    preload: ['intent'],
  },
  {
    name: 'featured-projects',
    id: 'mf_portfolio/FeaturedProjects',
    label: 'featured projects',
    place: { in: 'home' },
    load: 'nearViewport',
    skeleton: 'featured',
    prerendered: true,
    preload: [],
  },
  {
    name: 'notes',
    id: 'mf_notes/routes',
    label: 'notes',
    place: { route: 'notes', nested: true, guard: 'none' },
    load: 'eager',
    skeleton: 'page',
    prerendered: true,
    preload: ['intent'],
  },
  {
    name: 'services',
    id: 'mf_forms/ServicesPage',
    label: 'services page',
    place: { route: 'services', guard: 'none' },
    load: 'eager',
    skeleton: 'page',
    prerendered: true,
    preload: ['intent'],
  },
  {
    name: 'contact',
    id: 'mf_forms/ContactPage',
    label: 'contact form',
    place: { route: 'contact', guard: 'none' },
    load: 'eager',
    skeleton: 'page',
    prerendered: true,
    preload: ['intent'],
  },
  // Issue 41: the newsletter's page, also where its e-mails link to (/newsletter?confirm=…, ?unsubscribe=…). Those
  // links carry tokens, so the page is rendered by the browser and kept out of search.
  {
    name: 'newsletter',
    id: 'mf_forms/NewsletterPage',
    label: 'newsletter page',
    place: { route: 'newsletter', guard: 'none' },
    load: 'eager',
    skeleton: 'page',
    prerendered: false,
    preload: ['intent'],
  },
  {
    name: 'quote-wizard',
    id: 'mf_quote/QuoteWizard',
    label: 'quote wizard',
    place: { in: 'quoteModal' },
    load: 'idle',
    skeleton: 'wizard',
    prerendered: false,
    preload: ['intent', 'idle'],
  },
  {
    name: 'sign-in',
    id: 'mf_account/SignInPage',
    label: 'sign-in page',
    place: { route: 'signin', guard: 'signedOut' },
    load: 'eager',
    skeleton: 'page',
    prerendered: false,
    preload: ['intent'],
  },
  {
    name: 'sign-up',
    id: 'mf_account/SignUpPage',
    label: 'sign-up page',
    place: { route: 'signup', guard: 'signedOut' },
    load: 'eager',
    skeleton: 'page',
    prerendered: false,
    preload: ['intent'],
  },
  // The page itself applies the recovery-hash rule and /profile its sign-in prompt (site spec §2.7, §2.8).
  {
    name: 'reset-password',
    id: 'mf_account/ResetPasswordPage',
    label: 'password reset page',
    place: { route: 'reset-password', guard: 'none' },
    load: 'eager',
    skeleton: 'page',
    prerendered: false,
    preload: ['intent'],
  },
  {
    name: 'profile',
    id: 'mf_account/ProfilePage',
    label: 'profile',
    place: { route: 'profile', guard: 'none' },
    load: 'eager',
    skeleton: 'page',
    prerendered: false,
    preload: ['intent'],
  },
  // Issue 14: owners only; anyone else never loads the inbox remote.
  {
    name: 'inbox',
    id: 'mf_account/InboxPage',
    label: 'inbox',
    place: { route: 'inbox', guard: 'owner' },
    load: 'eager',
    skeleton: 'page',
    prerendered: false,
    preload: ['intent'],
  },
] as const satisfies readonly RemoteArea[];

export type AreaName = (typeof REMOTE_AREAS)[number]['name'];

const ALL: readonly RemoteArea[] = REMOTE_AREAS;

/** An area by name; a typo is a type error. */
export const area = (name: AreaName): RemoteArea => ALL.find((a) => a.name === name)!;

export type RouteArea = RemoteArea & { place: Extract<Place, { route: string }> };

/** The areas that are pages of their own, in table order: the shell's route table mounts them. */
export const ROUTE_AREAS: readonly RouteArea[] = ALL.filter((a): a is RouteArea => 'route' in a.place);

/** `mf_forms/ServicesPage` → the remote and the expose name the federation runtime preloads. */
export const targetOf = (id: string) => {
  const [remote, expose] = id.split('/') as [string, string];
  return { remote, expose: `./${expose}` };
};

/**
 * The area that renders at once when a path is opened: the route's owner, what to start loading before the visitor
 * gets there. Home's only area waits for the viewport, so opening Home loads no remote.
 */
export function areaForPath(pathname: string): RouteArea | null {
  return ROUTE_AREAS.find(({ place }) => pathname === `/${place.route}` || pathname.startsWith(`/${place.route}/`)) ?? null;
}

/**
 * Whether a trigger fetches an area's files ahead. `page`: the page's own HTML preloads an area that is
 * prerendered and shown at once (eager); the others are the table's preload list.
 */
export function preloadsOn(found: RemoteArea | null, trigger: PreloadTrigger): boolean {
  if (!found) return false;
  if (trigger === 'page') return found.prerendered && found.load === 'eager';
  return found.preload.includes(trigger);
}

/** Input is replayed only where there is prerendered HTML to act on before the code arrives. */
export const earlyInputOf = (found: RemoteArea): EarlyInputPolicy => (found.prerendered ? 'replay' : 'none');

/** The areas whose early input is kept and replayed, by name: the head's early-input script watches these only. */
export const REPLAY_AREA_NAMES: readonly string[] = ALL.filter((a) => earlyInputOf(a) === 'replay').map((a) => a.name);

/** The module ids of the prerendered areas: the only ones whose HTML goes into pages. */
export const PRERENDERED_AREA_IDS: readonly string[] = ALL.filter((a) => a.prerendered).map((a) => a.id);

/** The routes rendered by the browser alone (not prerendered): served from the shell's frame, kept out of search. */
export const CLIENT_ROUTES: readonly string[] = ROUTE_AREAS.filter((a) => !a.prerendered).map((a) => `/${a.place.route}`);

/** One path per prerendered route: the shell prerenders its frame around each (the remote fills the slot). */
export const PRERENDERED_ROUTES: readonly string[] = ROUTE_AREAS.filter((a) => a.prerendered).map((a) => `/${a.place.route}`);
