import { performance } from 'node:perf_hooks';
import { startBackend } from '@portfolio/backend';

const SEQUENTIAL = Number(process.env.BENCH_BACKEND_SEQUENTIAL ?? 400);
const CONCURRENT = Number(process.env.BENCH_BACKEND_CONCURRENT ?? 800);
const IN_FLIGHT = 16;
const WARM_UP = 50;
// Far above any count sent here, so the bench measures the server and not its throttles.
const UNLIMITED = 1_000_000;

export interface ThroughputRow {
  request: 'read' | 'insert';
  sequentialPerSec: number;
  sequentialP50Ms: number;
  concurrentPerSec: number;
}

export type Send = (i: number) => Promise<void>;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function sequential(send: Send, count: number) {
  const times: number[] = [];
  const start = performance.now();
  for (let i = 0; i < count; i++) {
    const t = performance.now();
    await send(i);
    times.push(performance.now() - t);
  }
  const seconds = (performance.now() - start) / 1000;
  return { perSec: Math.round(count / seconds), p50: Math.round(median(times) * 100) / 100 };
}

async function concurrent(send: Send, count: number): Promise<number> {
  let next = 0;
  const start = performance.now();
  const worker = async () => {
    while (next < count) await send(next++);
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return Math.round(count / ((performance.now() - start) / 1000));
}

async function expectStatus(res: Response, status: number): Promise<void> {
  const body = await res.text();
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${body}`);
}

/** The limits a measured backend starts with: far above any count sent here, so it is the server that is measured. */
export const UNLIMITED_LIMITS = { submissionsPerAddressPerHour: UNLIMITED, submissionsPerEmailPer10Minutes: UNLIMITED };

/** The two requests measured: an anon read of the testimonials, and an anon insert of a contact (number `i`). */
export function requestsTo(backend: { url: string; anonKey: string }): { read: Send; insert: Send } {
  const headers = { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}` };
  const read: Send = async () => {
    await expectStatus(await fetch(`${backend.url}/rest/v1/testimonials?select=*`, { headers }), 200);
  };
  const insert: Send = async (i) => {
    const res = await fetch(`${backend.url}/rest/v1/contacts`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Bench', email: `bench-${i}@example.com`, message: 'Throughput', contact_type: 'chat' }),
    });
    await expectStatus(res, 201);
  };
  return { read, insert };
}

/** The embedded backend's anon reads and inserts over HTTP (loopback), sequential and at 16 in flight. */
export async function measureThroughput(): Promise<ThroughputRow[]> {
  const backend = await startBackend({
    port: 0,
    dataDir: 'memory://',
    quiet: true,
    limits: UNLIMITED_LIMITS,
  });
  const { read, insert } = requestsTo(backend);

  const rows: ThroughputRow[] = [];
  try {
    for (const [request, send] of [
      ['read', read],
      ['insert', insert],
    ] as const) {
      for (let i = 0; i < WARM_UP; i++) await send(i);
      const seq = await sequential(send, SEQUENTIAL);
      const conc = await concurrent(send, CONCURRENT);
      rows.push({ request, sequentialPerSec: seq.perSec, sequentialP50Ms: seq.p50, concurrentPerSec: conc });
    }
  } finally {
    await backend.stop();
  }
  return rows;
}
