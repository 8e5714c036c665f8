import { APPS, REMOTE_NAMES } from '@portfolio/federation';
import { PREVIEW_ORIGINS_VAR } from '@portfolio/federation/preview';

/** `pnpm preview <remote>` (docs/teams.md, "Previews"; docs/decisions/028-preview-inside-the-real-site.md). */
export const PREVIEW_USAGE = `Usage: pnpm preview <${REMOTE_NAMES.map((r) => APPS[r].dir).join('|')}> (PREVIEW_PORT: its port, default a free one; LIVE_SITE_URL: the site, default the local pnpm start)`;

/** The port variable of `pnpm preview`. */
export const PREVIEW_PORT_VAR = 'PREVIEW_PORT';

export const badPreviewPort = (raw: string) => `${PREVIEW_PORT_VAR} must be a port number from 1 to 65535, got "${raw}".`;

/** What `pnpm preview` prints once the remote's build is served. */
export const previewInstructions = ({
  dir,
  manifestUrl,
  origin,
  link,
  allowedByDefault,
}: {
  dir: string;
  manifestUrl: string;
  origin: string;
  link: string;
  /** The origin is the development preview origin, which the local site (pnpm start) allows unless told otherwise. */
  allowedByDefault: boolean;
}) =>
  [
    `${dir} (production build) served for a preview at ${manifestUrl}`,
    allowedByDefault
      ? `The local site (pnpm start) allows this origin unless ${PREVIEW_ORIGINS_VAR} says otherwise.`
      : `The site must allow this origin: ${PREVIEW_ORIGINS_VAR}=${origin} (for the local site: ${PREVIEW_ORIGINS_VAR}=${origin} pnpm start;\n  a fixed ${PREVIEW_PORT_VAR} keeps the origin the same from one preview to the next).`,
    `Open, in the tab to preview in: ${link}`,
    'Ctrl-C stops serving it; "End preview" in the page\'s bar returns the tab to the live remote.',
  ].join('\n');

/** What `pnpm preview` says after it tried to open the link (docs/teams.md, "Previews"). */
export const BROWSER_OPENED = 'Opened it in your browser (BROWSER names another one; BROWSER=none opens nothing).';
export const browserNotOpened = (reason: string) => `Could not open a browser (${reason}); open the address above in the tab to preview in.`;
