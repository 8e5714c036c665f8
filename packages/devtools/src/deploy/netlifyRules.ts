/**
 * Netlify's documented rules for `_headers` and `_redirects` (docs.netlify.com, "Custom headers" and "Redirects and
 * rewrites"), as checks of a file's text. Each answers the lines that break a rule, so a release's host files are
 * held to what the host reads, not only to what our own parser reads back.
 */

/** Header names Netlify's servers set themselves; a `_headers` rule for one is ignored ("Custom headers", Limitations). */
export const NETLIFY_IGNORED_HEADERS = [
  'accept-ranges',
  'age',
  'allow',
  'alt-svc',
  'connection',
  'content-encoding',
  'content-length',
  'content-range',
  'date',
  'location',
  'server',
  'set-cookie',
  'trailer',
  'transfer-encoding',
  'upgrade',
] as const;

/** An HTTP field name (RFC 9110 token). */
const FIELD_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** A path rule: an absolute path or a full URL, no spaces; `*` matches anything, `:name` one segment. */
const RULE_PATH = /^(\/|https?:\/\/)\S*$/;
const PLACEHOLDER = /:([^/]*)/g;
const PLACEHOLDER_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

const isComment = (line: string) => line.trimStart().startsWith('#');

function placeholderProblems(path: string): string[] {
  if (/^https?:\/\//.test(path)) return [];
  return [...path.matchAll(PLACEHOLDER)].filter(([, name]) => !PLACEHOLDER_NAME.test(name!)).map(([p]) => `placeholder ${p}`);
}

/**
 * `_headers`: a path on a line of its own at the start of the line, then its headers indented below it as
 * `Name: value`; lines beginning with `#` are comments. A header Netlify sets itself, a path with no header, a header
 * before any path and a malformed name are problems.
 */
export function headersFileProblems(text: string): string[] {
  const problems: string[] = [];
  let path: string | undefined;
  let headerCount = 0;
  const closePath = () => {
    if (path !== undefined && headerCount === 0) problems.push(`${path}: a path with no header`);
  };
  text.split('\n').forEach((line, i) => {
    const at = `line ${i + 1}`;
    if (!line.trim() || isComment(line)) return;
    if (!/^\s/.test(line)) {
      closePath();
      path = line.trimEnd();
      headerCount = 0;
      if (!RULE_PATH.test(path)) problems.push(`${at}: ${path} is not an absolute path or URL`);
      for (const p of placeholderProblems(path)) problems.push(`${at}: ${p}`);
      return;
    }
    const match = /^\s+([^:\s]+):\s*(.*)$/.exec(line);
    if (path === undefined) problems.push(`${at}: a header before any path`);
    if (!match) return void problems.push(`${at}: not "Name: value"`);
    const [, name, value] = match;
    headerCount += 1;
    if (!FIELD_NAME.test(name!)) problems.push(`${at}: ${name} is not a header name`);
    if (!value!.trim()) problems.push(`${at}: ${name} has no value`);
    if ((NETLIFY_IGNORED_HEADERS as readonly string[]).includes(name!.toLowerCase())) problems.push(`${at}: Netlify sets ${name} itself`);
  });
  closePath();
  return problems;
}

/** Conditions a `_redirects` rule may end with (`Country=`, `Language=`, `Role=`, `Cookie=`). */
const CONDITION = /^(Country|Language|Role|Cookie)=\S+$/;
/** A status: 3 digits, `!` to force (shadow a file that exists). */
const STATUS = /^([1-5]\d\d)(!?)$/;

/**
 * `_redirects`: one rule a line, `from to [status][!] [conditions]`; lines beginning with `#` are comments. Both
 * paths absolute (or full URLs); a splat `*` only at the end of `from`; every `:placeholder` of `to` (`:splat` for the
 * splat) named in `from`; the status a real HTTP code.
 */
export function redirectsFileProblems(text: string): string[] {
  const problems: string[] = [];
  text.split('\n').forEach((line, i) => {
    const at = `line ${i + 1}`;
    if (!line.trim() || isComment(line)) return;
    const [from, to, ...rest] = line.trim().split(/\s+/);
    if (!to) return void problems.push(`${at}: a rule needs a from and a to`);
    if (!RULE_PATH.test(from!)) problems.push(`${at}: ${from} is not an absolute path or URL`);
    if (!RULE_PATH.test(to)) problems.push(`${at}: ${to} is not an absolute path or URL`);
    if (from!.includes('*') && !from!.endsWith('/*') && from !== '*') problems.push(`${at}: a splat only ends a path`);
    for (const p of placeholderProblems(from!)) problems.push(`${at}: ${p}`);
    const named = new Set([...from!.matchAll(PLACEHOLDER)].map(([, name]) => name));
    if (from!.endsWith('*')) named.add('splat');
    if (!/^https?:\/\//.test(to)) {
      for (const [p, name] of to.matchAll(PLACEHOLDER)) if (!named.has(name)) problems.push(`${at}: ${p} is not in ${from}`);
    }
    const [status, ...conditions] = rest;
    if (status !== undefined && !STATUS.test(status) && !CONDITION.test(status)) problems.push(`${at}: ${status} is not a status`);
    for (const c of conditions) if (!CONDITION.test(c)) problems.push(`${at}: ${c} is not a condition`);
  });
  return problems;
}
