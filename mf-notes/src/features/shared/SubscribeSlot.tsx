import { Box } from '@portfolio/mui';
import { SubscribeForm } from '@portfolio/newsletter';

/**
 * The newsletter's subscribe form under the listing and each post: the site's one form, from @portfolio/newsletter,
 * rendered with this remote's page so it is in the prerendered HTML and live with it
 * (docs/decisions/025-one-subscribe-form-in-three-places.md).
 */
export function SubscribeSlot() {
  return (
    <Box sx={{ mt: { xs: 4, md: 6 }, p: { xs: 2, md: 3 }, border: 1, borderColor: 'divider', borderRadius: 1, maxWidth: 720 }}>
      <SubscribeForm />
    </Box>
  );
}
