import { startBackend } from './index';

/** `pnpm --filter @portfolio/backend start`: serves until Ctrl-C. */
async function main(): Promise<void> {
  const backend = await startBackend();
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.error(`[backend] ${signal} again: exiting without waiting.`);
      process.exit(1);
    }
    stopping = true;
    backend.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(`[backend] error while stopping: ${err instanceof Error ? err.message : String(err)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error(`[backend] ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
