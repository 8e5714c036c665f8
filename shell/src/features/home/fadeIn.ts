import { keyframes } from '@portfolio/mui';
import { FADE_IN_MS } from '../../logic/constants';

const fade = keyframes`
  from { opacity: 0; transform: translateY(8px); }
  to { opacity: 1; transform: none; }
`;

/** Styles for an element that fades in after `delayMs`; without motion it simply appears. */
export function fadeInSx(delayMs = 0) {
  return {
    animation: `${fade} ${FADE_IN_MS}ms ease-out ${delayMs}ms both`,
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  } as const;
}
