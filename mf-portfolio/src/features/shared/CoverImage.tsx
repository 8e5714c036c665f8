import { useCallback, useState } from 'react';
import { Box, Typography, keyframes } from '@portfolio/mui';
import { ImageOff } from 'lucide-react';
import { startsFromServerHtml } from '@portfolio/ui';
import { COVER_FADE_MS, LISTING } from '../../logic/constants';
import { COVER_PLACEHOLDER } from '../../logic/coverPlaceholder';

// The surface pulses, not the text: 'No image' keeps its full contrast at every frame (Lighthouse flagged the
// text at 55 % opacity).
const pulse = (colors: { from: string; to: string }) => keyframes`
  0%, 100% { background-color: ${colors.from}; }
  50% { background-color: ${colors.to}; }
`;
const PULSE = { light: pulse(COVER_PLACEHOLDER.light), dark: pulse(COVER_PLACEHOLDER.dark) };

type Status = 'loading' | 'loaded' | 'failed';

/** A cover before it has loaded: invisible (1 %) yet painted, so its paint counts the moment it loads and fades in. */
export const UNREVEALED_OPACITY = 0.01;

/**
 * The fade is an animation that starts when the image gets `data-loaded`, not a transition of its opacity: a
 * transition needs a painted frame at the old value, and an image already complete when its card mounts (a
 * client-side visit after the listing preloaded every cover) was marked loaded before its first paint, so none
 * faded in (issue 38). An animation runs from its first keyframe whenever it starts
 * ([record 016](../../../../docs/decisions/016-covers-fade-as-an-animation.md)).
 */
const reveal = keyframes`
  from { opacity: ${UNREVEALED_OPACITY}; }
  to { opacity: 1; }
`;

/**
 * The fade follows `data-loaded`, which the shell's head script sets the moment the image loads, before this
 * component has hydrated (issue 26); set here too for a page without that script (a remote run alone).
 */
const markLoaded = (img: HTMLImageElement) => img.setAttribute('data-loaded', '');

/**
 * A 16:9 cover: the 'No image' placeholder (pulsing while the image loads, still once it failed) under
 * the image, which fades in when ready (site spec §2.11). Motion is dropped for prefers-reduced-motion.
 */
export function CoverImage({
  src,
  alt,
  eager = false,
  hero = false,
}: {
  src: string;
  alt: string;
  /** Above the fold: fetched first. */
  eager?: boolean;
  /** A case study's hero, its page's largest paint: prerendered, it shows at once instead of waiting for hydration. */
  hero?: boolean;
}) {
  // A card's cover starts loading, prerendered or not (site spec §2.11, issue 31): the placeholder pulses until the
  // image fades in. Without JavaScript the stylesheet shows the image as it is (`scripting: none`).
  const [shownAtOnce] = useState(() => hero && startsFromServerHtml());
  const [status, setStatus] = useState<Status>(shownAtOnce ? 'loaded' : 'loading');
  // An image can settle before React attaches onLoad/onError (prerendered HTML, a cached file): read its state.
  const settled = useCallback((img: HTMLImageElement | null) => {
    // A lazy image not yet requested is not `complete`; a failed one is complete with no pixels and a source.
    if (!img?.complete) return;
    if (img.naturalWidth > 0) {
      markLoaded(img);
      setStatus('loaded');
    } else if (img.currentSrc) setStatus('failed');
  }, []);
  return (
    <Box
      sx={(t) => ({
        position: 'relative',
        aspectRatio: '16 / 9',
        overflow: 'hidden',
        bgcolor: COVER_PLACEHOLDER.light.from,
        ...t.applyStyles('dark', { bgcolor: COVER_PLACEHOLDER.dark.from }),
      })}
    >
      {status !== 'loaded' && (
        <Box
          data-testid="cover-placeholder"
          data-status={status}
          sx={(t) => ({
            position: 'absolute',
            inset: 0,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 1,
            color: COVER_PLACEHOLDER.light.text,
            animation: status === 'loading' ? `${PULSE.light} 1.6s ease-in-out infinite` : 'none',
            ...t.applyStyles('dark', {
              color: COVER_PLACEHOLDER.dark.text,
              animation: status === 'loading' ? `${PULSE.dark} 1.6s ease-in-out infinite` : 'none',
              // Repeated here: the scheme's selector outranks the rule below.
              '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
            }),
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
            '@media (scripting: none)': { display: 'none' },
          })}
        >
          <ImageOff size={28} aria-hidden />
          <Typography variant="body2" component="span">
            {LISTING.noImage}
          </Typography>
        </Box>
      )}
      {status !== 'failed' && (
        <Box
          component="img"
          ref={settled}
          data-reveal=""
          src={src}
          alt={alt}
          width={640}
          height={360}
          decoding="async"
          // Below the fold a cover waits until it is near; the first ones on a page are fetched at once, first.
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          onLoad={(event) => {
            markLoaded(event.currentTarget);
            setStatus('loaded');
          }}
          onError={() => setStatus('failed')}
          sx={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: 'cover',
            // Not quite 0 while it loads: Chrome counts no paint of an element at opacity 0, and a fade run by the
            // compositor paints nothing more, so the page's largest paint waited for the next script to repaint.
            opacity: status === 'loaded' ? 1 : UNREVEALED_OPACITY,
            '&[data-loaded]': { opacity: 1, animation: shownAtOnce ? 'none' : `${reveal} ${COVER_FADE_MS}ms ease` },
            '@media (prefers-reduced-motion: reduce)': { '&[data-loaded]': { animation: 'none' } },
            '@media (scripting: none)': { opacity: 1 },
          }}
        />
      )}
    </Box>
  );
}
