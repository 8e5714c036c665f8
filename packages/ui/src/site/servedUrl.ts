/** The part of a document read here; typed without the DOM library, since Node tools import the site config too. */
interface DocumentLike {
  documentElement?: { getAttribute(name: string): string | null } | null;
}

/**
 * The public origin a server composed this page for: `<html data-site-url>`, written from PUBLIC_SITE_URL by
 * `pnpm start` and `pnpm release`. Null outside a browser and on pages composed without one (the prerender).
 */
export const servedSiteUrl = (doc: DocumentLike | undefined = (globalThis as { document?: DocumentLike }).document): string | null =>
  doc?.documentElement?.getAttribute('data-site-url') || null;
