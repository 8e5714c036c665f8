import { SubscribeForm } from '@portfolio/newsletter';

/** The footer's area: the one subscribe form, in its footer place (docs/decisions/025-one-subscribe-form-in-three-places.md). */
export function FooterSubscribeForm() {
  return <SubscribeForm place="footer" />;
}
