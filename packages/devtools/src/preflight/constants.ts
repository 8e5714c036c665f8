import { PUBLISHABLE_KEY_VARS } from '@portfolio/federation';

/** How long `pnpm start` waits for a hosted backend (SUPABASE_URL) to answer before it says it does not. */
export const BACKEND_ANSWER_TIMEOUT_MS = 5000;

/** A port the site wants, who wants it and the setting that moves it. */
export interface WantedPort {
  port: number;
  who: string;
  setting: string;
}

const described = ({ port, who, setting }: WantedPort) => `${port} (${who}: ${setting})`;
const listed = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/** Every busy port in one line, each with the setting that moves it. */
export const portsInUse = (busy: readonly WantedPort[], command: string) =>
  `${busy.length === 1 ? 'Port' : 'Ports'} ${listed(busy.map(described))} ${busy.length === 1 ? 'is' : 'are'} in use: ` +
  `stop what runs there, or move this copy with ${listed([...new Set(busy.map((b) => b.setting))])} ` +
  `(PORT moves the remotes with the shell), e.g. PORT=4400 BACKEND_PORT=54400 ${command}.`;

export const portNotOpened = (wanted: WantedPort, code: string) =>
  `Port ${described(wanted)} cannot be opened (${code}): choose another with ${wanted.setting}.`;

export const SUPABASE_KEY_MISSING =
  `SUPABASE_URL is set but ${PUBLISHABLE_KEY_VARS.join(' (or ')}) is not: set the project's publishable key too, ` +
  'or unset SUPABASE_URL to use the embedded backend.';

export const supabaseUrlInvalid = (url: string) => `SUPABASE_URL must be an http(s) address such as https://<project>.supabase.co, got "${url}".`;

export const backendUnreachable = (url: string, reason: string) =>
  `The backend at SUPABASE_URL (${url}) does not answer (${reason}): check the address and the network, or unset SUPABASE_URL to use the embedded backend.`;

export const siteConfigNotJson = (file: string, line: number, column: number, message: string) =>
  `${file} is not valid JSON at line ${line}, column ${column}: ${message}${/property name/.test(message) ? ' (a trailing comma?)' : ''}.`;
