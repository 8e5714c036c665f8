import { describe } from 'vitest';
import { accountContract } from './contract/account';
import { authContract } from './contract/auth';
import { constraintsContract } from './contract/constraints';
import { leadSourceContract } from './contract/leadSource';
import { restContract } from './contract/rest';
import { rlsContract } from './contract/rls';
import type { Target } from './support/target';

const { SUPABASE_TEST_URL: url, SUPABASE_TEST_ANON_KEY: anonKey, SUPABASE_TEST_SERVICE_KEY: serviceKey } = process.env;

// Run by `pnpm --filter @portfolio/backend test:hosted` only, never by `pnpm test`: it needs a project of its own.
if (!url || !anonKey || !serviceKey) {
  throw new Error('test:hosted needs SUPABASE_TEST_URL, SUPABASE_TEST_ANON_KEY and SUPABASE_TEST_SERVICE_KEY.');
}

// A hosted project with the migrations pushed and e-mail confirmation off; its e-mails are real, so no outbox tests.
describe('on a hosted Supabase project (SUPABASE_TEST_*)', () => {
  const target = (): Target => ({ url, anonKey, serviceKey });
  authContract(target);
  rlsContract(target);
  constraintsContract(target);
  leadSourceContract(target);
  accountContract(target);
  restContract(target);
});
