import { useEffect, useRef, useState } from 'react';
import { Box, Button, Typography } from '@portfolio/mui';
import { SIDEBAR } from '@portfolio/ui';
import { DISMISS_PREVIEW, END_PREVIEW, PREVIEW_BAR_LABEL, previewRefused, previewingFrom } from '@portfolio/federation/preview';
import { useRemoteLoader } from '../LoaderContext';
import type { PreviewState } from '../registerFromManifest';
import { markNoindex } from './noindex';

/** The bar's height, for the page's scroll padding (global.css): a focused element scrolls clear of it. */
const HEIGHT_VAR = '--mf-preview-bar';

function useHeightVar(target: React.RefObject<HTMLElement | null>, shown: boolean) {
  useEffect(() => {
    const el = target.current;
    if (!shown || !el || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty(HEIGHT_VAR, `${el.offsetHeight}px`));
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEIGHT_VAR);
    };
  }, [target, shown]);
}

/**
 * While the tab previews a remote: which remote comes from where, each refused override and why, and a button that
 * ends the preview (the page loads again from `/remotes.json` alone). Below the top bar, in the page's flow: on a
 * phone it scrolls away with the page, from 768 px it stays in sight (docs/decisions/028-preview-inside-the-real-site.md).
 */
export function PreviewBar({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const loader = useRemoteLoader();
  const [state, setState] = useState<PreviewState | null>(null);
  const bar = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!loader.previewRequested()) return undefined;
    let current = true;
    void loader.preview().then((checked) => current && setState(checked));
    return () => {
      current = false;
    };
  }, [loader]);
  const active = Boolean(state?.accepted.length);
  useEffect(() => {
    if (active) markNoindex(document);
  }, [active]);
  const shown = Boolean(state && (state.accepted.length || state.refused.length));
  useHeightVar(bar, shown);
  if (!state || !shown) return null;
  const end = () => {
    loader.endPreview();
    reload();
  };
  return (
    <Box
      ref={bar}
      component="section"
      aria-label={PREVIEW_BAR_LABEL}
      data-testid="preview-bar"
      sx={{
        position: { xs: 'static', md: 'sticky' },
        top: { md: SIDEBAR.topBarHeight },
        // Below the top bar and its menus.
        zIndex: (t) => t.zIndex.appBar - 1,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderBottom: 2,
        borderColor: 'warning.main',
      }}
    >
      <Box sx={{ flex: '1 1 16rem', minWidth: 0, overflowWrap: 'anywhere' }}>
        {state.accepted.map((o) => (
          <Typography key={o.remote} variant="body2" sx={{ fontWeight: 600 }}>
            {previewingFrom(o.remote, o.url)}
          </Typography>
        ))}
        {state.refused.map((r) => (
          <Typography key={r.raw} variant="body2" role="alert">
            {previewRefused(r.raw, r.reason)}
          </Typography>
        ))}
      </Box>
      <Button variant="outlined" size="small" color="inherit" onClick={end}>
        {active ? END_PREVIEW : DISMISS_PREVIEW}
      </Button>
    </Box>
  );
}
