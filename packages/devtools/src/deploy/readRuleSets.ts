/**
 * Readers of the three generated rule sets (nginx.conf, `_headers`, `vercel.json`): each answers the headers its host
 * sends for a path, read from the generated text alone, so tests compare what the hosts do, not what siteRules says.
 */
export type Headers = Record<string, string>;
export type HeadersFor = (path: string) => Headers;

/** An nginx `map $<source> $<name> { … }` block: its regex entries in order, and its default. */
function nginxMap(conf: string, name: string): (input: string) => string {
  const body = new RegExp(`^ {2}map \\$\\w+ \\$${name} \\{\\n([\\s\\S]*?)\\n {2}\\}`, 'm').exec(conf)?.[1];
  if (body === undefined) throw new Error(`nginx.conf has no map for $${name}`);
  const unquote = (raw: string) => JSON.parse(raw) as string;
  const entries = [...body.matchAll(/^\s+"~(.+)" ("(?:[^"\\]|\\.)*");$/gm)].map(([, re, value]) => ({ re: new RegExp(re!), value: unquote(value!) }));
  const fallback = unquote(/^\s+default ("(?:[^"\\]|\\.)*");$/m.exec(body)![1]!);
  return (input) => entries.find((e) => e.re.test(input))?.value ?? fallback;
}

/**
 * The headers nginx sends for an address (a path, with a query or not): location choice by the path (`=`, then regex
 * in order, then prefix), add_header lines, and the maps (the cache map by the path, the CSP map by the query).
 */
export function nginxHeadersOf(conf: string): HeadersFor {
  // Each map read once: the cache map looked up by the path, the CSP map (only with previews on) by the query.
  const cacheControl = nginxMap(conf, 'cache_control');
  const csp = conf.includes('$csp {') ? nginxMap(conf, 'csp') : null;
  const maps: Record<string, (path: string, query: string) => string> = { $cache_control: (path) => cacheControl(path) };
  if (csp) maps.$csp = (_path, query) => csp(query);
  const blocks = [...conf.matchAll(/^ {4}location (=|~|\^~)? ?"?([^"{]+?)"? \{\n([\s\S]*?)\n {4}\}/gm)].map(([, kind, pattern, body]) => ({
    kind,
    pattern: pattern!,
    body: body!,
  }));
  return (address) => {
    const [path = '', query = ''] = address.split('?');
    const exact = blocks.find((b) => b.kind === '=' && b.pattern === path);
    const regex = blocks.find((b) => b.kind === '~' && new RegExp(b.pattern).test(path));
    const block = exact ?? regex ?? blocks.find((b) => !b.kind && path.startsWith(b.pattern));
    if (!block) throw new Error(`nginx.conf has no location for ${path}`);
    const headers: Headers = {};
    for (const [, name, raw] of block.body.matchAll(/add_header (\S+) (\$\w+|"(?:[^"\\]|\\.)*") always;/g)) {
      const variable = raw!.replace(/^"(\$\w+)"$/, '$1');
      headers[name!] = maps[variable] ? maps[variable](path, query) : (JSON.parse(raw!) as string);
    }
    return headers;
  };
}

interface PathRule {
  re: RegExp;
  headers: Headers;
  /** Vercel's `has`/`missing` query conditions. */
  when?: (query: URLSearchParams) => boolean;
}

/**
 * Every rule whose pattern matches the path (and whose query conditions hold) adds its headers; two matching rules
 * that set one header are an error (the hosts differ there).
 */
function merged(rules: readonly PathRule[], address: string): Headers {
  const [path = '', query = ''] = address.split('?');
  const params = new URLSearchParams(query);
  const headers: Headers = {};
  for (const rule of rules.filter((r) => r.re.test(path) && (r.when?.(params) ?? true))) {
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

interface VercelCondition {
  type: string;
  key: string;
}

interface VercelConfig {
  headers: { source: string; has?: VercelCondition[]; missing?: VercelCondition[]; headers: { key: string; value: string }[] }[];
}

/** `vercel.json`'s header rules (path-to-regexp sources: `:name` one segment, `(.*)` any characters; query conditions). */
export function vercelHeadersOf(json: string): HeadersFor {
  const rules = (JSON.parse(json) as VercelConfig).headers.map(({ source, has = [], missing = [], headers }) => {
    const queryKeys = (conditions: VercelCondition[]) => {
      if (conditions.some((c) => c.type !== 'query')) throw new Error(`${source}: only query conditions are read here`);
      return conditions.map((c) => c.key);
    };
    const [present, absent] = [queryKeys(has), queryKeys(missing)];
    return {
      re: new RegExp(
        `^${source
          .split(/(\(\.\*\)|:\w+)/)
          .map((part) => (part === '(.*)' ? '.*' : part.startsWith(':') ? '[^/]+' : literal(part)))
          .join('')}$`,
      ),
      headers: Object.fromEntries(headers.map(({ key, value }) => [key, value])),
      when: (query: URLSearchParams) => present.every((k) => query.has(k)) && absent.every((k) => !query.has(k)),
    };
  });
  return (path) => merged(rules, path);
}
