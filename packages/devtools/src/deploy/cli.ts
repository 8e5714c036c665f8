import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { APPS, REMOTE_NAMES, appByDir, type AppName, type RemoteName } from '@portfolio/federation';
import { runPrerender } from '../build';
import { remoteContractProblems } from '../contract/checkRemote';
import { CONTRACT_FILE, CONTRACT_MESSAGES } from '../contract/constants';
import type { ShellContract } from '../contract/contract';
import { checkChild, exitOnError } from '../lifecycle';
import { distDir, REPO_ROOT } from '../paths';
import { releaseProblems } from '../preflight/preflight';
import { siteConfigProblems } from '../preflight/probes';
import { NGINX_MISSING } from './constants';
import { nginxBinary } from './nginxBinary';
import type { ReleaseState } from './release';

const remoteFolder = (remote: RemoteName) => APPS[remote].dir;

/** Debian's optional brotli package installs the module here; without it nginx serves the .gz files only. */
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

const USAGE = `pnpm release [--port N] [--only <remote> | --rollback <remote>] [--from <live site URL or folder>] [--no-build] [--out DIR]
  env: SUPABASE_URL, SUPABASE_PUBLISHABLE_KEY or SUPABASE_ANON_KEY (required), PUBLIC_SITE_URL (optional)`;

function parse(argv: string[]) {
  const opts: {
    port?: number;
    only?: RemoteName;
    rollback?: RemoteName;
    from?: string;
    build: boolean;
    out: string;
    dists: Record<string, string>;
  } = {
    build: true,
    out: path.join(REPO_ROOT, 'release'),
    dists: {},
  };
  const remote = (v: string | undefined): RemoteName => {
    const name = v && ((v in APPS ? v : appByDir(v)) as AppName | undefined);
    if (!name || name === 'shell') throw new Error(`Unknown remote "${v}": one of ${REMOTE_NAMES.map(remoteFolder).join(', ')}`);
    return name;
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = () => argv[++i];
    if (arg === '--port') opts.port = Number(value());
    else if (arg === '--only') opts.only = remote(value());
    else if (arg === '--rollback') opts.rollback = remote(value());
    else if (arg === '--no-build') opts.build = false;
    // The live site a release of one remote starts from (docs/teams.md): its release-state.json and files.
    else if (arg === '--from') opts.from = value();
    else if (arg === '--out') opts.out = path.resolve(process.env.INIT_CWD ?? process.cwd(), value()!);
    // A build made elsewhere (CI artifacts, tests): `--dist mf-portfolio=/path/to/dist`.
    else if (arg === '--dist') {
      const [app, dir] = value()!.split('=');
      const name = (app! in APPS ? app : appByDir(app!)) as AppName | undefined;
      if (!name || !dir) throw new Error(`--dist wants <app>=<folder>, got "${app}"`);
      opts.dists[name] = path.resolve(process.env.INIT_CWD ?? process.cwd(), dir);
    } else if (arg !== '--') throw new Error(`Unknown option ${arg}\n${USAGE}`);
  }
  if (opts.port !== undefined && !(Number.isInteger(opts.port) && opts.port > 0 && opts.port < 65536)) throw new Error('--port wants a port number');
  if (opts.only && opts.rollback) throw new Error('--only and --rollback do not go together');
  if (opts.from !== undefined && !opts.only && !opts.rollback) throw new Error('--from goes with --only or --rollback');
  if (opts.from === '') throw new Error('--from wants the live site: a URL or a folder');
  return opts;
}

function run(cmd: string, args: string[]) {
  checkChild(spawnSync(cmd, args, { cwd: REPO_ROOT, stdio: 'inherit' }), `${cmd} ${args.join(' ')}`);
}

function report(state: ReleaseState, out: string) {
  for (const [remote, { current, previous }] of Object.entries(state.remotes)) {
    console.log(`  ${remote}: ${current}${previous ? ` (previous ${previous})` : ''}`);
  }
  const prefix = out === path.join(REPO_ROOT, 'release') ? 'release' : out;
  if (nginxBinary(process.env, existsSync)) console.log(`Serve it: nginx -p ${prefix} -c nginx.conf  → http://localhost:${state.port}/`);
  else console.log(NGINX_MISSING);
}

/**
 * The arguments, the site config and the environment are checked first, each problem in one line, before anything
 * is built; release.ts is imported only then, since it reads site.config.json, which may not parse.
 */
async function main() {
  const opts = parse(process.argv.slice(2));
  const problems = releaseProblems(process.env, () => siteConfigProblems());
  if (problems.length) throw new Error(problems.join('\n'));
  const { launchProblems, pullLive, releaseAll, releaseOne, rollback } = await import('./release');
  // Refused before anything is built; a rollback returns to a release that passed this check.
  const placeholders = opts.rollback ? [] : launchProblems(process.env);
  if (placeholders.length) throw new Error(placeholders.join('\n'));
  if (opts.from) {
    await pullLive(opts.from, opts.out);
    console.log(`Started from the live site ${opts.from}`);
  }
  const dists = { ...Object.fromEntries((Object.keys(APPS) as AppName[]).map((a) => [a, distDir(a)])), ...opts.dists };
  const env = process.env;
  if (opts.rollback) {
    const state = rollback(opts.rollback, { out: opts.out, env });
    console.log(`Rolled ${opts.rollback} back to ${state.remotes[opts.rollback]!.current}`);
    report(state, opts.out);
  } else if (opts.only) {
    if (opts.build) {
      run('pnpm', ['--filter', remoteFolder(opts.only), 'build']);
      runPrerender([opts.only]);
    }
    // The build must keep the contract of the shell it is released under, before anything is published.
    const contract = path.join(opts.out, 'site', CONTRACT_FILE);
    if (existsSync(contract)) {
      const problems = remoteContractProblems(opts.only, JSON.parse(readFileSync(contract, 'utf8')) as ShellContract, dists[opts.only]);
      for (const p of problems) console.error(`  ${p}`);
      if (problems.length) throw new Error(CONTRACT_MESSAGES.failed(opts.only, problems.length));
    }
    const state = releaseOne(opts.only, { out: opts.out, dists, env });
    console.log(`Released ${opts.only} ${state.remotes[opts.only]!.current}`);
    report(state, opts.out);
  } else {
    if (opts.build) run('pnpm', ['build']);
    const state = releaseAll({ out: opts.out, dists, env, port: opts.port, brotliModule: existsSync(BROTLI_MODULE) ? BROTLI_MODULE : null });
    console.log(`Released the site into ${opts.out}`);
    report(state, opts.out);
  }
}

main().catch(exitOnError);
