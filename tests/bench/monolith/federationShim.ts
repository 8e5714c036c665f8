/**
 * Stands in for `@module-federation/enhanced/runtime` (and the retry plugin) in the monolith build: every
 * exposed module is an ordinary code-split `import()` of the remote's source, and the runtime's other calls do nothing.
 */
const EXPOSED: Record<string, () => Promise<unknown>> = {
  'mf_portfolio/routes': () => import('../../../mf-portfolio/src/exposes/routes.tsx'),
  'mf_portfolio/FeaturedProjects': () => import('../../../mf-portfolio/src/exposes/FeaturedProjects.tsx'),
  'mf_quote/QuoteWizard': () => import('../../../mf-quote/src/exposes/QuoteWizard.tsx'),
  'mf_forms/ServicesPage': () => import('../../../mf-forms/src/exposes/ServicesPage.tsx'),
  'mf_forms/ContactPage': () => import('../../../mf-forms/src/exposes/ContactPage.tsx'),
  'mf_account/SignInPage': () => import('../../../mf-account/src/exposes/SignInPage.tsx'),
  'mf_account/SignUpPage': () => import('../../../mf-account/src/exposes/SignUpPage.tsx'),
  'mf_account/ResetPasswordPage': () => import('../../../mf-account/src/exposes/ResetPasswordPage.tsx'),
  'mf_account/ProfilePage': () => import('../../../mf-account/src/exposes/ProfilePage.tsx'),
};

/** The ids the shim knows; the bench checks them against the shell's contract before building. */
export const EXPOSED_IDS = Object.keys(EXPOSED);

export async function loadRemote<T>(id: string): Promise<T | null> {
  const load = EXPOSED[id];
  if (!load) throw new Error(`The monolith has no module for ${id}: add it to tests/bench/monolith/federationShim.ts`);
  return (await load()) as T;
}

export async function preloadRemote(options: Array<{ nameOrAlias: string; exposes?: string[] }>): Promise<void> {
  await Promise.all(options.flatMap((o) => (o.exposes ?? []).map((e) => EXPOSED[`${o.nameOrAlias}/${e.replace(/^\.\//, '')}`]?.())));
}

const noop = (..._args: unknown[]): void => undefined;
export const registerRemotes = noop;
export const registerPlugins = noop;
export const registerShared = noop;
export const init = noop;
export const loadShare = async (): Promise<false> => false;
export const getInstance = (): null => null;
export const createInstance = (): null => null;

/** `@module-federation/retry-plugin`: there is nothing remote to retry. */
export const RetryPlugin = (..._args: unknown[]) => ({ name: 'monolith-no-retry' });

export type ModuleFederationRuntimePlugin = { name: string } & Record<string, unknown>;
