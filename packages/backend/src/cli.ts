import { startBackend } from './index';

/** `pnpm --filter @portfolio/backend start`: serves until Ctrl-C. */
async function main(): Promise<void> {
  // The signal handlers come first: the banner is printed while starting, and a signal right after it must
  // still stop the backend cleanly (exit 0), not kill it (status 143).
  const started = startBackend();
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.error(`[backend] ${signal} again: exiting without waiting.`);
      process.exit(1);
    }
    stopping = true;
    started
      .then((backend) => backend.stop())
      .then(
        () => process.exit(0),
        (err: unknown) => {
          console.error(`[backend] error while stopping: ${err instanceof Error ? err.message : String(err)}`);
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  await started;
}

main().catch((err: unknown) => {
  console.error(`[backend] ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
