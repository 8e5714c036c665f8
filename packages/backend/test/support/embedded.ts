import { afterAll, beforeAll } from 'vitest';
import { MEMORY, startBackend, type BackendOptions, type Limits, type Mail, type RunningBackend } from '../../src/index';
import type { Target, TargetRef } from './target';

export function targetOf(backend: RunningBackend): Target {
  return {
    url: backend.url,
    anonKey: backend.anonKey,
    serviceKey: backend.serviceKey,
    outbox: async (to) => {
      const res = await fetch(`${backend.url}/_dev/outbox?to=${encodeURIComponent(to)}`, {
        headers: { apikey: backend.serviceKey },
      });
      return (await res.json()) as Mail[];
    },
  };
}

/** The contract suites sign up and submit far more than one address may: a test harness raises every limit. */
export const UNLIMITED: Limits = {
  signInSignUps: 1_000_000,
  tokenRefresh: 1_000_000,
  emailSent: 1_000_000,
  verify: 1_000_000,
  failedSignInsPerAccount: 1_000_000,
  emailMaxFrequencySeconds: 0,
  submissionsPerAddressPerHour: 1_000_000,
  submissionsPerEmailPer10Minutes: 1_000_000,
};

/** One embedded backend for the file (in memory unless told otherwise), started before its tests. */
export function useEmbedded(opts: BackendOptions = {}): TargetRef & { backend: () => RunningBackend } {
  let backend: RunningBackend | undefined;
  beforeAll(async () => {
    backend = await startBackend({ port: 0, dataDir: MEMORY, quiet: true, passwordHashCost: 4, ...opts, limits: { ...UNLIMITED, ...opts.limits } });
  });
  afterAll(async () => {
    await backend?.stop();
  });
  const current = () => {
    if (!backend) throw new Error('embedded backend not started');
    return backend;
  };
  return Object.assign(() => targetOf(current()), { backend: current });
}
