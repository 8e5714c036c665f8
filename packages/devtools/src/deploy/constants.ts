/**
 * HTTP Strict Transport Security for a site served over https: browsers use https only, for a year. No
 * includeSubDomains: the site's origin may sit on a domain whose other hosts it does not own.
 */
export const HSTS = 'max-age=31536000';

/** What `pnpm release` needs from the environment: the backend the released site talks to. */
export const RELEASE_BACKEND_MISSING =
  'Set SUPABASE_URL and SUPABASE_PUBLISHABLE_KEY (the project URL and its publishable key; SUPABASE_ANON_KEY also works) before `pnpm release`.';

/** Said after a release on a machine without nginx: the release is still good for any static host. */
export const NGINX_MISSING =
  'nginx is not installed here (Debian: apt-get install nginx), so nginx.conf cannot be tried locally; release/site deploys to any static host as it is.';

/**
 * One line per setting of site.config.json that still holds a placeholder: `pnpm release` refuses to publish it
 * (docs/decisions/018-launch-check.md).
 */
export const placeholderRefused = ({ field, value }: { field: string; value: string }) =>
  `site.config.json: ${field} still holds the placeholder "${value}": fill it in before \`pnpm release\` (docs/owner.md).`;

/** The file a release publishes with the site: the remotes' versions and the site's files (release.ts, LiveState). */
export const LIVE_STATE_FILE = 'release-state.json';

/** Said when `--from` names a site that publishes no release state. */
export const LIVE_STATE_MISSING = (from: string) =>
  `${from} publishes no ${LIVE_STATE_FILE}: release the whole site once with this version of \`pnpm release\`, then --from works.`;
