import { siteConfigErrors } from '@portfolio/federation';

/** PUBLIC_SITE_URL without its trailing slashes, or undefined when it is not set. */
export const publicUrlOf = (env: NodeJS.ProcessEnv) => env.PUBLIC_SITE_URL?.replace(/\/+$/, '') || undefined;

/**
 * Why PUBLIC_SITE_URL cannot be the site's origin, in one line, or null: it stands for the config's `url`, so the
 * schema's rule for `url` (site.config.schema.json, through the build's own validator) decides. Reads nothing of
 * site.config.json itself, so `pnpm start` can check it before the config is known to parse.
 */
export function publicSiteUrlProblem(env: NodeJS.ProcessEnv): string | null {
  const url = publicUrlOf(env);
  if (url === undefined) return null;
  const problem = siteConfigErrors({ url }).find((e) => e.startsWith('url: '));
  return problem ? `PUBLIC_SITE_URL ${problem.slice('url: '.length)}, got "${env.PUBLIC_SITE_URL}".` : null;
}
