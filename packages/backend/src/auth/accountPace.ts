/**
 * The per-account ceiling on password guessing (OWASP ASVS 4.0 V2.2.1: growing delays, at most 100 failed
 * attempts per account per hour, without a lockout a stranger can trigger); SECURITY.md, "Guessing one account
 * from many addresses". The per-account-and-address lockout (AuthThrottles.failedSignIns) stays as it is: this
 * only adds what it lacked, a limit on an account that many client addresses guess at once.
 *
 * Within an hour from an account's first counted attempt, the first `freeAttempts` wrong passwords cost nothing;
 * after that each attempt makes the next one wait, 1 s, then 2, 4, 8, 16, 32, and 60 s from then on. An attempt
 * before its time answers 429 with Retry-After and checks no password. Client addresses that have signed in to the
 * account before are never made to wait, so an attack slows the stranger, not the owner at home; anywhere else the
 * owner waits at most one delay, and a reset by e-mail always works.
 */

interface Account {
  windowStart: number;
  /** Attempts counted in this window, minus those that turned out right. */
  failures: number;
  /** No attempt from an unknown address before this time. */
  nextAt: number;
}

const WINDOW_MS = 60 * 60_000;
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 60_000;
/** Addresses remembered per account (the most recent sign-ins). */
const KNOWN_PER_ACCOUNT = 5;
// Past this many tracked accounts, ended windows are swept so a spray of made-up addresses cannot grow memory.
const SWEEP_AT = 10_000;

/** The wait after the attempt that brought an account to `failures`, given how many are free. */
export function delayAfter(failures: number, freeAttempts: number): number {
  if (failures < freeAttempts) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - freeAttempts));
}

export class AccountPace {
  private readonly accounts = new Map<string, Account>();
  private readonly known = new Map<string, string[]>();

  constructor(
    readonly freeAttempts: number,
    private readonly now: () => number = Date.now,
  ) {}

  private current(account: string): Account | undefined {
    const state = this.accounts.get(account);
    if (state && this.now() - state.windowStart >= WINDOW_MS) {
      this.accounts.delete(account);
      return undefined;
    }
    return state;
  }

  /** Seconds the address must wait before guessing this account's password, or 0. */
  retryAfter(account: string, address: string): number {
    if (this.known.get(account)?.includes(address)) return 0;
    const state = this.current(account);
    if (!state || state.nextAt <= this.now()) return 0;
    return Math.max(1, Math.ceil((state.nextAt - this.now()) / 1000));
  }

  /** Counts an attempt before its password is checked, so parallel guesses share one pace. */
  attempt(account: string): void {
    let state = this.current(account);
    if (!state) {
      if (this.accounts.size >= SWEEP_AT) this.sweep();
      state = { windowStart: this.now(), failures: 0, nextAt: 0 };
      this.accounts.set(account, state);
    }
    state.failures += 1;
    const delay = delayAfter(state.failures, this.freeAttempts);
    if (delay > 0) state.nextAt = this.now() + delay;
  }

  /** The password was right: the attempt was no failure, and the address is the owner's from now on. */
  succeeded(account: string, address: string): void {
    const state = this.current(account);
    if (state) state.failures = Math.max(0, state.failures - 1);
    const known = (this.known.get(account) ?? []).filter((a) => a !== address);
    this.known.set(account, [address, ...known].slice(0, KNOWN_PER_ACCOUNT));
  }

  /** A new password: earlier guesses no longer matter, and no address is trusted for the old one. */
  reset(account: string): void {
    this.accounts.delete(account);
    this.known.delete(account);
  }

  private sweep(): void {
    for (const account of [...this.accounts.keys()]) this.current(account);
  }
}
