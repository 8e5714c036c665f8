import type { LocalKeys } from './keys';
import type { Mail } from './outbox';

/** How a developer reads the captured e-mails; printed by every start banner. */
export const READ_MAIL_HINT = '`pnpm mail` (or `pnpm mail you@example.com`) prints reset and confirmation links';

export function printBanner(url: string, keys: LocalKeys, location: string, applied: string[]): void {
  const lines = [
    `Supabase-compatible backend ready`,
    `  API URL           ${url}`,
    `  anon key          ${keys.anonKey}`,
    `  service_role key  ${keys.serviceKey}`,
    `                    (server-side only: never put it in app-config.json or a bundle)`,
    `  database          ${location}`,
    `  e-mails           ${READ_MAIL_HINT}`,
  ];
  if (applied.length > 0) lines.push(`  migrations        applied ${applied.join(', ')}`);
  console.log(lines.join('\n'));
}

export function announceMail(mail: Mail): void {
  console.log(`[backend] e-mail (${mail.type}) to ${mail.to}: ${mail.link}`);
}
