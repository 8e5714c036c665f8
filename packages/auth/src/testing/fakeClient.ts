import { vi } from 'vitest';

type Result = { data?: unknown; error: unknown };

/** A stand-in for the supabase-js client that records the order of the calls the actions make. */
export function fakeClient(answers: Partial<Record<string, Result>> = {}) {
  const calls: string[] = [];
  const answer = (name: string, fallback: Result) => async (..._args: unknown[]) => {
    calls.push(name);
    return answers[name] ?? fallback;
  };
  const query = {
    select: vi.fn(() => query),
    eq: vi.fn((column: string, value: string) => {
      calls.push(`eq:${column}=${value}`);
      return query;
    }),
    order: vi.fn(answer('order', { data: [], error: null })),
    delete: vi.fn(() => {
      calls.push('delete');
      return { eq: answer('deleteProfile', { error: null }) };
    }),
  };
  const client = {
    auth: {
      signInWithPassword: vi.fn(answer('signInWithPassword', { data: {}, error: null })),
      signUp: vi.fn(answer('signUp', { data: { user: { id: 'u1' }, session: { access_token: 't' } }, error: null })),
      signOut: vi.fn(answer('signOut', { error: null })),
      resetPasswordForEmail: vi.fn(answer('resetPasswordForEmail', { data: {}, error: null })),
      updateUser: vi.fn(answer('updateUser', { data: {}, error: null })),
      getUser: vi.fn(answer('getUser', { data: { user: { id: 'u1' } }, error: null })),
      getSession: vi.fn(answer('getSession', { data: { session: { user: { id: 'u1' } } }, error: null })),
    },
    from: vi.fn((table: string) => {
      calls.push(`from:${table}`);
      return query;
    }),
    rpc: vi.fn(answer('rpc', { data: null, error: null })),
  };
  return { client, calls, query };
}
