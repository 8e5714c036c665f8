import { startTransition, useEffect, useState } from 'react';
import { preloadImages } from '../../logic/preloadImages';

/** True once every cover has loaded or failed (site spec §2.11); an error while preparing them also ends loading. */
export function useCoverPreload(sources: readonly string[]): boolean {
  const key = sources.join('\n');
  const [doneKey, setDoneKey] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    // A transition: the status line's update yields to the visitor's input instead of running as one task.
    const finish = () => {
      if (active) startTransition(() => setDoneKey(key));
    };
    const probe = () => {
      try {
        preloadImages(key ? key.split('\n') : []).then(finish, (error: unknown) => {
          console.error('[portfolio] preparing the listing items failed', error);
          finish();
        });
      } catch (error) {
        console.error('[portfolio] preparing the listing items failed', error);
        finish();
      }
    };
    // In a task of its own, not in the commit that hydrates the listing: starting 27 image loads took about 50 ms
    // on a phone, and the listing went live only after it (issue 26).
    const task = setTimeout(probe, 0);
    return () => {
      active = false;
      clearTimeout(task);
    };
  }, [key]);
  return doneKey === key;
}
