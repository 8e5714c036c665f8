import { afterAll, beforeAll } from 'vitest';
import { MEMORY, startBackend, type BackendOptions, type Mail, type RunningBackend } from '../../src/index';
import type { Target, TargetRef } from './target';

export function targetOf(backend: RunningBackend): Target {
  return {
    url: backend.url,
    anonKey: backend.anonKey,
    serviceKey: backend.serviceKey,
    outbox: async (to) => {
      const res = await fetch(`${backend.url}/_dev/outbox?to=${encodeURIComponent(to)}`);
      return (await res.json()) as Mail[];
    },
  };
}

/** One embedded backend for the file (in memory unless told otherwise), started before its tests. */
export function useEmbedded(opts: BackendOptions = {}): TargetRef & { backend: () => RunningBackend } {
  let backend: RunningBackend | undefined;
  beforeAll(async () => {
    backend = await startBackend({ port: 0, dataDir: MEMORY, quiet: true, passwordHashCost: 4, ...opts });
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
