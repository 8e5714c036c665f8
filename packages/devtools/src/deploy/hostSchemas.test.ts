import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { previewContentSecurityPolicy, securityHeaders } from '../securityHeaders';
import { headersFileProblems, redirectsFileProblems } from './netlifyRules';
import { siteRules } from './siteRules';
import { headersFile, redirectsFile, vercelJson } from './staticHosts';

const origins = { remotes: ['https://quote.example.org'], backend: ['https://abc.supabase.co'], previews: ['https://preview.example.org'] };
const rules = siteRules(securityHeaders(origins, ["'sha256-abc'"]));
/** With PREVIEW_ORIGINS set: vercel.json picks the CSP by the query (has/missing), _headers says it cannot. */
const withPreviews = siteRules(securityHeaders(origins, ["'sha256-abc'"]), previewContentSecurityPolicy(origins, ["'sha256-abc'"]));
const pages = ['/', '/about', '/contact', '/portfolio', '/portfolio/cv-parser', '/services'];

/** The vendored part of Vercel's published schema (its source is named in the file's $comment). */
const schema = JSON.parse(readFileSync(new URL('./schemas/vercel.schema.json', import.meta.url), 'utf8')) as object;
const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
const vercelProblems = (config: unknown) => (validate(config) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`));

describe("vercel.json against Vercel's schema", () => {
  it('a release writes only keys the schema allows, in the shapes it allows', () => {
    expect(vercelProblems(JSON.parse(vercelJson(rules, pages)))).toEqual([]);
    expect(vercelProblems(JSON.parse(vercelJson(withPreviews, pages)))).toEqual([]);
  });

  it('the schema refuses a top-level comment, the key that failed deploys', () => {
    const withComment = { $comment: 'generated', ...(JSON.parse(vercelJson(rules, pages)) as object) };
    expect(vercelProblems(withComment)).toEqual([' must NOT have additional properties']);
  });

  it('the schema refuses a header rule in the wrong shape', () => {
    expect(vercelProblems({ headers: [{ source: '/*', headers: { 'X-Frame-Options': 'DENY' } }] })).not.toEqual([]);
  });
});

describe("_headers and _redirects against Netlify's documented rules", () => {
  it('a release writes files that break none of them', () => {
    expect(headersFileProblems(headersFile(rules, pages))).toEqual([]);
    expect(headersFileProblems(headersFile(withPreviews, pages))).toEqual([]);
    expect(redirectsFileProblems(redirectsFile(rules))).toEqual([]);
  });

  it('_headers: a header Netlify sets itself, a header before any path, a bare path and a relative path are caught', () => {
    const bad = ['  X-Frame-Options: DENY', '/static/*', '  Content-Length: 1', '/empty', 'app.html', '  Cache-Control: no-cache'].join('\n');
    expect(headersFileProblems(bad)).toEqual([
      'line 1: a header before any path',
      'line 3: Netlify sets Content-Length itself',
      '/empty: a path with no header',
      'line 5: app.html is not an absolute path or URL',
    ]);
  });

  it('_redirects: a splat mid-path, an unknown placeholder and a bad status are caught', () => {
    const bad = ['/a/*/b /c 200', '/news/:year /blog/:month 301', '/x /y 2000', '/only'].join('\n');
    expect(redirectsFileProblems(bad)).toEqual([
      'line 1: a splat only ends a path',
      'line 2: :month is not in /news/:year',
      'line 3: 2000 is not a status',
      'line 4: a rule needs a from and a to',
    ]);
  });
});
