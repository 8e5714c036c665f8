import { AccountPace } from './accountPace';
import { AuthError } from './errors';

interface Window {
  startedAt: number;
  count: number;
}

// Past this many tracked keys, expired windows are swept so an address spray cannot grow memory without end.
const SWEEP_AT = 10_000;

/** Fixed-window counters per key (a client address, an account): at most `limit` hits per `windowMs`. */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private current(key: string): Window | undefined {
    const window = this.windows.get(key);
    if (window && this.now() - window.startedAt >= this.windowMs) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  /** Seconds until the key may try again, or 0 when it is under its limit. */
  retryAfter(key: string): number {
    const window = this.current(key);
    if (!window || window.count < this.limit) return 0;
    return Math.max(1, Math.ceil((window.startedAt + this.windowMs - this.now()) / 1000));
  }

  /** Counts one hit. */
  hit(key: string): void {
    const window = this.current(key);
    if (window) window.count += 1;
    else {
      if (this.windows.size >= SWEEP_AT) this.sweep();
      this.windows.set(key, { startedAt: this.now(), count: 1 });
    }
  }

  /** Counts one hit, or throws when the key has used up its window. */
  take(key: string, refuse: (retryAfter: number) => AuthError): void {
    const wait = this.retryAfter(key);
    if (wait > 0) throw refuse(wait);
    this.hit(key);
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  /** Forgets every key that starts with `prefix` (all client addresses of one account). */
  resetPrefix(prefix: string): void {
    for (const key of [...this.windows.keys()]) if (key.startsWith(prefix)) this.windows.delete(key);
  }

  private sweep(): void {
    for (const key of [...this.windows.keys()]) this.current(key);
  }
}

const FIVE_MINUTES = 5 * 60_000;
const HOUR = 60 * 60_000;
const FAILED_SIGN_IN_WINDOW = 15 * 60_000;

export interface AuthLimits {
  signInSignUps: number;
  tokenRefresh: number;
  emailSent: number;
  verify: number;
  failedSignInsPerAccount: number;
}

/** GoTrue's answer when a client address sends too many requests (supabase-js surfaces status 429). */
export function tooManyRequests(retryAfter: number): AuthError {
  return new AuthError(429, 'over_request_rate_limit', `Request rate limit reached. Try again in ${retryAfter} seconds.`, {}, retryAfter);
}

export function tooManyEmails(retryAfter: number): AuthError {
  return new AuthError(429, 'over_email_send_rate_limit', `Email rate limit exceeded. Try again in ${retryAfter} seconds.`, {}, retryAfter);
}

/** Failed sign-ins count per account and client address, so a stranger's guesses never lock the owner out of their own. */
export function failedSignInKey(email: string, address: string): string {
  return `${accountPrefix(email)}${address}`;
}

/** The part of failedSignInKey shared by every client address of one account. */
export function accountPrefix(email: string): string {
  return `${email}\n`;
}

export function tooManyFailedSignIns(retryAfter: number): AuthError {
  const minutes = Math.ceil(retryAfter / 60);
  return new AuthError(
    429,
    'over_request_rate_limit',
    `Too many failed sign-in attempts for this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    {},
    retryAfter,
  );
}

/** The answer to a guess at an account whose pace (AccountPace) says wait. */
export function signInsSlowed(retryAfter: number): AuthError {
  return new AuthError(
    429,
    'over_request_rate_limit',
    `Too many failed sign-in attempts for this account. Try again in ${retryAfter} second${retryAfter === 1 ? '' : 's'}.`,
    {},
    retryAfter,
  );
}

/**
 * Wrong passwords free per account and hour before the account's pace slows guessing: twice what one client
 * address may try, so one person's typos from two places never meet it.
 */
export const freeAttemptsPerAccount = (failedSignInsPerAccount: number) => 2 * failedSignInsPerAccount;

/** The throttles of the auth API: per client address (Supabase's names) and failed passwords per account. */
export class AuthThrottles {
  readonly signInSignUps: RateLimiter;
  readonly tokenRefresh: RateLimiter;
  readonly emailSent: RateLimiter;
  readonly verify: RateLimiter;
  readonly failedSignIns: RateLimiter;
  readonly accountPace: AccountPace;

  constructor(limits: AuthLimits, now: () => number = Date.now) {
    this.signInSignUps = new RateLimiter(limits.signInSignUps, FIVE_MINUTES, now);
    this.tokenRefresh = new RateLimiter(limits.tokenRefresh, FIVE_MINUTES, now);
    this.emailSent = new RateLimiter(limits.emailSent, HOUR, now);
    this.verify = new RateLimiter(limits.verify, FIVE_MINUTES, now);
    this.failedSignIns = new RateLimiter(limits.failedSignInsPerAccount, FAILED_SIGN_IN_WINDOW, now);
    this.accountPace = new AccountPace(freeAttemptsPerAccount(limits.failedSignInsPerAccount), now);
  }
}
