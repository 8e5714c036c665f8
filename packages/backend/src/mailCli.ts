import { DEFAULT_PORT } from './config';
import { localKeys } from './keys';
import type { Mail } from './outbox';

/** `pnpm mail [address]`: prints the e-mails a running local backend captured, read with the service key. */
async function main(): Promise<void> {
  const to = process.argv[2];
  const base = process.env.BACKEND_URL || `http://127.0.0.1:${process.env.BACKEND_PORT || DEFAULT_PORT}`;
  const { serviceKey } = await localKeys();
  const query = to ? `?to=${encodeURIComponent(to)}` : '';
  let res: Response;
  try {
    res = await fetch(`${base}/_dev/outbox${query}`, { headers: { apikey: serviceKey } });
  } catch {
    throw new Error(`No backend answers at ${base}: start it with \`pnpm start\` (or set BACKEND_URL).`);
  }
  if (res.status === 401) {
    throw new Error(`${base} refused the service key of this data directory: is it another backend (DATA_DIR, JWT_SECRET)?`);
  }
  if (!res.ok) throw new Error(`${base}/_dev/outbox answered ${res.status}`);
  const mails = (await res.json()) as Mail[];
  if (mails.length === 0) {
    console.log(to ? `No e-mail to ${to} yet.` : 'No e-mail yet.');
    return;
  }
  for (const mail of mails) {
    console.log(`${mail.sent_at}  to ${mail.to}  "${mail.subject}" (${mail.type})\n  ${mail.link}\n`);
  }
}

main().catch((err: unknown) => {
  console.error(`[mail] ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
