import { afterEach, describe, expect, it, vi } from 'vitest';
import { signJwt, verifyJwt } from '../src/jwt';

const SECRET = 'a-test-secret-that-is-long-enough-000';
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('verifyJwt', () => {
  afterEach(() => vi.useRealTimers());

  it('accepts a token it signed and refuses one signed with another secret', async () => {
    const token = await signJwt({ role: 'authenticated', sub: 'u1' }, SECRET);
    expect(await verifyJwt(token, SECRET)).toMatchObject({ ok: true, claims: { role: 'authenticated', sub: 'u1' } });
    expect(await verifyJwt(token, `${SECRET}x`)).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('refuses alg none and a payload changed after signing', async () => {
    const token = await signJwt({ role: 'anon' }, SECRET);
    const [header, , signature] = token.split('.');
    expect(await verifyJwt(`${b64({ alg: 'none', typ: 'JWT' })}.${b64({ role: 'service_role' })}.`, SECRET)).toMatchObject({ ok: false });
    expect(await verifyJwt(`${header}.${b64({ role: 'service_role' })}.${signature}`, SECRET)).toMatchObject({ ok: false });
    expect(await verifyJwt('not-a-jwt', SECRET)).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('refuses a token once it expires, even after it was verified (and cached) while valid', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T08:00:00Z'), toFake: ['Date'] });
    const exp = Math.floor(Date.now() / 1000) + 60;
    const token = await signJwt({ role: 'authenticated', exp }, SECRET);
    expect((await verifyJwt(token, SECRET)).ok).toBe(true);
    vi.setSystemTime(new Date((exp + 1) * 1000));
    expect(await verifyJwt(token, SECRET)).toMatchObject({ ok: false, reason: 'expired' });
  });
});
