/** Runs every stop function once on Ctrl-C / SIGTERM, then exits. */
export function stopOnSignal(stops: Array<() => Promise<void> | void>) {
  let stopping = false;
  const stopAll = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    for (const stop of stops.reverse()) {
      try {
        await stop();
      } catch (err) {
        console.error(err);
      }
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void stopAll());
  process.on('SIGTERM', () => void stopAll());
}
