import { test, expect } from '../support/fixtures';
import { BASE_URL, TEST_PORTS } from '../support/ports';

test('assets are served precompressed, hashed ones cached for good, HTML revalidated', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const entry = /<script defer(?:="")? src="(\/static\/js\/index\.[0-9a-f]+\.js)"/.exec(html)![1]!;
  const js = await fetch(`${BASE_URL}${entry}`, { headers: { 'Accept-Encoding': 'br' } });
  expect(js.headers.get('content-encoding')).toBe('br');
  expect(js.headers.get('cache-control')).toContain('immutable');
  const gz = await fetch(`${BASE_URL}${entry}`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gz.headers.get('content-encoding')).toBe('gzip');
  const page = await fetch(`${BASE_URL}/portfolio`, { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(page.headers.get('content-encoding')).toBe('br');
  expect(page.headers.get('cache-control')).toBe('no-cache');
});

test('every response carries the security headers; CORS only on what remotes share', async ({ request }) => {
  const page = await request.get('/about');
  const headers = page.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toMatch(new RegExp(`script-src 'self' [^;]*http://localhost:${TEST_PORTS.mf_portfolio}`));
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['access-control-allow-origin']).toBeUndefined();
  const manifest = await request.get(`http://localhost:${TEST_PORTS.mf_portfolio}/mf-manifest.json`);
  expect(manifest.headers()['access-control-allow-origin']).toBe('*');
});
