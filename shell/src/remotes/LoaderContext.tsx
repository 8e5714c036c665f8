import { createContext, useContext, type ReactNode } from 'react';
import type { RemoteLoader } from './registerFromManifest';

const LoaderContext = createContext<RemoteLoader | null>(null);

/** Hands the page's one loader (made by the entry, or by the prerender or a test) to everything below. */
export function RemoteLoaderProvider({ loader, children }: { loader: RemoteLoader; children: ReactNode }) {
  return <LoaderContext value={loader}>{children}</LoaderContext>;
}

/** The page's loader (docs/decisions/014-load-policies-and-the-loader.md). */
export function useRemoteLoader(): RemoteLoader {
  const loader = useContext(LoaderContext);
  if (!loader) throw new Error('No remote loader: render under <RemoteLoaderProvider> (shell/src/remotes/LoaderContext.tsx)');
  return loader;
}
