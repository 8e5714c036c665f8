import { describe, expect, it } from 'vitest';
import { AccountPace, delayAfter } from './accountPace';

const FREE = 10;
const ACCOUNT = 'owner@example.com';

function paced() {
  let time = 0;
  const pace = new AccountPace(FREE, () => time);
  return {
    pace,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

/** Attempts from a new address each time, as a stranger with many addresses makes them; true when let through. */
function tryFrom(pace: AccountPace, attempt: number): boolean {
  if (pace.retryAfter(ACCOUNT, `198.51.100.${attempt % 250}`) > 0) return false;
  pace.attempt(ACCOUNT);
  return true;
}

describe('AccountPace', () => {
  it('lets the free attempts through, then makes each wait longer: 1, 2, 4 ... 32 s, then 60 s', () => {
    expect(Array.from({ length: 18 }, (_, i) => delayAfter(i + 1, FREE) / 1000)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 60, 60, 60]);
    const { pace, advance } = paced();
    for (let i = 0; i < FREE; i++) expect(tryFrom(pace, i)).toBe(true);
    expect(pace.retryAfter(ACCOUNT, '203.0.113.1')).toBe(1);
    advance(1000);
    expect(tryFrom(pace, 100)).toBe(true);
    expect(pace.retryAfter(ACCOUNT, '203.0.113.1')).toBe(2);
  });

  it('lets no more than 100 guesses an hour through, however many addresses try however often (ASVS V2.2.1)', () => {
    const { pace, advance } = paced();
    let through = 0;
    for (let attempt = 0; attempt < 36_000; attempt++) {
      if (tryFrom(pace, attempt)) through += 1;
      advance(100);
    }
    expect(through).toBeLessThanOrEqual(100);
    expect(through).toBeGreaterThan(FREE);
  });

  it('never makes an address that signed in before wait, and anyone else at most one 60 s delay', () => {
    const { pace, advance } = paced();
    pace.attempt(ACCOUNT);
    pace.succeeded(ACCOUNT, '192.0.2.1');
    for (let attempt = 0; attempt < 600; attempt++) {
      tryFrom(pace, attempt);
      expect(pace.retryAfter(ACCOUNT, '192.0.2.1')).toBe(0);
      expect(pace.retryAfter(ACCOUNT, '203.0.113.9')).toBeLessThanOrEqual(60);
      advance(500);
    }
  });

  it('does not count right passwords, and a new password forgets the guesses and the known addresses', () => {
    const { pace } = paced();
    for (let i = 0; i < 3 * FREE; i++) {
      pace.attempt(ACCOUNT);
      pace.succeeded(ACCOUNT, '192.0.2.1');
    }
    expect(pace.retryAfter(ACCOUNT, '203.0.113.1')).toBe(0);
    for (let i = 0; i < FREE; i++) pace.attempt(ACCOUNT);
    expect(pace.retryAfter(ACCOUNT, '203.0.113.1')).toBe(1);
    pace.reset(ACCOUNT);
    expect(pace.retryAfter(ACCOUNT, '203.0.113.1')).toBe(0);
    for (let i = 0; i < FREE; i++) pace.attempt(ACCOUNT);
    expect(pace.retryAfter(ACCOUNT, '192.0.2.1')).toBe(1);
  });

  it('starts afresh an hour after the first counted attempt, and keeps accounts apart', () => {
    const { pace, advance } = paced();
    for (let i = 0; i < FREE + 5; i++) pace.attempt(ACCOUNT);
    expect(pace.retryAfter(ACCOUNT, '203.0.113.1')).toBeGreaterThan(0);
    expect(pace.retryAfter('other@example.com', '203.0.113.1')).toBe(0);
    advance(60 * 60_000);
    expect(pace.retryAfter(ACCOUNT, '203.0.113.1')).toBe(0);
  });
});
