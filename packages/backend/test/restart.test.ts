import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localKeys, startBackend, type RunningBackend } from '../src/index';
import { targetOf } from './support/embedded';
import { quoteRow } from './support/rows';
import { PASSWORD, client, signUpUser } from './support/target';

// Two starts on disk in one test: allow for a busy machine.
const STARTS_TIMEOUT = 120_000;

describe('a data directory on disk', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'backend-restart-'));
  const start = () => startBackend({ port: 0, dataDir, quiet: true, passwordHashCost: 4 });
  let running: RunningBackend | undefined;

  afterAll(async () => {
    await running?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'keeps users, rows, keys and sessions across a restart',
    async () => {
      running = await start();
      const first = running;
      const user = await signUpUser(targetOf(first), 'survivor');
      const inserted = await user.client.from('custom_quotes').insert(quoteRow(user.id, { name: 'Kept' }));
      expect(inserted.error).toBeNull();
      await first.stop();

      running = await start();
      const second = running;
      expect(second.anonKey).toBe(first.anonKey);
      expect(second.serviceKey).toBe(first.serviceKey);
      expect(await localKeys(dataDir)).toEqual({
        jwtSecret: first.jwtSecret,
        anonKey: first.anonKey,
        serviceKey: first.serviceKey,
      });

      const target = targetOf(second);
      // The session issued before the restart is still good: same secret, same sessions table.
      const stale = await client(target).auth.getUser(user.accessToken);
      expect(stale.data.user?.id).toBe(user.id);
      const refreshed = await client(target).auth.refreshSession({ refresh_token: user.refreshToken });
      expect(refreshed.error).toBeNull();

      const again = client(target);
      const signIn = await again.auth.signInWithPassword({ email: user.email, password: PASSWORD });
      expect(signIn.error).toBeNull();
      const rows = await again.from('custom_quotes').select('name').eq('user_id', user.id);
      expect(rows.data).toEqual([{ name: 'Kept' }]);
      const stats = await again.from('dashboard_stats').select('id');
      expect(stats.data).toHaveLength(6);
    },
    STARTS_TIMEOUT,
  );

  it(
    'refuses a second backend on the same directory',
    async () => {
      expect(running).toBeDefined();
      await expect(start()).rejects.toThrow(/already in use/);
    },
    STARTS_TIMEOUT,
  );
});
