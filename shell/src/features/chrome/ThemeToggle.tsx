import { Box, IconButton } from '@portfolio/mui';
import { Moon, Sun } from 'lucide-react';
import { COLOR_SCHEME, modeLabel, nextMode, useColorMode } from '@portfolio/ui';

const shownIn = (scheme: 'light' | 'dark') => `[${COLOR_SCHEME.attribute}="${scheme}"] &`;

/**
 * The top bar's theme control: light, dark, or the system setting (the default). Its icon is the scheme on screen,
 * picked by CSS from `<html data-mui-color-scheme>`, so it is right from the first paint; its name states the mode
 * once the page has started (the prerendered HTML cannot know the visitor's choice).
 */
export function ThemeToggle() {
  const mode = useColorMode((s) => s.mode);
  const systemDark = useColorMode((s) => s.systemDark);
  const setMode = useColorMode((s) => s.setMode);
  const next = mode ? nextMode(mode, systemDark) : null;
  return (
    <IconButton
      aria-label={mode ? `Theme: ${modeLabel(mode, systemDark)}` : 'Theme'}
      title={next ? `Switch to ${modeLabel(next, systemDark)}` : undefined}
      onClick={() => next && setMode(next)}
    >
      <Box component="span" sx={{ display: 'inline-flex', [shownIn('dark')]: { display: 'none' } }}>
        <Sun size={22} aria-hidden />
      </Box>
      <Box component="span" sx={{ display: 'none', [shownIn('dark')]: { display: 'inline-flex' } }}>
        <Moon size={22} aria-hidden />
      </Box>
    </IconButton>
  );
}
