import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { checkRequest, endTest, refusalMessage, refusalOf } from './network';

// Lazily loaded pages and a busy 2-core machine: give findBy/waitFor more than the default second.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  const refused = endTest();
  // Code under test may catch the refusal (e.g. "Supabase not connected"): the test fails here all the same.
  if (refused.length > 0) throw new Error(refused.map(refusalMessage).join('\n'));
});

// happy-dom's own loader (fetch, XMLHttpRequest, scripts) asks this interceptor before any request leaves.
interface HappyDomSettings {
  fetch: { interceptor: { beforeAsyncRequest?: (ctx: { request: { url: string } }) => Promise<void> } | null };
}
const happyDOM = (globalThis as { happyDOM?: { settings: HappyDomSettings } }).happyDOM;
if (!happyDOM) throw new Error('The component test setup expects the happy-dom environment');
happyDOM.settings.fetch.interceptor = {
  beforeAsyncRequest: ({ request }) => {
    checkRequest(request.url);
    return Promise.resolve();
  },
};
// The global fetch too, in case it is not happy-dom's (a future environment or a polyfill).
const realFetch = globalThis.fetch.bind(globalThis);
globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const refusal = refusalOf(new URL(url, location.href).href);
  return refusal ? Promise.reject(refusal) : realFetch(input, init);
};

// happy-dom loads no images yet calls every one `complete` (as browsers do only once an image has loaded or
// failed). Report what a browser reports for an image it is still fetching; tests fire load/error themselves.
const { HTMLImageElement: ImageElement } = globalThis as unknown as { HTMLImageElement: { prototype: object } };
Object.defineProperty(ImageElement.prototype, 'complete', { configurable: true, get: () => false });
