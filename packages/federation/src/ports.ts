/** Where each app lives in this repository and which port it serves on by default (docs/operations.md, "Commands"). */
export const APPS = {
  shell: { dir: 'shell', port: 3000 },
  mf_portfolio: { dir: 'mf-portfolio', port: 3001 },
  mf_quote: { dir: 'mf-quote', port: 3002 },
  mf_forms: { dir: 'mf-forms', port: 3003 },
  mf_account: { dir: 'mf-account', port: 3004 },
  mf_notes: { dir: 'mf-notes', port: 3005 },
} as const;

export type AppName = keyof typeof APPS;
export type RemoteName = Exclude<AppName, 'shell'>;

export const REMOTE_NAMES = Object.keys(APPS).filter((n): n is RemoteName => n !== 'shell');

export const BACKEND_PORT = 54321;

export function appByDir(dir: string): AppName | undefined {
  return (Object.keys(APPS) as AppName[]).find((name) => APPS[name].dir === dir);
}

/** The variable that moves one app: `PORT` for the shell, `MF_QUOTE_PORT` (and so on) for a remote. */
export const portEnvName = (app: AppName) => (app === 'shell' ? 'PORT' : `${app.toUpperCase()}_PORT`);

/** The ports of one copy of the site: every app and its backend. */
export type SitePorts = Record<AppName, number> & { backend: number };

function parsePort(raw: string | undefined, name: string): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${name} must be a port number from 1 to 65535, got "${raw}".`);
  return port;
}

/**
 * The ports of this copy from the environment: the shell on PORT (3000), each remote on its own variable or else
 * the shell's port plus its place (3001–3004 follow 3000), the backend on BACKEND_PORT (54321). So
 * `PORT=4400 BACKEND_PORT=54400` is a second copy on 4400–4404 and 54400. Two apps on one port is an error.
 */
export function sitePorts(env: NodeJS.ProcessEnv = process.env): SitePorts {
  const shell = parsePort(env.PORT, 'PORT') ?? APPS.shell.port;
  const ports = { shell, backend: parsePort(env.BACKEND_PORT, 'BACKEND_PORT') ?? BACKEND_PORT } as SitePorts;
  for (const remote of REMOTE_NAMES) {
    const name = portEnvName(remote);
    const port = parsePort(env[name], name) ?? shell + (APPS[remote].port - APPS.shell.port);
    if (port > 65535) throw new Error(`${name} would be ${port} (PORT + ${APPS[remote].port - APPS.shell.port}): choose a lower PORT or set ${name}.`);
    ports[remote] = port;
  }
  const seen = new Map<number, string>();
  for (const [name, port] of Object.entries(ports)) {
    const other = seen.get(port);
    if (other) throw new Error(`${other} and ${name} would both use port ${port}: set PORT, BACKEND_PORT or <REMOTE>_PORT so each has its own.`);
    seen.set(port, name);
  }
  return ports;
}
