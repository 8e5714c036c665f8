/**
 * A preview composes one remote's build into the live site for one browser tab
 * (docs/decisions/028-preview-inside-the-real-site.md). Every name and message of it is here.
 */

/** The query parameter that asks for a preview: `?mf-preview=mf_forms@http://localhost:3900/mf-manifest.json`, repeatable. */
export const PREVIEW_PARAM = 'mf-preview';

/** The tab's sessionStorage key that keeps the accepted overrides while the tab lives. */
export const PREVIEW_STORAGE_KEY = 'mf-preview';

/** The setting that lists the origins a preview may load from (comma- or space-separated); empty: previews off. */
export const PREVIEW_ORIGINS_VAR = 'PREVIEW_ORIGINS';

/** The bar's button, and its name for a preview that was only refused. */
export const END_PREVIEW = 'End preview';
export const DISMISS_PREVIEW = 'Dismiss';

/** The bar's accessible name. */
export const PREVIEW_BAR_LABEL = 'Preview';

/** What the bar says of one remote taken from elsewhere. */
export const previewingFrom = (remote: string, url: string) => `Preview: ${remote} from ${url}`;

/** What the bar and the console say of one refused override. */
export const previewRefused = (raw: string, reason: string) => `Preview refused: ${raw}: ${reason}`;

export const REFUSAL = {
  shape: `not <remote>@<manifest URL>`,
  unknownRemote: (remote: string) => `"${remote}" is not a remote of this site`,
  notHttp: (url: string) => `"${url}" is not an absolute http(s) URL`,
  notAllowed: (origin: string) => `${origin} is not an allowed preview origin (${PREVIEW_ORIGINS_VAR})`,
  off: `previews are off on this site (${PREVIEW_ORIGINS_VAR} is empty)`,
} as const;

/** The error a server gives for a PREVIEW_ORIGINS entry that is not an origin. */
export const badPreviewOrigin = (entry: string) =>
  `${PREVIEW_ORIGINS_VAR}: "${entry}" is not an http(s) origin such as https://preview.example.org (no path, no wildcard).`;
