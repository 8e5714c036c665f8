import type { ReactElement } from 'react';
import { Alert, Box, Button, Skeleton, Typography } from '@portfolio/mui';
import { REMOTE_FALLBACK_TEST_ID, type Skeleton as SkeletonName } from '@portfolio/federation/areas';

/** Screen-reader-only text: the skeleton itself is decoration. */
const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** Three featured cards in the remote's own grid (cover 200 px plus text), so Home does not jump when they arrive. */
function FeaturedSkeleton() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {[0, 1, 2].map((i) => (
        <Box key={i} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
          <Skeleton variant="rectangular" height={200} />
          <Box sx={{ p: 2 }}>
            <Skeleton width="80%" height={32} />
            <Skeleton />
            <Skeleton />
            <Skeleton width="60%" />
            <Skeleton width="70%" height={40} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** The wizard's progress bar, question and option tiles. */
function WizardSkeleton() {
  return (
    <Box>
      <Skeleton variant="rounded" height={8} sx={{ mb: 3 }} />
      <Skeleton width="70%" height={40} />
      <Skeleton width="30%" sx={{ mb: 2 }} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        {[0, 1, 2, 3, 4, 5, 6, 7].map((i) => (
          <Skeleton key={i} variant="rounded" height={64} />
        ))}
      </Box>
    </Box>
  );
}

/** A page: its h1 and a block of content as tall as a short page, so the footer does not jump up and back. */
function PageSkeleton() {
  return (
    <Box sx={{ minHeight: '70vh' }}>
      <Skeleton width="40%" height={56} sx={{ mb: 2 }} />
      <Skeleton width="70%" sx={{ mb: 3 }} />
      <Skeleton variant="rounded" height={320} sx={{ mb: 2 }} />
      <Skeleton variant="rounded" height={160} />
    </Box>
  );
}

/** Shown in a remote's area while it loads: a skeleton of the area's final layout, named for screen readers. */
const SHAPES: Record<SkeletonName, () => ReactElement> = { page: PageSkeleton, featured: FeaturedSkeleton, wizard: WizardSkeleton };

export function RemoteLoading({ skeleton, label }: { skeleton: SkeletonName; label: string }) {
  const Shape = SHAPES[skeleton];
  return (
    <Box role="status" data-testid="remote-loading" sx={{ position: 'relative' }}>
      <Box component="span" sx={visuallyHidden}>
        Loading {label}…
      </Box>
      <Box aria-hidden>
        <Shape />
      </Box>
    </Box>
  );
}

/** Shown in a remote's area when it is down or crashed; the rest of the site keeps working. */
export function RemoteUnavailable({ label, onRetry }: { label: string; onRetry: () => void }) {
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }} data-testid={REMOTE_FALLBACK_TEST_ID}>
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Try again
          </Button>
        }
      >
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          The {label} is unavailable right now
        </Typography>
        <Typography variant="body2">The rest of the site still works. Try again in a moment, or pick another page from the menu.</Typography>
      </Alert>
    </Box>
  );
}
