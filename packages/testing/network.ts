/**
 * The network guard of the component tests: the test DOM's origin is one no server answers, and a request to
 * any origin a test did not declare (with `allowOrigin`, for a server it started itself) is refused and fails
 * the test. So a test can never reach whatever happens to run on this machine (`pnpm start` on :3000).
 */

/** RFC 6761 reserves `.invalid`: no resolver ever answers it, so a relative URL reaches nothing. */
export const TEST_ORIGIN = 'http://unit-test.invalid';

const allowed = new Set<string>();
const refused: string[] = [];

/** Lets requests reach `url`'s origin until the current test ends; only for a server the test started. */
export function allowOrigin(url: string): void {
  allowed.add(new URL(url).origin);
}

/** Whether a request to `url` (relative ones resolve against the test origin) may leave the process. */
export function isAllowed(url: string, declared: ReadonlySet<string> = allowed): boolean {
  const target = new URL(url, TEST_ORIGIN);
  if (target.protocol === 'data:' || target.protocol === 'blob:') return true;
  return declared.has(target.origin);
}

export function refusalMessage(url: string): string {
  return `Network guard: a unit test requested ${url}, an origin it did not start. Stub the call, or start a server on a free port and pass its URL to allowOrigin().`;
}

/** The error for an undeclared request, recorded so the test fails at its end even if the code swallowed it. */
export function refusalOf(url: string): TypeError | undefined {
  if (isAllowed(url)) return undefined;
  refused.push(url);
  return new TypeError(refusalMessage(url));
}

/** Throws for an undeclared request (as fetch does when the network fails). */
export function checkRequest(url: string): void {
  const refusal = refusalOf(url);
  if (refusal) throw refusal;
}

/** The refused requests since the last call, which empties the list. */
export function takeRefused(): string[] {
  return refused.splice(0);
}

/** Ends a test: forgets its declared origins and reports what it tried to reach. */
export function endTest(): string[] {
  allowed.clear();
  return takeRefused();
}
