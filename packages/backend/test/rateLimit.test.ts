import { describe, expect, it } from 'vitest';
import { RateLimiter, tooManyRequests } from '../src/auth/rateLimit';

describe('RateLimiter', () => {
  it('allows `limit` hits per window per key, then tells how long to wait, then starts afresh', () => {
    let now = 0;
    const limiter = new RateLimiter(3, 60_000, () => now);
    for (let i = 0; i < 3; i++) limiter.take('a', tooManyRequests);
    expect(() => limiter.take('a', tooManyRequests)).toThrow(/Request rate limit reached/);
    limiter.take('b', tooManyRequests);
    now = 45_000;
    expect(limiter.retryAfter('a')).toBe(15);
    now = 60_000;
    expect(limiter.retryAfter('a')).toBe(0);
    limiter.take('a', tooManyRequests);
  });

  it('refusals carry status 429 and Retry-After seconds', () => {
    const now = 0;
    const limiter = new RateLimiter(1, 300_000, () => now);
    limiter.take('x', tooManyRequests);
    try {
      limiter.take('x', tooManyRequests);
      expect.unreachable();
    } catch (err) {
      expect(err).toMatchObject({ status: 429, code: 'over_request_rate_limit', retryAfter: 300 });
    }
  });
});
