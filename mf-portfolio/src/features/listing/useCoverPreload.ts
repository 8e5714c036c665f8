import { useEffect, useState } from 'react';
import { preloadImages } from '../../logic/preloadImages';

/** True once every cover has loaded or failed (site spec §2.11); an error while preparing them also ends loading. */
export function useCoverPreload(sources: readonly string[]): boolean {
  const key = sources.join('\n');
  const [doneKey, setDoneKey] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    const finish = () => {
      if (active) setDoneKey(key);
    };
    try {
      preloadImages(key ? key.split('\n') : []).then(finish, (error: unknown) => {
        console.error('[portfolio] preparing the listing items failed', error);
        finish();
      });
    } catch (error) {
      console.error('[portfolio] preparing the listing items failed', error);
      finish();
    }
    return () => {
      active = false;
    };
  }, [key]);
  return doneKey === key;
}
