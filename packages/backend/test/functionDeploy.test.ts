import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
const DOCS = ['../../docs/deploying.md', '../../docs/owner.md', '../../README.md', 'README.md'];

describe('the send-notifications deploy steps, as the docs write them', () => {
  it('every deploy command turns off JWT verification, as config.toml does', () => {
    const commands = DOCS.flatMap((doc) => read(doc).match(/supabase functions deploy send-notifications[^`\n]*/g) ?? []);
    expect(commands.length).toBeGreaterThan(0);
    for (const command of commands) expect(command).toBe('supabase functions deploy send-notifications --no-verify-jwt');
    expect(read('supabase/config.toml')).toMatch(/\[functions\.send-notifications\]\nverify_jwt = false/);
  });

  it('no step sets a SUPABASE_ secret, which the CLI skips', () => {
    for (const doc of DOCS) expect(read(doc), doc).not.toMatch(/secrets set\s+SUPABASE_/);
  });
});
