import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { APPS } from '@portfolio/federation';
import { SUPABASE_KEY_MISSING, backendUnreachable, portsInUse, supabaseUrlInvalid } from './constants';
import { RELEASE_BACKEND_MISSING } from '../deploy/constants';
import { releaseProblems, startProblems, type Probes } from './preflight';
import { portError } from './probes';

/** Probes that find every port free, the config valid and every backend answering, unless told otherwise. */
const probes = (over: Partial<Probes> = {}): Probes => ({
  portError: () => Promise.resolve(null),
  backendError: () => Promise.resolve(null),
  siteConfigProblems: () => [],
  ...over,
});
const busyOn =
  (...busy: number[]): Probes['portError'] =>
  (port) =>
    Promise.resolve(busy.includes(port) ? 'EADDRINUSE' : null);

const hosted = { SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x' };

describe('startProblems', () => {
  it('finds nothing wrong with the defaults on a free machine', async () => {
    expect(await startProblems({}, probes())).toEqual([]);
    expect(await startProblems(hosted, probes())).toEqual([]);
  });

  it('names every busy port at once, in one line, each with the setting that moves it', async () => {
    const problems = await startProblems({}, probes({ portError: busyOn(3000, 3002, 54321) }));
    expect(problems).toEqual([
      portsInUse(
        [
          { port: 3000, who: 'shell', setting: 'PORT' },
          { port: 3002, who: 'mf-quote', setting: 'MF_QUOTE_PORT' },
          { port: 54321, who: 'embedded backend', setting: 'BACKEND_PORT' },
        ],
        'pnpm start',
      ),
    ]);
    expect(problems[0]).toMatch(/^Ports 3000 \(shell: PORT\), 3002 \(mf-quote: MF_QUOTE_PORT\) and 54321 \(embedded backend: BACKEND_PORT\) are in use: /);
    expect(problems[0]).not.toContain('\n');
  });

  it("probes this copy's ports, and the embedded backend's only when it runs one", async () => {
    const probed: number[] = [];
    const record: Probes['portError'] = (port) => {
      probed.push(port);
      return Promise.resolve(null);
    };
    await startProblems({ PORT: '4700', BACKEND_PORT: '54700', MF_QUOTE_PORT: '9002' }, probes({ portError: record }));
    // Each app's port follows PORT in APPS' order, but the quote wizard's, which MF_QUOTE_PORT moves.
    const appPorts = Object.keys(APPS).map((app, i) => (app === 'mf_quote' ? 9002 : 4700 + i));
    expect(probed.sort()).toEqual([...appPorts, 54700].sort());
    probed.length = 0;
    await startProblems({ ...hosted, PORT: '4700' }, probes({ portError: record }));
    expect(probed).not.toContain(54321);
    expect(probed).toHaveLength(Object.keys(APPS).length);
  });

  it('refuses SUPABASE_URL without its key instead of falling back to the embedded backend', async () => {
    const problems = await startProblems({ SUPABASE_URL: 'https://abc.supabase.co' }, probes({ portError: busyOn(54321) }));
    expect(problems).toEqual([SUPABASE_KEY_MISSING]);
    expect(SUPABASE_KEY_MISSING).toContain('SUPABASE_PUBLISHABLE_KEY (or SUPABASE_ANON_KEY)');
  });

  it('refuses a SUPABASE_URL that is not an address, and a secret key given as the publishable one', async () => {
    expect(await startProblems({ ...hosted, SUPABASE_URL: 'abc.supabase.co' }, probes())).toEqual([supabaseUrlInvalid('abc.supabase.co')]);
    const [secret] = await startProblems({ ...hosted, SUPABASE_PUBLISHABLE_KEY: 'sb_secret_x' }, probes());
    expect(secret).toMatch(/^SUPABASE_PUBLISHABLE_KEY holds a secret/);
  });

  it('says when the hosted backend does not answer', async () => {
    const problems = await startProblems(hosted, probes({ backendError: () => Promise.resolve('connection refused') }));
    expect(problems).toEqual([backendUnreachable('https://abc.supabase.co', 'connection refused')]);
  });

  it("lists the config's problems, a bad PUBLIC_SITE_URL and a bad port setting with the rest", async () => {
    const problems = await startProblems(
      { PORT: 'abc', PUBLIC_SITE_URL: 'https://a"b.org' },
      probes({
        siteConfigProblems: () => ['site.config.json is not valid JSON at line 3, column 1: Expected double-quoted property name (a trailing comma?).'],
      }),
    );
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^site\.config\.json is not valid JSON at line 3/);
    expect(problems[1]).toMatch(/^PUBLIC_SITE_URL must be an origin/);
    expect(problems[2]).toBe('PORT must be a port number from 1 to 65535, got "abc".');
  });
});

describe('startProblems on this machine', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

  it('names the setting of a port something here already listens on', async () => {
    server = createServer();
    await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    // Only the port this test opened is really probed: the others may belong to anyone on this machine.
    const ours: Probes['portError'] = (p, host) => (p === port ? portError(p, host) : Promise.resolve(null));
    const problems = await startProblems({ MF_FORMS_PORT: String(port) }, probes({ portError: ours }));
    expect(problems).toEqual([portsInUse([{ port, who: 'mf-forms', setting: 'MF_FORMS_PORT' }], 'pnpm start')]);
    expect(problems[0]).toMatch(new RegExp(`^Port ${port} \\(mf-forms: MF_FORMS_PORT\\) is in use: `));
  });
});

describe('releaseProblems', () => {
  const valid = () => [];

  it('wants the backend the released site talks to, both its URL and its key', () => {
    expect(releaseProblems(hosted, valid)).toEqual([]);
    expect(releaseProblems({}, valid)).toEqual([RELEASE_BACKEND_MISSING]);
    expect(releaseProblems({ SUPABASE_URL: hosted.SUPABASE_URL }, valid)).toEqual([RELEASE_BACKEND_MISSING]);
    expect(releaseProblems({ SUPABASE_ANON_KEY: 'anon' }, valid)).toEqual([RELEASE_BACKEND_MISSING]);
    expect(releaseProblems({ ...hosted, SUPABASE_URL: 'abc' }, valid)).toEqual([supabaseUrlInvalid('abc')]);
  });

  it("lists the config's problems and a bad PUBLIC_SITE_URL first", () => {
    const problems = releaseProblems({ ...hosted, PUBLIC_SITE_URL: 'https://a b' }, () => ['site.config.json is not valid JSON at line 2, column 3: x.']);
    expect(problems).toHaveLength(2);
    expect(problems[1]).toMatch(/^PUBLIC_SITE_URL must be an origin/);
  });
});
