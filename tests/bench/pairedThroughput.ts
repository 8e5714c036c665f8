import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { UNLIMITED_LIMITS, median, requestsTo } from './throughput';

/**
 * The backend's reads and inserts, two checkouts side by side in one process: `pnpm --filter @portfolio/tests exec
 * tsx bench/pairedThroughput.ts <other checkout>`. Each round sends one request to each, alternating which goes
 * first, so the machine's load weighs on both alike; it prints p50 and requests per second at 16 in flight.
 */
type Start = (options: Record<string, unknown>) => Promise<{ url: string; anonKey: string; stop(): Promise<void> }>;

const ROUNDS = Number(process.env.PAIRED_ROUNDS ?? 600);
const IN_FLIGHT = 16;

async function load(checkout: string): Promise<Start> {
  const entry = pathToFileURL(path.join(checkout, 'packages/backend/src/index.ts')).href;
  return ((await import(entry)) as { startBackend: Start }).startBackend;
}

async function main() {
  const [other] = process.argv.slice(2);
  if (!other) throw new Error('usage: tsx bench/pairedThroughput.ts <other checkout>');
  const checkouts = { before: path.resolve(other), after: path.resolve(import.meta.dirname, '../..') };
  const backends = await Promise.all(
    Object.values(checkouts).map(async (dir) =>
      (await load(dir))({
        port: 0,
        dataDir: 'memory://',
        quiet: true,
        limits: UNLIMITED_LIMITS,
      }),
    ),
  );
  const sends = backends.map(requestsTo);
  try {
    for (const kind of ['read', 'insert'] as const) {
      const times: number[][] = [[], []];
      for (let i = 0; i < ROUNDS + 50; i++) {
        for (const which of i % 2 ? [1, 0] : [0, 1]) {
          const t = performance.now();
          await sends[which]![kind](i);
          if (i >= 50) times[which]!.push(performance.now() - t);
        }
      }
      const perSec = [0, 0];
      for (const which of [0, 1, 1, 0]) {
        let next = 0;
        const start = performance.now();
        await Promise.all(
          Array.from({ length: IN_FLIGHT }, async () => {
            while (next < ROUNDS) await sends[which]![kind](10_000 + next++);
          }),
        );
        perSec[which]! += ROUNDS / ((performance.now() - start) / 1000) / 2;
      }
      console.log(
        `${kind}: p50 ${median(times[0]!).toFixed(2)} → ${median(times[1]!).toFixed(2)} ms, ` +
          `${IN_FLIGHT} in flight ${Math.round(perSec[0]!)} → ${Math.round(perSec[1]!)} per second`,
      );
    }
  } finally {
    await Promise.all(backends.map((b) => b.stop()));
  }
}

await main();
