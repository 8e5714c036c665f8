import type { ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@portfolio/mui';
import { theme } from '../theme';
import { ToastHost } from '../toast/ToastHost';

/** Theme, baseline styles and the one toast host: what the shell and every standalone remote wrap around. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
      <ToastHost />
    </ThemeProvider>
  );
}
