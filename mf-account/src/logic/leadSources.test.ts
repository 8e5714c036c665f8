import { describe, expect, it } from 'vitest';
import { LEADS_BY_SOURCE } from './constants';
import { caseStudyOf, caseStudyOfPath, sourceOf } from './leadSources';

describe('sourceOf', () => {
  it('is the utm_source tag first, lower-cased, whatever else was stored', () => {
    expect(sourceOf({ utm_source: ' Newsletter ', referrer_host: 'news.example.org', landing_page: '/' })).toBe('newsletter');
  });

  it('is the referring site without www. when there is no tag', () => {
    expect(sourceOf({ utm_source: null, referrer_host: 'www.example.org', landing_page: '/' })).toBe('example.org');
    expect(sourceOf({ utm_source: '  ', referrer_host: 'news.example.org' })).toBe('news.example.org');
  });

  it('is direct when a landing page was stored without a tag or a referrer (Global Privacy Control stores only pages)', () => {
    expect(sourceOf({ landing_page: '/portfolio/cv-parser', opened_on_page: '/portfolio/cv-parser', referrer_host: null, utm_source: null })).toBe(
      LEADS_BY_SOURCE.direct,
    );
    expect(sourceOf({ opened_on_page: '/contact' })).toBe(LEADS_BY_SOURCE.direct);
  });

  it('is unknown for a lead sent before sources were stored', () => {
    expect(sourceOf({})).toBe(LEADS_BY_SOURCE.unknown);
    expect(sourceOf({ landing_page: null, opened_on_page: null, referrer_host: null, utm_source: null })).toBe(LEADS_BY_SOURCE.unknown);
  });
});

describe('the case study of a lead', () => {
  it('reads a case study page, and only one the site has', () => {
    expect(caseStudyOfPath('/portfolio/cv-parser')).toBe('cv-parser');
    expect(caseStudyOfPath('/portfolio/cv-parser/')).toBe('cv-parser');
    expect(caseStudyOfPath('/portfolio/no-such-project')).toBeNull();
    expect(caseStudyOfPath('/portfolio')).toBeNull();
    expect(caseStudyOfPath('/services')).toBeNull();
    expect(caseStudyOfPath(null)).toBeNull();
  });

  it('is the page the form was opened on, else the landing page', () => {
    expect(caseStudyOf({ landing_page: '/portfolio/face-recognition', opened_on_page: '/portfolio/cv-parser' })).toBe('cv-parser');
    expect(caseStudyOf({ landing_page: '/portfolio/face-recognition', opened_on_page: '/contact' })).toBe('face-recognition');
    expect(caseStudyOf({ landing_page: '/', opened_on_page: '/services' })).toBeNull();
  });
});
