import { describe, expect, it } from 'vitest';
import { LEAD_SOURCE_LIMITS, LEAD_SOURCE_STORAGE_KEY } from './constants';
import { cleanHost, cleanPage, cleanTag, landingOf, leadSource, referrerHostOf, rememberLanding, storedLanding, type SessionStore } from './leadSource';

const SITE = 'https://dev.example.test';
const CASE_STUDY = `${SITE}/portfolio/face-recognition`;

function memoryStore(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

const refusingStore: SessionStore = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('landingOf', () => {
  it('reads the path, the three utm tags and the referrer host', () => {
    const visit = {
      url: `${SITE}/portfolio/face-recognition?utm_source=mastodon&utm_medium=social&utm_campaign=launch&ref=x#top`,
      referrer: 'https://news.example.org/items/42?q=1',
      gpc: false,
    };
    expect(landingOf(visit)).toEqual({
      landing_page: '/portfolio/face-recognition',
      referrer_host: 'news.example.org',
      utm_source: 'mastodon',
      utm_medium: 'social',
      utm_campaign: 'launch',
    });
  });

  it('leaves out a utm tag that is absent or blank', () => {
    const landing = landingOf({ url: `${SITE}/?utm_source=%20%20&utm_campaign=spring`, referrer: '', gpc: false });
    expect(landing).toMatchObject({ utm_source: null, utm_medium: null, utm_campaign: 'spring' });
  });

  it('keeps only the page under Global Privacy Control', () => {
    const landing = landingOf({ url: `${SITE}/services?utm_source=mastodon`, referrer: 'https://news.example.org/', gpc: true });
    expect(landing).toEqual({ landing_page: '/services', referrer_host: null, utm_source: null, utm_medium: null, utm_campaign: null });
  });
});

describe('referrerHostOf', () => {
  it('keeps the host only: no scheme, port, path, query or credentials', () => {
    expect(referrerHostOf('https://user:secret@Search.Example.COM:8443/path?q=my+name', CASE_STUDY)).toBe('search.example.com');
  });

  it('ignores a referrer of the same origin', () => {
    expect(referrerHostOf(`${SITE}/portfolio`, CASE_STUDY)).toBeNull();
  });

  it('keeps another port of the same host, which is another site', () => {
    expect(referrerHostOf('https://dev.example.test:8443/', CASE_STUDY)).toBe('dev.example.test');
  });

  it('ignores an empty, malformed or non-web referrer', () => {
    expect(referrerHostOf('', CASE_STUDY)).toBeNull();
    expect(referrerHostOf('not a url', CASE_STUDY)).toBeNull();
    expect(referrerHostOf('android-app://com.example.reader/', CASE_STUDY)).toBeNull();
    expect(referrerHostOf('http://[::1]:3000/', CASE_STUDY)).toBeNull();
  });
});

describe('length caps and clean values', () => {
  it('caps a page at the database bound and keeps its leading slash', () => {
    const long = `/${'a'.repeat(300)}`;
    expect(cleanPage(long)).toHaveLength(LEAD_SOURCE_LIMITS.page);
    expect(cleanPage('https://example.org/')).toBeNull();
    expect(cleanPage('/a b')).toBeNull();
  });

  it('caps a tag, drops control characters and trims', () => {
    expect(cleanTag('x'.repeat(150))).toHaveLength(LEAD_SOURCE_LIMITS.tag);
    expect(cleanTag('  spring\r\nBcc: a@b.c  ')).toBe('springBcc: a@b.c');
    expect(cleanTag('\n\t')).toBeNull();
  });

  it('takes a host name of at most 253 characters', () => {
    expect(cleanHost(`${'a'.repeat(250)}.org`)).toBeNull();
    expect(cleanHost('Example.org.')).toBe('example.org');
    expect(cleanHost('example.org/path')).toBeNull();
  });

  it('caps the utm values read from the landing URL', () => {
    const landing = landingOf({ url: `${SITE}/?utm_campaign=${'c'.repeat(500)}`, referrer: '', gpc: false });
    expect(landing.utm_campaign).toHaveLength(LEAD_SOURCE_LIMITS.tag);
  });
});

describe('the session', () => {
  const arrival = { url: `${CASE_STUDY}?utm_source=newsletter`, referrer: 'https://mail.example.org/', gpc: false };

  it('keeps the first page of the session and reports it from any later page', () => {
    const store = memoryStore();
    rememberLanding(store, arrival);
    rememberLanding(store, { url: `${SITE}/about?utm_source=other`, referrer: `${SITE}/`, gpc: false });
    expect(leadSource(store, { url: `${SITE}/contact`, referrer: '', gpc: false })).toEqual({
      landing_page: '/portfolio/face-recognition',
      opened_on_page: '/contact',
      referrer_host: 'mail.example.org',
      utm_source: 'newsletter',
      utm_medium: null,
      utm_campaign: null,
    });
  });

  it('stores it in sessionStorage under one key, as JSON', () => {
    const store = memoryStore();
    rememberLanding(store, arrival);
    expect(JSON.parse(store.getItem(LEAD_SOURCE_STORAGE_KEY)!)).toMatchObject({ landing_page: '/portfolio/face-recognition', utm_source: 'newsletter' });
  });

  it('stores only the page under Global Privacy Control', () => {
    const store = memoryStore();
    rememberLanding(store, { ...arrival, gpc: true });
    expect(JSON.parse(store.getItem(LEAD_SOURCE_STORAGE_KEY)!)).toEqual({
      landing_page: '/portfolio/face-recognition',
      referrer_host: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
    });
  });

  it('sends only the two pages when Global Privacy Control is set after the landing was kept', () => {
    const store = memoryStore();
    rememberLanding(store, arrival);
    expect(leadSource(store, { url: `${SITE}/services`, referrer: '', gpc: true })).toEqual({
      landing_page: '/portfolio/face-recognition',
      opened_on_page: '/services',
      referrer_host: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
    });
  });

  it('uses the current page as the landing when nothing was kept, and keeps it', () => {
    const store = memoryStore();
    expect(leadSource(store, arrival)).toMatchObject({
      landing_page: '/portfolio/face-recognition',
      opened_on_page: '/portfolio/face-recognition',
      utm_source: 'newsletter',
    });
    expect(storedLanding(store)?.landing_page).toBe('/portfolio/face-recognition');
  });

  it('checks stored values again and ignores what is not a landing', () => {
    const store = memoryStore();
    store.setItem(LEAD_SOURCE_STORAGE_KEY, JSON.stringify({ landing_page: '/x', referrer_host: 'EVIL.example/path', utm_source: 'y'.repeat(400) }));
    expect(storedLanding(store)).toEqual({
      landing_page: '/x',
      referrer_host: null,
      utm_source: 'y'.repeat(LEAD_SOURCE_LIMITS.tag),
      utm_medium: null,
      utm_campaign: null,
    });
    store.setItem(LEAD_SOURCE_STORAGE_KEY, '{not json');
    expect(storedLanding(store)).toBeNull();
    store.setItem(LEAD_SOURCE_STORAGE_KEY, JSON.stringify({ landing_page: 'https://example.org/' }));
    expect(storedLanding(store)).toBeNull();
  });

  it('still answers when the browser refuses storage', () => {
    expect(leadSource(refusingStore, arrival)).toMatchObject({ landing_page: '/portfolio/face-recognition', utm_source: 'newsletter' });
    expect(leadSource(null, arrival).opened_on_page).toBe('/portfolio/face-recognition');
  });
});
