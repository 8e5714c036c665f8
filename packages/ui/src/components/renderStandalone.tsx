import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@portfolio/router';
import { AppProviders } from './AppProviders';
import { RootLive } from './RootLive';
import { StandaloneFrame } from './StandaloneFrame';

/**
 * Boots a remote on its own page with the same providers the shell gives it (theme, toast host, router),
 * after `init` (the remote passes `initAuth`) so it talks to the same backend.
 */
export async function renderStandalone(app: string, page: ReactNode, init?: () => Promise<void>) {
  void init?.();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <StandaloneFrame app={app}>{page}</StandaloneFrame>
        </BrowserRouter>
        <RootLive />
      </AppProviders>
    </StrictMode>,
  );
}
