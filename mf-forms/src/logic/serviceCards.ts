import type { ServiceId } from './services';

/** Site spec §2.5: one card open at a time; clicking the open card closes it, clicking another replaces it. */
export function toggleCard(expanded: ServiceId | null, clicked: ServiceId): ServiceId | null {
  return expanded === clicked ? null : clicked;
}

/** The timed collapse after a success closes the card only if it is still the open one. */
export function collapseCard(expanded: ServiceId | null, card: ServiceId): ServiceId | null {
  return expanded === card ? null : expanded;
}

/** Site spec §4: smooth scrolling unless the visitor asked for reduced motion. */
export function scrollBehavior(prefersReducedMotion: boolean): ScrollBehavior {
  return prefersReducedMotion ? 'auto' : 'smooth';
}
