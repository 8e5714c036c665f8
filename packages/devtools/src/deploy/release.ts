import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  CHUNK_GROUPS_FILE,
  FEEDS,
  REMOTE_NAMES,
  precompressDir,
  previewOrigins,
  publishableKey,
  withPreviewOrigins,
  type AppConfig,
  type RemoteName,
} from '@portfolio/federation';
import { SITE, placeholderFields, type SiteConfig } from '@portfolio/ui/site';
import { composePage, resolvePage, type PageParts } from '../prerender/compose';
import type { MfManifest } from '../prerender/preloads';
import { publicPaths } from '../prerender/publicPaths';
import { siteConfig, withPublicUrl } from '../prerender/publicUrl';
import { robotsTxt, sitemapXml, webManifest } from '../prerender/siteFiles';
import { atomXml, blogPostsIn, rssXml } from '../prerender/feeds';
import { PREVIEW_IMAGE_REMOTES } from '../prerender/caseStudyCards';
import { slotIdsOf } from '../prerender/split';
import type { RemotePages, ShellFrames } from '../prerender/types';
import { inlineScriptHashes, previewContentSecurityPolicy, securityHeaders } from '../securityHeaders';
import { appDir } from '../paths';
import { localShellContract } from '../contract/checkRemote';
import { CONTRACT_FILE } from '../contract/constants';
import { HSTS, LIVE_STATE_FILE, LIVE_STATE_MISSING, RELEASE_BACKEND_MISSING, placeholderRefused } from './constants';
import { readLiveBytes, readLiveFile } from './liveSite';
import { nginxConf } from './nginxConf';
import { pageFile, remoteFolder, siteRules } from './siteRules';
import { cacheRuleMismatches, headersFile, redirectsFile, vercelJson } from './staticHosts';

/** Per remote: the version `remotes.json` points at, and the one before it (what `--rollback` returns to). */
export interface RemoteState {
  current: string;
  previous: string | null;
}

export interface ReleaseState {
  port: number;
  remotes: Record<string, RemoteState>;
}

export interface ReleaseOptions {
  /** The release folder (`release/`): `site/`, `nginx.conf`, `state.json`, logs. */
  out: string;
  /** app → its production build folder (`dist/`). */
  dists: Record<string, string>;
  env: NodeJS.ProcessEnv;
  port?: number;
  /** nginx's brotli_static module file, when installed. */
  brotliModule?: string | null;
  site?: SiteConfig;
}

export { pageFile, remoteFolder };

const filesOf = (dir: string, base = dir): string[] =>
  readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? filesOf(full, base) : [path.relative(base, full)];
    });

/** Hash of every file of a folder (names and bytes): the same build gives the same version, a new one a new folder. */
export function contentHash(dir: string): string {
  const hash = createHash('sha256');
  for (const file of filesOf(dir))
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(dir, file)))
      .update('\0');
  return hash.digest('hex').slice(0, 10);
}

/** `1.4.0-3f2a9c01d2`: the remote's package version plus the hash of its build. */
export function remoteVersion(packageVersion: string, dist: string) {
  return `${packageVersion}-${contentHash(dist)}`;
}

/** Browsers treat localhost and 127.0.0.1 as different origins; a local backend answers on both. */
function backendOrigins(supabaseUrl: string | undefined): string[] {
  if (!supabaseUrl) return [];
  const origin = new URL(supabaseUrl).origin;
  if (origin.includes('://localhost')) return [origin, origin.replace('://localhost', '://127.0.0.1')];
  if (origin.includes('://127.0.0.1')) return [origin, origin.replace('://127.0.0.1', '://localhost')];
  return [origin];
}

/**
 * The response headers of the release: remotes are same-origin folders, so only the backend and the preview origins
 * (PREVIEW_ORIGINS at release time, none by default) are other origins. A
 * site public over https (PUBLIC_SITE_URL, else the config's url) also tells browsers to use nothing else (HSTS);
 * browsers ignore the header over plain http, and a release served on http://localhost is not told it.
 */
export const releaseHeaders = (env: NodeJS.ProcessEnv, template = '', site: SiteConfig = SITE): Record<string, string> => ({
  ...securityHeaders(releaseOrigins(env), inlineScriptHashes(template)),
  ...(siteConfig(env, site).url.startsWith('https://') ? { 'Strict-Transport-Security': HSTS } : {}),
});

const releaseOrigins = (env: NodeJS.ProcessEnv) => ({ remotes: [], backend: backendOrigins(env.SUPABASE_URL), previews: previewOrigins(env) });

/** The release's CSP for a page asked for with `?mf-preview=`, or null when PREVIEW_ORIGINS lists none. */
export const releasePreviewCsp = (env: NodeJS.ProcessEnv, template = ''): string | null =>
  previewContentSecurityPolicy(releaseOrigins(env), inlineScriptHashes(template));

/**
 * The launch check: each setting of the published identity (the config, with PUBLIC_SITE_URL as its origin when
 * given) that still holds a placeholder, one line each. A release with any is refused
 * (docs/decisions/018-launch-check.md); `pnpm start` only lists them.
 */
export const launchProblems = (env: NodeJS.ProcessEnv, site: SiteConfig = SITE): string[] => placeholderFields(siteConfig(env, site)).map(placeholderRefused);

function assertLaunchReady(env: NodeJS.ProcessEnv, site: SiteConfig) {
  const problems = launchProblems(env, site);
  if (problems.length) throw new Error(problems.join('\n'));
}

/**
 * `/app-config.json` from the environment at release time; the publishable key is public by design, the secret key
 * never here. PREVIEW_ORIGINS, when set, is the allow-list of previews.
 */
export function releaseAppConfig(env: NodeJS.ProcessEnv): AppConfig {
  const key = publishableKey(env);
  if (!env.SUPABASE_URL || !key) {
    throw new Error(RELEASE_BACKEND_MISSING);
  }
  return withPreviewOrigins({ supabaseUrl: env.SUPABASE_URL, supabaseAnonKey: key }, env);
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;
const packageVersionOf = (remote: RemoteName) => readJson<{ version: string }>(path.join(appDir(remote), 'package.json')).version;

/** Copies a remote's build into a new version folder (never over an existing one) and returns the version. */
function publishRemote(siteDir: string, remote: RemoteName, dist: string): string {
  const version = remoteVersion(packageVersionOf(remote), dist);
  const target = path.join(siteDir, remoteFolder(remote), version);
  if (!existsSync(target)) {
    cpSync(dist, `${target}.partial`, { recursive: true });
    // Renamed into place only when complete, so a half-copied version is never served.
    cpSync(`${target}.partial`, target, { recursive: true });
    rmSync(`${target}.partial`, { recursive: true, force: true });
  }
  return version;
}

/** Pages are composed against a placeholder origin (compose.ts wants absolute bases), then made root-relative. */
const ORIGIN = 'https://release.invalid';
const rootRelative = (html: string) => html.split(`${ORIGIN}/`).join('/');

interface Composition {
  template: string;
  frames: ShellFrames;
  remotes: Record<string, RemotePages | null>;
  bases: Record<string, string>;
  manifests: Record<string, MfManifest | null>;
  shellGroups: Record<string, string[]>;
}

function loadComposition(siteDir: string, state: ReleaseState): Composition {
  const remotes: Record<string, RemotePages | null> = {};
  const bases: Record<string, string> = {};
  const manifests: Record<string, MfManifest | null> = {};
  for (const [remote, { current }] of Object.entries(state.remotes)) {
    const dir = path.join(siteDir, remoteFolder(remote as RemoteName), current);
    const pages = path.join(dir, 'prerender', 'pages.json');
    remotes[remote] = existsSync(pages) ? readJson<RemotePages>(pages) : {};
    manifests[remote] = existsSync(path.join(dir, 'mf-manifest.json')) ? readJson<MfManifest>(path.join(dir, 'mf-manifest.json')) : null;
    bases[remote] = `${ORIGIN}/${remoteFolder(remote as RemoteName)}/${current}/`;
  }
  return {
    template: readFileSync(path.join(siteDir, 'app.html'), 'utf8'),
    frames: readJson<ShellFrames>(path.join(siteDir, 'prerender', 'frames.json')),
    remotes,
    bases,
    manifests,
    shellGroups: existsSync(path.join(siteDir, CHUNK_GROUPS_FILE)) ? readJson<Record<string, string[]>>(path.join(siteDir, CHUNK_GROUPS_FILE)) : {},
  };
}

/** The composed files of some pages (or all), plus the 404 page and the site files that list pages, for `site`'s public URL. */
function composeFiles(c: Composition, site: SiteConfig, configured: SiteConfig, only?: RemoteName): Record<string, string> {
  const files: Record<string, string> = {};
  const publish = (html: string) => withPublicUrl(rootRelative(html), site, configured);
  const paths = publicPaths(c.frames, c.remotes);
  for (const p of paths) {
    const parts = resolvePage(p, c.frames, c.remotes);
    if (!parts) continue;
    if (only && !slotIdsOf(parts.frame.html).some((id) => id.startsWith(`${only}/`))) continue;
    files[pageFile(p)] = publish(
      composePage({ template: c.template, parts, remoteBases: c.bases, manifests: c.manifests, shellGroups: c.shellGroups, pageOrigin: ORIGIN }),
    );
  }
  if (!only) {
    const notFound: PageParts | null = c.frames['/404'] ? { frame: c.frames['/404'], fragments: {}, head: c.frames['/404'].head } : null;
    files['404.html'] = publish(
      notFound ? composePage({ template: c.template, parts: notFound, remoteBases: c.bases, hydrate: false, pageOrigin: ORIGIN }) : c.template,
    );
    // The frame of the app pages, told the public URL too (their Open Graph tags).
    files['app.html'] = withPublicUrl(c.template, site, configured);
    files['robots.txt'] = robotsTxt(site);
    files['site.webmanifest'] = webManifest(site);
  }
  files['sitemap.xml'] = sitemapXml(site, paths);
  // The feeds list every prerendered post, so they are made again with the sitemap, whichever remote moved.
  const posts = blogPostsIn(c.remotes);
  files[FEEDS.rss.path.slice(1)] = rssXml(site, posts);
  files[FEEDS.atom.path.slice(1)] = atomXml(site, posts);
  return files;
}

/** Writes composed files into the site with their .br/.gz, compressing only these files (not the whole site again). */
function writeComposed(siteDir: string, files: Record<string, string>) {
  const staging = path.join(siteDir, '..', '.staging');
  rmSync(staging, { recursive: true, force: true });
  try {
    for (const [file, body] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(staging, file)), { recursive: true });
      writeFileSync(path.join(staging, file), body);
    }
    precompressDir(staging);
    for (const file of Object.keys(files)) {
      // A page now under 1 kB has no compressed copies: drop stale ones.
      for (const ext of ['.br', '.gz']) rmSync(path.join(siteDir, file + ext), { force: true });
    }
    cpSync(staging, siteDir, { recursive: true });
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** `/remotes.json`: each remote's manifest in its current version folder, root-relative (same origin as the pages). */
export const remotesJson = (state: ReleaseState) =>
  Object.fromEntries(Object.entries(state.remotes).map(([r, { current }]) => [r, `/${remoteFolder(r as RemoteName)}/${current}/mf-manifest.json`]));

function writeRuntimeFiles(siteDir: string, state: ReleaseState, env: NodeJS.ProcessEnv) {
  writeFileSync(path.join(siteDir, 'remotes.json'), `${JSON.stringify(remotesJson(state), null, 2)}\n`);
  writeFileSync(path.join(siteDir, 'app-config.json'), `${JSON.stringify(releaseAppConfig(env), null, 2)}\n`);
}

/** Link-preview images of case studies and notes, served at `/og/portfolio/<slug>.png` and `/og/notes/<slug>.png` as the pages name them. */
function copyPreviewImages(siteDir: string, state: ReleaseState) {
  for (const [route, remote] of Object.entries(PREVIEW_IMAGE_REMOTES)) {
    const current = state.remotes[remote]?.current;
    if (!current) continue;
    const og = path.join(siteDir, remoteFolder(remote), current, 'og');
    const target = path.join(siteDir, 'og', route);
    rmSync(target, { recursive: true, force: true });
    if (existsSync(og)) cpSync(og, target, { recursive: true });
  }
}

const statePath = (out: string) => path.join(out, 'state.json');
export const readState = (out: string): ReleaseState | null => (existsSync(statePath(out)) ? readJson<ReleaseState>(statePath(out)) : null);
/**
 * The release's state as the site publishes it (`release-state.json`): each remote's current and previous version,
 * and every file of the site, so a release can start from the live site instead of from a local folder
 * (docs/decisions/021-release-state-lives-with-the-site.md).
 */
export interface LiveState {
  remotes: Record<string, RemoteState>;
  files: string[];
}

function writeState(out: string, state: ReleaseState) {
  writeFileSync(statePath(out), `${JSON.stringify(state, null, 2)}\n`);
  const siteDir = path.join(out, 'site');
  const files = filesOf(siteDir)
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => f !== LIVE_STATE_FILE);
  const live: LiveState = { remotes: state.remotes, files };
  writeFileSync(path.join(siteDir, LIVE_STATE_FILE), `${JSON.stringify(live, null, 2)}\n`);
}

/** Files of a remote's version folder that no longer count: neither the current version nor the one before it. */
function isRetired(file: string, remotes: Record<string, RemoteState>): boolean {
  const [folder, version] = file.split('/');
  const remote = REMOTE_NAMES.find((r) => remoteFolder(r) === folder);
  if (!remote || version === undefined || !file.includes('/', folder!.length + 1)) return false;
  const { current, previous } = remotes[remote] ?? { current: '', previous: null };
  return version !== current && version !== previous;
}

/**
 * Lays the live site (a URL, or a folder holding its last deploy) into `out` as the state a release starts from:
 * every file it lists, with each remote's current and previous version folders (older ones stay on the live host
 * but are not carried into a new full deploy). `--only` and `--rollback` then work as on a local release folder.
 */
export async function pullLive(from: string, out: string, port = 8080): Promise<ReleaseState> {
  const text = await readLiveFile(from, LIVE_STATE_FILE);
  if (!text) throw new Error(LIVE_STATE_MISSING(from));
  const live = JSON.parse(text) as LiveState;
  const siteDir = path.join(out, 'site');
  rmSync(siteDir, { recursive: true, force: true });
  const wanted = live.files.filter((f) => !isRetired(f, live.remotes));
  // A few requests at a time: the live host is a CDN or a folder.
  for (let i = 0; i < wanted.length; i += 8) {
    const batch = wanted.slice(i, i + 8);
    const bodies = await Promise.all(batch.map((f) => readLiveBytes(from, f)));
    batch.forEach((f, j) => {
      mkdirSync(path.dirname(path.join(siteDir, f)), { recursive: true });
      writeFileSync(path.join(siteDir, f), bodies[j]!);
    });
  }
  const state: ReleaseState = { port, remotes: live.remotes };
  writeFileSync(statePath(out), `${JSON.stringify(state, null, 2)}\n`);
  return state;
}

/**
 * The server config and the static hosts' files, all from one set of rules (siteRules.ts): `nginx.conf` beside the
 * site, `_headers` and `_redirects` (Netlify, Cloudflare Pages) and `vercel.json` inside it.
 */
function writeServerConfig(
  out: string,
  state: ReleaseState,
  env: NodeJS.ProcessEnv,
  brotliModule: string | null | undefined,
  pages: readonly string[],
  site: SiteConfig,
) {
  for (const dir of ['logs', 'tmp']) mkdirSync(path.join(out, dir), { recursive: true });
  const siteDir = path.join(out, 'site');
  // The shell's head script runs by its hash; every page starts from the shell's plain page.
  const template = readFileSync(path.join(siteDir, 'app.html'), 'utf8');
  const rules = siteRules(releaseHeaders(env, template, site), releasePreviewCsp(env, template));
  const wrong = cacheRuleMismatches(
    filesOf(siteDir).map((f) => `/${f.split(path.sep).join('/')}`),
    rules,
  );
  if (wrong.length)
    throw new Error(`Static hosts would cache these files by the wrong rule (hashed names belong in static/ and only there): ${wrong.join(', ')}`);
  writeFileSync(path.join(out, 'nginx.conf'), nginxConf({ port: state.port, rules, brotliModule }));
  writeFileSync(path.join(siteDir, '_headers'), headersFile(rules, pages));
  writeFileSync(path.join(siteDir, '_redirects'), redirectsFile(rules));
  writeFileSync(path.join(siteDir, 'vercel.json'), vercelJson(rules, pages));
}

const moveTo = (previous: RemoteState | undefined, version: string): RemoteState =>
  !previous || previous.current === version ? { current: version, previous: previous?.previous ?? null } : { current: version, previous: previous.current };

/**
 * A whole release: the shell at the root, each remote in a version folder (older versions stay), every public
 * page composed into a static file, the runtime JSON from the environment and the nginx config.
 */
export function releaseAll({ out, dists, env, port, brotliModule, site = SITE }: ReleaseOptions): ReleaseState {
  releaseAppConfig(env);
  assertLaunchReady(env, site);
  const siteDir = path.join(out, 'site');
  const old = readState(out);
  // The shell's files are replaced; the remotes' version folders are kept for rollback.
  if (existsSync(siteDir)) {
    for (const name of readdirSync(siteDir))
      if (!REMOTE_NAMES.some((r) => remoteFolder(r) === name)) rmSync(path.join(siteDir, name), { recursive: true, force: true });
  }
  mkdirSync(siteDir, { recursive: true });
  const shell = dists.shell!;
  cpSync(shell, siteDir, { recursive: true, filter: (src) => !/^index\.html(\.br|\.gz)?$/.test(path.relative(shell, src)) });
  // The plain shell page: app routes render in the browser, and every composed page starts from it.
  for (const ext of ['', '.br', '.gz']) {
    if (existsSync(path.join(shell, `index.html${ext}`))) cpSync(path.join(shell, `index.html${ext}`), path.join(siteDir, `app.html${ext}`));
  }
  const state: ReleaseState = { port: port ?? old?.port ?? 8080, remotes: {} };
  for (const remote of REMOTE_NAMES) {
    const dist = dists[remote];
    if (!dist) throw new Error(`No build of ${remote}`);
    state.remotes[remote] = moveTo(old?.remotes[remote], publishRemote(siteDir, remote, dist));
  }
  writeRuntimeFiles(siteDir, state, env);
  // What this shell promises its remotes, read by their pipelines before they release (pnpm contract).
  writeFileSync(path.join(siteDir, CONTRACT_FILE), `${JSON.stringify(localShellContract(), null, 2)}\n`);
  copyPreviewImages(siteDir, state);
  const composition = loadComposition(siteDir, state);
  writeComposed(siteDir, composeFiles(composition, siteConfig(env, site), site));
  writeServerConfig(out, state, env, brotliModule, publicPaths(composition.frames, composition.remotes), site);
  writeState(out, state);
  return state;
}

function requireState(out: string): ReleaseState {
  const state = readState(out);
  if (!state) throw new Error(`No release in ${out}: run \`pnpm release\` once first.`);
  return state;
}

/** Points a remote at a version and recomposes only its pages (and the sitemap); the shell's files are untouched. */
function repoint(out: string, remote: RemoteName, state: ReleaseState, env: NodeJS.ProcessEnv, site: SiteConfig) {
  const siteDir = path.join(out, 'site');
  writeRuntimeFiles(siteDir, state, env);
  if (Object.values<string>(PREVIEW_IMAGE_REMOTES).includes(remote)) copyPreviewImages(siteDir, state);
  writeComposed(siteDir, composeFiles(loadComposition(siteDir, state), siteConfig(env, site), site, remote));
  writeState(out, state);
}

/** `--only <remote>`: publishes a new build of one remote beside its older versions and moves the site onto it. */
export function releaseOne(remote: RemoteName, { out, dists, env, site = SITE }: ReleaseOptions): ReleaseState {
  releaseAppConfig(env);
  assertLaunchReady(env, site);
  const state = requireState(out);
  const version = publishRemote(path.join(out, 'site'), remote, dists[remote]!);
  state.remotes[remote] = moveTo(state.remotes[remote], version);
  repoint(out, remote, state, env, site);
  return state;
}

/** `--rollback <remote>`: back to the version before, from the folder still on disk; nothing is built. */
export function rollback(remote: RemoteName, { out, env, site = SITE }: Pick<ReleaseOptions, 'out' | 'env' | 'site'>): ReleaseState {
  releaseAppConfig(env);
  const state = requireState(out);
  const current = state.remotes[remote];
  if (!current?.previous) throw new Error(`${remote} has no previous version to roll back to.`);
  if (!existsSync(path.join(out, 'site', remoteFolder(remote), current.previous)))
    throw new Error(`Version ${current.previous} of ${remote} is no longer on disk.`);
  state.remotes[remote] = { current: current.previous, previous: current.current };
  repoint(out, remote, state, env, site);
  return state;
}
