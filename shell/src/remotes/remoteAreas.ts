import type { RemoteId } from '@portfolio/ui';

/** Who may see a remote page: anyone, only signed-out visitors, or only the owner (others get 404). */
export type RouteGuard = 'none' | 'signedOut' | 'owner';

/**
 * When an area's code is fetched and hydrated (Astro's `client:load` / `client:visible` / `client:idle`):
 * - `eager`: with the page; its files are preloaded by the page's HTML, so they download alongside the shell's;
 * - `nearViewport`: when the area comes within 400 px of the viewport (its prerendered HTML is readable and its links
 *   work until then); the area carries `data-deferred` while it waits;
 * - `idle`: rendered only when opened (the quote modal), fetched once the page is idle or on intent.
 */
export type LoadPolicy = 'eager' | 'nearViewport' | 'idle';

/**
 * What fetches an area's files before it renders (its preload list):
 * - `page`: the page's own HTML, when the area is prerendered and shown at once. When pages are composed, its head
 *   gets preload links for the remote's entry, the expose's chunks and CSS (read from the remote's
 *   `mf-manifest.json`), the files its prerender requested, and the shell's federation runtime and shared groups;
 *   the shell's entry then starts the module while its own modules arrive (`loadRemoteModule`);
 * - `intent`: a link or button leading to it, on hover, keyboard focus or a finger landing (`preloadPathOnIntent`);
 * - `idle`: the page once it is idle (`preloadQuoteWhenIdle`).
 */
export type PreloadTrigger = 'page' | 'intent' | 'idle';

/**
 * What becomes of input made before an area is live (issue 26):
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

/**
 * A place where a remote's module renders. The route table, the preloads, mounting, fallbacks and the prerender
 * all read this one table. Its root element carries `data-remote-area="<name>"`, `data-deferred` while its load
 * policy holds it back, and `data-live` once it accepts input (tests and `pnpm bench` rely on that contract).
 * Input that arrives before it is live is kept and replayed once it is (`@portfolio/ui` earlyInput).
 */
export interface RemoteArea {
  name: string;
  id: RemoteId;
  /** What a visitor would call the area ("quote wizard"), in loading and fallback texts. */
  label: string;
  place: Place;
  load: LoadPolicy;
  skeleton: Skeleton;
  /** Its HTML is part of the prerendered page (public routes and Home's featured projects). */
  prerendered: boolean;
  preload: readonly PreloadTrigger[];
  earlyInput: EarlyInputPolicy;
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
    preload: ['page', 'intent'],
    earlyInput: 'replay',
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
    earlyInput: 'replay',
  },
  {
    name: 'services',
    id: 'mf_forms/ServicesPage',
    label: 'services page',
    place: { route: 'services', guard: 'none' },
    load: 'eager',
    skeleton: 'page',
    prerendered: true,
    preload: ['page', 'intent'],
    earlyInput: 'replay',
  },
  {
    name: 'contact',
    id: 'mf_forms/ContactPage',
    label: 'contact form',
    place: { route: 'contact', guard: 'none' },
    load: 'eager',
    skeleton: 'page',
    prerendered: true,
    preload: ['page', 'intent'],
    earlyInput: 'replay',
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
    earlyInput: 'none',
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
    earlyInput: 'none',
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
    earlyInput: 'none',
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
    earlyInput: 'none',
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
    earlyInput: 'none',
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
    earlyInput: 'none',
  },
] as const satisfies readonly RemoteArea[];

export type AreaName = (typeof REMOTE_AREAS)[number]['name'];

/** An area by name; a typo is a type error. */
export const area = (name: AreaName): RemoteArea => REMOTE_AREAS.find((a) => a.name === name)!;

export type RouteArea = RemoteArea & { place: Extract<Place, { route: string }> };

/** The areas that are pages of their own, in table order: the shell's route table mounts them. */
export const ROUTE_AREAS: readonly RouteArea[] = (REMOTE_AREAS as readonly RemoteArea[]).filter((a): a is RouteArea => 'route' in a.place);

/** `mf_forms/ServicesPage` → the remote and the expose name the federation runtime preloads. */
export const targetOf = (id: RemoteId) => {
  const [remote, expose] = id.split('/') as [string, string];
  return { remote, expose: `./${expose}` };
};

/**
 * The area that renders at once when a path is opened: what to start loading before the visitor gets there.
 * Home's only area waits for the viewport, so opening Home loads no remote.
 */
export function areaForPath(pathname: string): RemoteArea | null {
  const hit = ROUTE_AREAS.find(({ place }) => pathname === `/${place.route}` || pathname.startsWith(`/${place.route}/`));
  return hit ?? null;
}

/** Whether a trigger fetches an area's files ahead (the table's preload list). */
export const preloadsOn = (found: RemoteArea | null, trigger: PreloadTrigger) => Boolean(found?.preload.includes(trigger));
