import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { APPS, type AppName } from '@portfolio/federation';
import { distDir } from '@portfolio/devtools';
import { test, expect } from '../support/fixtures';
import { TEST_PORTS } from '../support/ports';

const filesOf = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesOf(full) : [full];
  });

const jwtRole = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).role as string;

test('every app serves the backend URL and the anon key at runtime, and nothing more', async ({ request }) => {
  for (const app of Object.keys(APPS) as AppName[]) {
    const res = await request.get(`http://localhost:${TEST_PORTS[app]}/app-config.json`);
    expect(res.headers()['cache-control']).toBe('no-cache');
    const config = await res.json();
    expect(Object.keys(config).sort()).toEqual(['supabaseAnonKey', 'supabaseUrl']);
    expect(config.supabaseUrl).toBe(process.env.TEST_SUPABASE_URL);
    expect(jwtRole(config.supabaseAnonKey)).toBe('anon');
  }
});

test('the service key is in no built file, and no bundle carries a backend URL or key', () => {
  const serviceKey = process.env.TEST_SUPABASE_SERVICE_KEY!;
  const anonKey = process.env.TEST_SUPABASE_ANON_KEY!;
  for (const app of Object.keys(APPS) as AppName[]) {
    for (const file of filesOf(distDir(app)).filter((f) => /\.(js|html|json)$/.test(f))) {
      const text = readFileSync(file, 'utf8');
      expect(text.includes(serviceKey), file).toBe(false);
      expect(text.includes(anonKey), file).toBe(false);
      expect(text.includes(':54321'), file).toBe(false);
    }
  }
});

test('the browser loads the config at runtime and signs requests with the anon key only', async ({ page }) => {
  const keys = new Set<string>();
  page.on('request', (r) => {
    const key = r.headers()['apikey'];
    if (key) keys.add(key);
  });
  await page.goto('/');
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect.poll(() => keys.size).toBeGreaterThan(0);
  expect([...keys].map(jwtRole)).toEqual(['anon']);
});
