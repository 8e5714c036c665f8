import { describe, expect, it } from 'vitest';
import { keepForEveryPage } from './everyPage';
import { EVERY_PAGE, type RemotePages } from './types';

const form = {
  html: '<form aria-labelledby="_R_f_"><input id="_R_f_-email"/></form>',
  rules: [
    { id: 'f', css: '.css-f{}' },
    { id: 'g', css: '.css-g{}' },
  ],
  head: '',
};

describe('keepForEveryPage', () => {
  it('keeps one fragment for every page, under a key no path has', () => {
    const pages: RemotePages = { '/services': {} };
    keepForEveryPage(pages, 'mf_forms/SubscribeForm', form, '/services');
    // The page it rendered on inserted the same rules in another order: still the same fragment.
    keepForEveryPage(pages, 'mf_forms/SubscribeForm', { ...form, rules: [...form.rules].reverse() }, '/contact');
    expect(pages[EVERY_PAGE]).toEqual({ 'mf_forms/SubscribeForm': form });
    expect(pages['/services']).toEqual({});
  });

  it('refuses a path where the area rendered otherwise, since every page hydrates the one copy', () => {
    const pages: RemotePages = {};
    keepForEveryPage(pages, 'mf_forms/SubscribeForm', form, '/services');
    expect(() => keepForEveryPage(pages, 'mf_forms/SubscribeForm', { ...form, html: form.html.replace('_R_f_', '_R_g_') }, '/contact')).toThrow(
      /mf_forms\/SubscribeForm rendered differently on \/contact/,
    );
    expect(() => keepForEveryPage(pages, 'mf_forms/SubscribeForm', { ...form, rules: [form.rules[0]!] }, '/contact')).toThrow(/differently/);
  });
});
