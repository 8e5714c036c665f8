import { APPS, portEnvName, publishableKey, sitePorts, type AppName } from '@portfolio/federation';
import { RELEASE_BACKEND_MISSING } from '../deploy/constants';
import { publicSiteUrlProblem } from '../prerender/publicSiteUrl';
import { backendUnreachable, portNotOpened, portsInUse, SUPABASE_KEY_MISSING, supabaseUrlInvalid, type WantedPort } from './constants';

/** What the checks ask of the machine; the real ones are in probes.ts, tests give their own. */
export interface Probes {
  /** Null when the port can be opened on this host, else the error code (`EADDRINUSE`). */
  portError: (port: number, host: string) => Promise<string | null>;
  /** Null when a backend answers at this URL, else why not, in a few words. */
  backendError: (url: string, key: string) => Promise<string | null>;
  /** The site config's problems, one line each; none when it is valid. */
  siteConfigProblems: () => string[];
}

/** The backend settings' problems, and the hosted backend they name when they have none (null: the embedded one). */
function backendSettings(env: NodeJS.ProcessEnv): { problems: string[]; hosted: { url: string; key: string } | null } {
  const url = env.SUPABASE_URL?.trim();
  let key: string | undefined;
  try {
    key = publishableKey(env);
  } catch (err) {
    return { problems: [(err as Error).message], hosted: null };
  }
  if (!url) return { problems: [], hosted: null };
  if (!/^https?:\/\/[^/\s]/.test(url) || !URL.canParse(url)) return { problems: [supabaseUrlInvalid(url)], hosted: null };
  if (!key) return { problems: [SUPABASE_KEY_MISSING], hosted: null };
  return { problems: [], hosted: { url, key } };
}

/** Every port this copy opens (the embedded backend's only when it runs one), with the setting that moves each. */
function wantedPorts(env: NodeJS.ProcessEnv, embeddedBackend: boolean): WantedPort[] {
  const ports = sitePorts(env);
  const apps = (Object.keys(APPS) as AppName[]).map((app) => ({ port: ports[app], who: APPS[app].dir, setting: portEnvName(app) }));
  return embeddedBackend ? [...apps, { port: ports.backend, who: 'embedded backend', setting: 'BACKEND_PORT' }] : apps;
}

async function portProblems(env: NodeJS.ProcessEnv, embeddedBackend: boolean, probes: Probes, command: string): Promise<string[]> {
  let wanted: WantedPort[];
  try {
    wanted = wantedPorts(env, embeddedBackend);
  } catch (err) {
    return [(err as Error).message];
  }
  const hostOf = (w: WantedPort) => (w.setting === 'BACKEND_PORT' ? env.BACKEND_HOST : env.HOST) || '127.0.0.1';
  const errors = await Promise.all(wanted.map((w) => probes.portError(w.port, hostOf(w))));
  const busy = wanted.filter((_, i) => errors[i] === 'EADDRINUSE');
  const other = wanted.flatMap((w, i) => (errors[i] && errors[i] !== 'EADDRINUSE' ? [portNotOpened(w, errors[i])] : []));
  return [...(busy.length ? [portsInUse(busy, command)] : []), ...other];
}

/**
 * What stops `pnpm start` (or `pnpm dev`) before it builds anything, one line each: a site config that does not
 * parse or fit its schema, a PUBLIC_SITE_URL that is not an origin, backend settings that would be ignored
 * (SUPABASE_URL without its key) or are malformed, every busy port at once, and a hosted backend that does not answer.
 */
export async function startProblems(env: NodeJS.ProcessEnv, probes: Probes, command = 'pnpm start'): Promise<string[]> {
  const problems = [...probes.siteConfigProblems()];
  const publicUrl = publicSiteUrlProblem(env);
  if (publicUrl) problems.push(publicUrl);
  const backend = backendSettings(env);
  problems.push(...backend.problems);
  problems.push(...(await portProblems(env, !backend.hosted && !backend.problems.length, probes, command)));
  if (backend.hosted) {
    const unreachable = await probes.backendError(backend.hosted.url, backend.hosted.key);
    if (unreachable) problems.push(backendUnreachable(backend.hosted.url, unreachable));
  }
  return problems;
}

/**
 * What stops `pnpm release` before it builds anything, one line each: the site config, PUBLIC_SITE_URL, and the
 * backend the released site will talk to (SUPABASE_URL and its publishable key, both required).
 */
export function releaseProblems(env: NodeJS.ProcessEnv, siteConfigProblems: () => string[]): string[] {
  const problems = [...siteConfigProblems()];
  const publicUrl = publicSiteUrlProblem(env);
  if (publicUrl) problems.push(publicUrl);
  const backend = backendSettings(env);
  if (backend.problems.length) problems.push(...(backend.problems.includes(SUPABASE_KEY_MISSING) ? [RELEASE_BACKEND_MISSING] : backend.problems));
  else if (!backend.hosted) problems.push(RELEASE_BACKEND_MISSING);
  return problems;
}
