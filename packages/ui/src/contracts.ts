import type { ComponentType } from 'react';
import type { RouteObject } from '@portfolio/router';

/**
 * The exposed modules the shell mounts, with their props: the contract between shell and remotes.
 * Names are stable; a breaking change of props gets a new exposed name.
 */
export interface RemoteModules {
  'mf_portfolio/routes': { default: RouteObject[] };
  'mf_portfolio/FeaturedProjects': { default: ComponentType };
  'mf_quote/QuoteWizard': { default: ComponentType<{ onClose: () => void }> };
  'mf_forms/ServicesPage': { default: ComponentType };
  'mf_forms/ContactPage': { default: ComponentType };
  'mf_forms/NewsletterPage': { default: ComponentType };
  'mf_account/SignInPage': { default: ComponentType };
  'mf_account/SignUpPage': { default: ComponentType };
  'mf_account/ResetPasswordPage': { default: ComponentType };
  'mf_account/ProfilePage': { default: ComponentType };
  'mf_account/InboxPage': { default: ComponentType };
  'mf_notes/routes': { default: RouteObject[] };
}

export type RemoteId = keyof RemoteModules;
