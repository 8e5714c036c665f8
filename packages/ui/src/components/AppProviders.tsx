import { useEffect, type ReactNode } from 'react';
import { ThemeProvider } from '@portfolio/mui';
import { CssBaseline } from '@portfolio/mui/frame';
import { theme } from '../theme';
import { startColorMode } from '../colorScheme/colorModeStore';
import { ToastHost } from '../toast/ToastHost';

/** Theme, baseline styles and the one toast host: what the shell and every standalone remote wrap around. */
export function AppProviders({ children }: { children: ReactNode }) {
  // The head script has shown the visitor's scheme before first paint; from here the colour-mode store keeps it.
  useEffect(startColorMode, []);
  return (
    // MUI provides the theme and its CSS variables only: it neither reads storage nor sets the scheme (the store does),
    // and `noSsr` keeps its context from changing after hydration, which would drop prerendered areas' server HTML.
    <ThemeProvider theme={theme} storageManager={null} colorSchemeNode={null} noSsr>
      {/* Native controls and scrollbars follow the scheme too (`color-scheme`). */}
      <CssBaseline enableColorScheme />
      {children}
      <ToastHost />
    </ThemeProvider>
  );
}
