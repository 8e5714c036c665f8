import type { AppName } from '@portfolio/federation/ports';

/**
 * Which app's pages each browser spec drives, for the per-app pipelines (docs/teams.md): a pipeline runs the specs
 * of its own app plus the composition specs. A spec may belong to several apps (Home shows the portfolio's featured
 * projects; the quote modal opens from the shell's header).
 */
export const SPEC_OWNERS: Record<string, readonly AppName[]> = {
  'about-owner.spec.ts': ['shell'],
  'about.spec.ts': ['shell'],
  'account.spec.ts': ['mf_account'],
  'case-study-proof.spec.ts': ['mf_portfolio'],
  'cover-fade.spec.ts': ['mf_portfolio'],
  'early-input.spec.ts': ['shell', 'mf_forms', 'mf_portfolio'],
  'footer-owner.spec.ts': ['shell'],
  'font.spec.ts': ['shell'],
  'forms-contact.spec.ts': ['mf_forms'],
  'forms-services.spec.ts': ['mf_forms'],
  'home-first-screen.spec.ts': ['shell', 'mf_portfolio'],
  'home.spec.ts': ['shell', 'mf_portfolio'],
  'inbox.spec.ts': ['mf_account'],
  'lead-source.spec.ts': ['shell', 'mf_portfolio', 'mf_quote', 'mf_forms', 'mf_account'],
  'keyboard-walk.spec.ts': ['shell'],
  'newsletter.spec.ts': ['shell', 'mf_forms'],
  'notes.spec.ts': ['mf_notes', 'shell'],
  'page-frame.spec.ts': ['shell', 'mf_portfolio'],
  'phone-tablet-finish.spec.ts': ['shell', 'mf_portfolio', 'mf_forms', 'mf_quote'],
  'portfolio-cards.spec.ts': ['mf_portfolio'],
  'portfolio-case-studies.spec.ts': ['mf_portfolio'],
  'portfolio-listing.spec.ts': ['mf_portfolio'],
  'portfolio-standalone.spec.ts': ['mf_portfolio'],
  'preview.spec.ts': ['shell', 'mf_portfolio'],
  'public-url.spec.ts': ['shell'],
  'quote-button-space.spec.ts': ['shell', 'mf_quote'],
  'quote.spec.ts': ['mf_quote'],
  'reaching-out.spec.ts': ['mf_forms'],
  'runtime-config.spec.ts': ['shell'],
  'seo.spec.ts': ['shell', 'mf_portfolio'],
  'serving.spec.ts': ['shell'],
  'shell-a11y.spec.ts': ['shell'],
  'shell-quote-host.spec.ts': ['shell', 'mf_quote'],
  'shell-routes.spec.ts': ['shell'],
  'spec-fidelity.spec.ts': ['shell', 'mf_portfolio', 'mf_account'],
  'submit-once.spec.ts': ['mf_forms', 'mf_account'],
  'theme.spec.ts': ['shell'],
  'two-copies.spec.ts': ['shell'],
  'visitor-polish.spec.ts': ['shell', 'mf_forms'],
  'visitor-races.spec.ts': ['shell', 'mf_portfolio'],
};

/** Specs of how the shell and the remotes compose (remotes.json, the skew guard, a remote down or alone): every pipeline runs them. */
export const COMPOSITION_SPECS = ['federation.spec.ts', 'version-skew.spec.ts', 'remote-recovery.spec.ts', 'remote-alone.spec.ts'] as const;

/** The spec files an app's pipeline runs, as paths under tests/: its own, then the composition specs. */
export function specsFor(app: AppName): string[] {
  const own = Object.keys(SPEC_OWNERS).filter((spec) => SPEC_OWNERS[spec]!.includes(app));
  return [...own, ...COMPOSITION_SPECS].map((spec) => `e2e/${spec}`);
}
