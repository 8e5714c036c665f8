/** `@portfolio/auth/testing`: the one way tests fake the backend (see fakeSupabase). */
export { fakeSupabase, installFakeSupabase, resetSupabase, type FakeAnswer, type FakeRequest, type FakeSupabase } from './fakeSupabase';
