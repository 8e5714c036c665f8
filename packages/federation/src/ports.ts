/** Where each app lives in this repository and which port it serves on (ARCHITECTURE.md, "Ports"). */
export const APPS = {
  shell: { dir: 'shell', port: 3000 },
  mf_portfolio: { dir: 'mf-portfolio', port: 3001 },
  mf_quote: { dir: 'mf-quote', port: 3002 },
  mf_forms: { dir: 'mf-forms', port: 3003 },
  mf_account: { dir: 'mf-account', port: 3004 },
} as const;

export type AppName = keyof typeof APPS;
export type RemoteName = Exclude<AppName, 'shell'>;

export const REMOTE_NAMES = Object.keys(APPS).filter((n): n is RemoteName => n !== 'shell');

export const BACKEND_PORT = 54321;

export function appByDir(dir: string): AppName | undefined {
  return (Object.keys(APPS) as AppName[]).find((name) => APPS[name].dir === dir);
}
