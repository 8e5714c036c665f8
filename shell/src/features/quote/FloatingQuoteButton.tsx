import { useEffect, useState } from 'react';
import { Fab, keyframes } from '@mui/material';
import { Sparkles } from 'lucide-react';
import { useQuoteModal } from '@portfolio/ui';
import { QUOTE_BUTTON_DELAY_MS } from '../../logic/timings';

const float = keyframes`
  0%, 100% { transform: translateY(0); }
  50% { transform: translateY(-6px); }
`;

/** Spec 2.3: appears 500 ms after load with a floating animation; hidden while the modal is open. */
export function FloatingQuoteButton() {
  const isOpen = useQuoteModal((s) => s.isOpen);
  const open = useQuoteModal((s) => s.open);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(true), QUOTE_BUTTON_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!visible || isOpen) return null;
  return (
    <Fab
      variant="extended"
      color="primary"
      onClick={open}
      sx={{
        position: 'fixed',
        right: { xs: 16, md: 32 },
        bottom: { xs: 16, md: 32 },
        gap: 1,
        animation: `${float} 3s ease-in-out infinite`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      <Sparkles size={18} aria-hidden />
      Get a Custom Quote
    </Fab>
  );
}
