/**
 * Readers of the three generated rule sets (nginx.conf, `_headers`, `vercel.json`): each answers the headers its host
 * sends for a path, read from the generated text alone, so tests compare what the hosts do, not what siteRules says.
 */
export type Headers = Record<string, string>;
export type HeadersFor = (path: string) => Headers;

/** The headers nginx sends for a path: location choice (`=`, then regex in order, then prefix), add_header lines, the cache map. */
export function nginxHeadersOf(conf: string): HeadersFor {
  const map = [...conf.matchAll(/^\s+"~(.+)" "(.+)";$/gm)].map(([, re, value]) => ({ re: new RegExp(re!), value: value! }));
  const fallback = /^\s+default "(.+)";$/m.exec(conf)![1]!;
  const blocks = [...conf.matchAll(/^ {4}location (=|~|\^~)? ?"?([^"{]+?)"? \{\n([\s\S]*?)\n {4}\}/gm)].map(([, kind, pattern, body]) => ({
    kind,
    pattern: pattern!,
    body: body!,
  }));
  return (path) => {
    const exact = blocks.find((b) => b.kind === '=' && b.pattern === path);
    const regex = blocks.find((b) => b.kind === '~' && new RegExp(b.pattern).test(path));
    const block = exact ?? regex ?? blocks.find((b) => !b.kind && path.startsWith(b.pattern));
    if (!block) throw new Error(`nginx.conf has no location for ${path}`);
    const headers: Headers = {};
    for (const [, name, raw] of block.body.matchAll(/add_header (\S+) (\$\w+|"(?:[^"\\]|\\.)*") always;/g)) {
      headers[name!] = raw === '$cache_control' ? (map.find((m) => m.re.test(path))?.value ?? fallback) : (JSON.parse(raw!) as string);
    }
    return headers;
  };
}

interface PathRule {
  re: RegExp;
  headers: Headers;
}

/** Every rule whose pattern matches adds its headers; two matching rules that set one header are an error (the hosts differ there). */
function merged(rules: readonly PathRule[], path: string): Headers {
  const headers: Headers = {};
  for (const rule of rules.filter((r) => r.re.test(path))) {
    for (const [name, value] of Object.entries(rule.headers)) {
      if (name in headers) throw new Error(`${path}: ${name} is set by two rules`);
      headers[name] = value;
    }
  }
  return headers;
}

const literal = (s: string) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** `_headers` as Netlify and Cloudflare Pages read it: `*` any characters, `:name` one path segment. */
export function headersFileHeadersOf(file: string): HeadersFor {
  const rules = file
    .split(/\n(?=\/)/)
    .map((block) => block.split('\n').filter((l) => l && !l.startsWith('#')))
    .filter((lines) => lines[0]?.startsWith('/'))
    .map(([pattern, ...lines]) => ({
      re: new RegExp(`^${literal(pattern!).replace(/\*/g, '.*').replace(/:\w+/g, '[^/]+')}$`),
      headers: Object.fromEntries(
        lines.map((l) =>
          l
            .trim()
            .split(/: (.*)/s)
            .slice(0, 2),
        ),
      ) as Headers,
    }));
  return (path) => merged(rules, path);
}

interface VercelConfig {
  headers: { source: string; headers: { key: string; value: string }[] }[];
}

/** `vercel.json`'s header rules (path-to-regexp sources: `:name` one segment, `(.*)` any characters). */
export function vercelHeadersOf(json: string): HeadersFor {
  const rules = (JSON.parse(json) as VercelConfig).headers.map(({ source, headers }) => ({
    re: new RegExp(
      `^${source
        .split(/(\(\.\*\)|:\w+)/)
        .map((part) => (part === '(.*)' ? '.*' : part.startsWith(':') ? '[^/]+' : literal(part)))
        .join('')}$`,
    ),
    headers: Object.fromEntries(headers.map(({ key, value }) => [key, value])),
  }));
  return (path) => merged(rules, path);
}
