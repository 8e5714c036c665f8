import { useEffect, useState } from 'react';
import { Box, keyframes } from '@portfolio/mui';
import { Fab } from '@portfolio/mui/frame';
import { Sparkles } from 'lucide-react';
import { FOCUS_RING, QUOTE_BUTTON_SPACE, SIDEBAR, useQuoteModal } from '@portfolio/ui';
import { QUOTE_BUTTON_DELAY_MS } from '../../logic/constants';
import { useRemoteLoader } from '../../remotes/LoaderContext';
import { useQuoteIntent } from '../../remotes/preloadQuote';
import { preloadAreasWhenIdle } from '../../remotes/preloadWhenIdle';
import { useSidebar } from '../chrome/sidebarStore';

// Movement only, no fade: the label is fully legible (and passes contrast checks) at every frame.
const floatIn = keyframes`
  from { transform: translateY(24px); }
  to { transform: translateY(0); }
`;

const bob = keyframes`
  0%, 100% { transform: translateY(0); }
  50% { transform: translateY(-3px); }
`;

const LABEL = 'Get a Custom Quote';

/**
 * Site spec §2.3: appears 500 ms after load, floating up into place, and is hidden while the modal is open.
 * Once in place only its icon keeps bobbing: a button that never stops moving is hard to hit.
 * It never lies over the page (issue 30): on phones it floats in a dock across the bottom of the window, whose height
 * the page keeps free; from 768 px up at the bottom of the sidebar (a round icon button when the sidebar is collapsed).
 */
export function FloatingQuoteButton() {
  const isOpen = useQuoteModal((s) => s.isOpen);
  const open = useQuoteModal((s) => s.open);
  const collapsed = useSidebar((s) => !s.expanded);
  const [visible, setVisible] = useState(false);
  const loader = useRemoteLoader();
  const quoteIntent = useQuoteIntent();
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(true), QUOTE_BUTTON_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  // The wizard is the most likely next remote on any page: fetch it once the page is idle.
  useEffect(() => preloadAreasWhenIdle(loader), [loader]);
  if (!visible) return null;
  return (
    <Box
      data-testid="quote-dock"
      sx={{
        position: 'fixed',
        // Above the sidebar it sits on, below the top bar's menus and the modal.
        zIndex: (t) => t.zIndex.appBar,
        left: 0,
        bottom: 0,
        right: { xs: 0, md: 'auto' },
        width: { md: collapsed ? SIDEBAR.collapsedWidth : SIDEBAR.expandedWidth },
        height: { xs: QUOTE_BUTTON_SPACE.dockHeight, md: 'auto' },
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'center',
        px: { xs: 2, md: 2 },
        py: { xs: 0, md: 3 },
        bgcolor: { xs: 'background.paper', md: 'transparent' },
        borderTop: { xs: 1, md: 0 },
        borderColor: 'divider',
        transition: 'width 200ms ease',
        // On the sidebar's dark surface the ring takes the sidebar's own light blue.
        '--focus-ring-color': { md: FOCUS_RING.onSidebar },
        // Hidden (out of sight, the tab order and the accessibility tree), not removed, while the modal is open:
        // focus returns to it when the modal closes.
        visibility: isOpen ? 'hidden' : 'visible',
        animation: `${floatIn} 600ms ease-out both`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      <Fab
        variant="extended"
        color="primary"
        onClick={open}
        aria-label={LABEL}
        ref={quoteIntent}
        sx={{
          flexShrink: 0,
          gap: 1,
          width: { xs: '100%', sm: 'auto', md: collapsed ? QUOTE_BUTTON_SPACE.buttonHeight : '100%' },
          minWidth: 0,
          px: { md: collapsed ? 0 : 2 },
          boxShadow: { xs: 'none', md: 6 },
          '& .float-icon': { flexShrink: 0, animation: `${bob} 2.4s ease-in-out infinite` },
          '@media (prefers-reduced-motion: reduce)': { '& .float-icon': { animation: 'none' } },
        }}
      >
        <Sparkles size={18} aria-hidden className="float-icon" />
        <Box component="span" sx={{ display: { md: collapsed ? 'none' : 'inline' }, whiteSpace: 'nowrap' }}>
          {LABEL}
        </Box>
      </Fab>
    </Box>
  );
}
