import { useEffect, useState } from 'react';
import { Fab, keyframes } from '@portfolio/mui';
import { Sparkles } from 'lucide-react';
import { useQuoteModal } from '@portfolio/ui';
import { QUOTE_BUTTON_DELAY_MS } from '../../logic/constants';
import { preloadOnIntent } from '../../remotes/preloadOnIntent';
import { preloadQuote, preloadQuoteWhenIdle } from '../../remotes/preloadQuote';

// Movement only, no fade: the label is fully legible (and passes contrast checks) at every frame.
const floatIn = keyframes`
  from { transform: translateY(24px); }
  to { transform: translateY(0); }
`;

const bob = keyframes`
  0%, 100% { transform: translateY(0); }
  50% { transform: translateY(-3px); }
`;

/**
 * Site spec §2.3: appears 500 ms after load, floating up into place, and is hidden while the modal is open.
 * Once in place only its icon keeps bobbing: a button that never stops moving is hard to hit.
 */
export function FloatingQuoteButton() {
  const isOpen = useQuoteModal((s) => s.isOpen);
  const open = useQuoteModal((s) => s.open);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(true), QUOTE_BUTTON_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  // The wizard is the most likely next remote on any page: fetch it once the page is idle.
  useEffect(() => preloadQuoteWhenIdle(), []);
  if (!visible) return null;
  return (
    <Fab
      variant="extended"
      color="primary"
      onClick={open}
      {...preloadOnIntent(preloadQuote)}
      sx={{
        position: 'fixed',
        right: { xs: 16, md: 32 },
        bottom: { xs: 16, md: 32 },
        gap: 1,
        // Hidden (out of sight, the tab order and the accessibility tree), not removed, while the modal is open:
        // focus returns to it when the modal closes.
        visibility: isOpen ? 'hidden' : 'visible',
        animation: `${floatIn} 600ms ease-out both`,
        '& .float-icon': { animation: `${bob} 2.4s ease-in-out infinite` },
        '@media (prefers-reduced-motion: reduce)': { animation: 'none', '& .float-icon': { animation: 'none' } },
      }}
    >
      <Sparkles size={18} aria-hidden className="float-icon" />
      Get a Custom Quote
    </Fab>
  );
}
