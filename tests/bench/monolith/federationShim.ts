/**
 * Replaces the shell's federation runtime module (shell/src/remotes/federationRuntime.ts) in the monolith
 * build: every exposed module is an ordinary code-split `import()` of the remote's source, and registering
 * remotes does nothing. Nothing of the federation runtime, nor the shell's shared-module table, is bundled.
 */
interface LazyContext {
  keys(): string[];
  (key: string): Promise<unknown>;
}
declare global {
  interface ImportMeta {
    webpackContext(dir: string, options: { recursive: boolean; regExp: RegExp; mode: 'lazy' }): LazyContext;
  }
}

// One lazy chunk per file of each remote's src/exposes (rspack resolves these at build time; the literals must stay literal).
// One entry per remote of APPS: shimRemotes.ts checks them, in the bench's unit tests and before every monolith build.
const REMOTES: Record<string, LazyContext> = {
  mf_portfolio: import.meta.webpackContext('../../../mf-portfolio/src/exposes', { recursive: false, regExp: /\.tsx?$/, mode: 'lazy' }),
  mf_quote: import.meta.webpackContext('../../../mf-quote/src/exposes', { recursive: false, regExp: /\.tsx?$/, mode: 'lazy' }),
  mf_forms: import.meta.webpackContext('../../../mf-forms/src/exposes', { recursive: false, regExp: /\.tsx?$/, mode: 'lazy' }),
  mf_account: import.meta.webpackContext('../../../mf-account/src/exposes', { recursive: false, regExp: /\.tsx?$/, mode: 'lazy' }),
  mf_notes: import.meta.webpackContext('../../../mf-notes/src/exposes', { recursive: false, regExp: /\.tsx?$/, mode: 'lazy' }),
};

/** `mf_forms/ContactPage` → the lazy import of mf-forms/src/exposes/ContactPage.tsx, or undefined. */
function moduleOf(id: string): (() => Promise<unknown>) | undefined {
  const [remote, expose] = id.split('/', 2) as [string, string | undefined];
  const context = REMOTES[remote];
  const key = context?.keys().find((k) => k.replace(/^\.\//, '').replace(/\.tsx?$/, '') === expose);
  return context && key ? () => context(key) : undefined;
}

async function loadRemote<T>(id: string): Promise<T | null> {
  const load = moduleOf(id);
  if (!load) throw new Error(`The monolith has no module for ${id} (tests/bench/monolith/federationShim.ts)`);
  return (await load()) as T;
}

async function preloadRemote(options: Array<{ nameOrAlias: string; exposes?: string[] }>): Promise<void> {
  await Promise.all(options.flatMap((o) => (o.exposes ?? []).map((e) => moduleOf(`${o.nameOrAlias}/${e.replace(/^\.\//, '')}`)?.())));
}

/** Stands in for shell/src/remotes/federationRuntime.ts: the methods the shell calls on its federation instance. */
export function createFederation() {
  return { loadRemote, preloadRemote, registerRemotes: (..._args: unknown[]): void => undefined };
}
