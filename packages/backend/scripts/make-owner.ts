import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { DEFAULT_PORT } from '../src/config';
import { localKeys } from '../src/keys';

/**
 * `pnpm run owner <email>`: gives an existing account the owner role (app_metadata.role = 'owner') with the service key.
 * Against a hosted project set SUPABASE_URL and SUPABASE_SECRET_KEY (or the older SUPABASE_SERVICE_ROLE_KEY); otherwise it uses the local backend.
 */
async function main(): Promise<void> {
  const email = process.argv[2]?.trim().toLowerCase();
  if (!email || !email.includes('@')) throw new Error('Usage: pnpm run owner <email of an account that has signed up>');
  const url = process.env.SUPABASE_URL || process.env.BACKEND_URL || `http://127.0.0.1:${process.env.BACKEND_PORT || DEFAULT_PORT}`;
  // The new name first, as packages/federation's secretKey() reads it (the backend does not depend on that package).
  const serviceKey = process.env.SUPABASE_SECRET_KEY || process.env.SUPABASE_SERVICE_ROLE_KEY || (await localKeys()).serviceKey;
  const supabase = createClient(url, serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no WebSocket; supabase-js wants one for realtime even when it is unused.
    realtime: { transport: ws as never },
  });

  for (let page = 1; ; page += 1) {
    const { data, error } = await supabase.auth.admin.listUsers({ page, perPage: 1000 });
    if (error) throw new Error(`${url} refused to list users: ${error.message}`);
    const user = data.users.find((u) => u.email?.toLowerCase() === email);
    if (user) {
      const updated = await supabase.auth.admin.updateUserById(user.id, { app_metadata: { role: 'owner' } });
      if (updated.error) throw new Error(`Could not update ${email}: ${updated.error.message}`);
      console.log(`${email} is now an owner. Sign out and in again so the new role reaches the session.`);
      return;
    }
    if (data.users.length < 1000) break;
  }
  throw new Error(`No account with the e-mail ${email} at ${url}: sign up on the site first.`);
}

main().catch((err: unknown) => {
  console.error(`[owner] ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
