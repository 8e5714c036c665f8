import { SITE, type SiteConfig } from '@portfolio/ui/site';
import { publicSiteUrlProblem, publicUrlOf } from './publicSiteUrl';
import { isElement, parseDocument, serializeDocument, walk, type HtmlElement } from './html';

/** The site's identity with PUBLIC_SITE_URL as its origin when given; otherwise the config's `url`. */
export function siteConfig(env: NodeJS.ProcessEnv, site: SiteConfig = SITE): SiteConfig {
  const url = publicUrlOf(env);
  if (url === undefined) return site;
  const problem = publicSiteUrlProblem(env);
  if (problem) throw new Error(problem);
  return { ...site, url };
}

const SITE_URL_ATTRIBUTE = 'data-site-url';

/**
 * `text` (an attribute's value, a text node, a JSON-LD script) with each `from` origin that ends there (a path, a
 * quote, the end of a JSON string, a space) moved to `to`; never a longer host that starts with it.
 */
export function movedOrigin(text: string, from: string, to: string): string {
  const ends = (i: number) => i === text.length || '/"\'<#? \n\t'.includes(text[i]!);
  let out = '';
  let at = 0;
  for (let i = text.indexOf(from); i !== -1; i = text.indexOf(from, i + from.length)) {
    if (!ends(i + from.length)) continue;
    out += text.slice(at, i) + to;
    at = i + from.length;
  }
  return out + text.slice(at);
}

/**
 * A composed page for the public origin: the config's origin in canonical links, Open Graph tags and JSON-LD
 * (prerendered with the config's `url`) becomes `publicSite.url`, and `<html data-site-url>` tells the client,
 * which renders the same head on hydration (siteConfig.ts reads it). Read and written with the HTML parser the
 * prerender composes with; unchanged when the two origins are the same.
 */
export function withPublicUrl(html: string, publicSite: SiteConfig, configured: SiteConfig = SITE): string {
  if (publicSite.url === configured.url) return html;
  const doc = parseDocument(html);
  const move = (s: string) => movedOrigin(s, configured.url, publicSite.url);
  for (const node of walk(doc)) {
    if (isElement(node)) for (const attr of node.attrs) attr.value = move(attr.value);
    else if (node.nodeName === '#text') (node as { value: string }).value = move((node as { value: string }).value);
  }
  const root = doc.childNodes.find((n): n is HtmlElement => isElement(n) && n.tagName === 'html');
  if (root) {
    // A page composed from an already published frame (`release --only`) keeps one attribute, first.
    root.attrs = [{ name: SITE_URL_ATTRIBUTE, value: publicSite.url }, ...root.attrs.filter((a) => a.name !== SITE_URL_ATTRIBUTE)];
  }
  return serializeDocument(doc);
}
