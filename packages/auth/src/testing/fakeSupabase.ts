import { vi } from 'vitest';
import { setSupabaseForTests, type SiteClient } from '../client';

/**
 * What a fake call answers: supabase-js's `{ data, error }`, or an Error to reject with (a network failure);
 * a promise of either holds the answer back until the test settles it.
 */
type Settled = { data?: unknown; error: unknown } | Error;
export type FakeAnswer = Settled | PromiseLike<Settled>;

/** One table request as the code under test built it. */
export interface FakeRequest {
  table: string;
  op: 'select' | 'insert' | 'update' | 'delete';
  /** The row(s) of an insert or the patch of an update. */
  payload?: unknown;
  /** The filters and modifiers in call order, e.g. ['select', '*'], ['eq', 'user_id', 'u1']. */
  steps: unknown[][];
}

const settle = (answer: FakeAnswer) => Promise.resolve(answer).then((settled) => (settled instanceof Error ? Promise.reject(settled) : settled));

/**
 * The one stand-in for the site's supabase-js client in unit and component tests. Table requests answer
 * `answers['<op>:<table>']`, else `answers['<op>']`, else no rows and no error; auth calls and rpc answer by name.
 * `calls` keeps the order of everything called, for flows where order matters.
 */
export function fakeSupabase(answers: Partial<Record<string, FakeAnswer>> = {}, options: { userId?: string | null } = {}) {
  const userId = options.userId === undefined ? 'u1' : options.userId;
  const calls: string[] = [];
  const requests: FakeRequest[] = [];
  const answer =
    (name: string, fallback: FakeAnswer) =>
    async (..._args: unknown[]) => {
      calls.push(name);
      const given = answers[name] ?? fallback;
      return settle(given);
    };

  function from(table: string) {
    calls.push(`from:${table}`);
    const request: FakeRequest = { table, op: 'select', steps: [] };
    let opSet = false;
    const builder = {
      then<A, B>(onFulfilled?: (value: never) => A, onRejected?: (reason: unknown) => B) {
        requests.push(request);
        const given = answers[`${request.op}:${table}`] ?? answers[request.op] ?? { data: request.op === 'select' ? [] : null, error: null };
        return settle(given).then(onFulfilled as never, onRejected);
      },
    } as Record<string, unknown> & PromiseLike<never>;
    const setOp = (op: FakeRequest['op'], payload?: unknown) => {
      if (!opSet) Object.assign(request, { op, payload });
      opSet = true;
    };
    for (const method of ['select', 'insert', 'update', 'delete', 'upsert']) {
      builder[method] = vi.fn((...args: unknown[]) => {
        calls.push(method);
        request.steps.push([method, ...args]);
        if (method !== 'upsert') setOp(method as FakeRequest['op'], method === 'select' ? undefined : args[0]);
        return builder;
      });
    }
    for (const method of ['eq', 'neq', 'in', 'is', 'order', 'limit', 'range', 'single', 'maybeSingle']) {
      builder[method] = vi.fn((...args: unknown[]) => {
        calls.push(method === 'eq' ? `eq:${String(args[0])}=${String(args[1])}` : method);
        request.steps.push([method, ...args]);
        return builder;
      });
    }
    return builder;
  }

  const session = userId ? { user: { id: userId }, access_token: 't' } : null;
  const client = {
    auth: {
      signInWithPassword: vi.fn(answer('signInWithPassword', { data: {}, error: null })),
      signUp: vi.fn(answer('signUp', { data: { user: { id: 'u1' }, session: { access_token: 't' } }, error: null })),
      signOut: vi.fn(answer('signOut', { error: null })),
      resetPasswordForEmail: vi.fn(answer('resetPasswordForEmail', { data: {}, error: null })),
      updateUser: vi.fn(answer('updateUser', { data: {}, error: null })),
      getUser: vi.fn(answer('getUser', { data: { user: userId ? { id: userId } : null }, error: null })),
      getSession: vi.fn(answer('getSession', { data: { session }, error: null })),
      onAuthStateChange: vi.fn(() => ({ data: { subscription: { unsubscribe: () => undefined } } })),
    },
    from: vi.fn(from),
    rpc: vi.fn(answer('rpc', { data: null, error: null })),
  };
  // `client` goes where the site's client goes; `mocks` is the same object with its vi.fn types, for assertions.
  return { client: client as unknown as SiteClient, mocks: client, calls, requests };
}

export type FakeSupabase = ReturnType<typeof fakeSupabase>;

/**
 * Puts a fake where the site's client would be, so `loadSupabase()` in every `api` module answers with it;
 * `null` means "backend not configured". Call `resetSupabase()` after each test.
 */
export function installFakeSupabase(fake: FakeSupabase | null): FakeSupabase | null {
  setSupabaseForTests(fake ? fake.client : null);
  return fake;
}

export const resetSupabase = () => setSupabaseForTests(null);
