import { describe, expect, it } from 'vitest';
import { SITE } from './siteConfig';
import { blogPostingJsonLd, caseStudyJsonLd, identityJsonLd, serializeJsonLd, servicesJsonLd } from './jsonLd';

describe('JSON-LD', () => {
  it('describes the developer as a Person and a ProfessionalService', () => {
    const graph = identityJsonLd()['@graph'] as Array<Record<string, unknown>>;
    expect(graph.map((n) => n['@type'])).toEqual(['Person', 'ProfessionalService']);
    expect(graph[0]).toMatchObject({ name: SITE.ownerName, jobTitle: SITE.ownerTitle, url: `${SITE.url}/` });
  });

  it('gives each service an Offer with its starting price', () => {
    const ld = servicesJsonLd([{ name: 'AI/ML API Development', description: 'd', fee: 'Starting at $500', minPrice: 500 }]);
    const [service] = ld['@graph'] as Array<Record<string, unknown>>;
    expect(service).toMatchObject({ '@type': 'Service', name: 'AI/ML API Development' });
    expect(service!.offers).toMatchObject({ '@type': 'Offer', description: 'Starting at $500', priceSpecification: { minPrice: 500, priceCurrency: 'USD' } });
  });

  it('makes a case study a CreativeWork inside Home › Portfolio › title breadcrumbs', () => {
    const ld = caseStudyJsonLd({
      title: 'CV Parser',
      description: 'd',
      path: '/portfolio/cv-parser',
      image: '/og/portfolio/cv-parser.png',
      keywords: ['NLP', 'OCR'],
    });
    const [work, crumbs] = ld['@graph'] as [Record<string, unknown>, { itemListElement: { name: string }[] }];
    expect(work).toMatchObject({ '@type': 'CreativeWork', name: 'CV Parser', url: `${SITE.url}/portfolio/cv-parser`, keywords: 'NLP, OCR' });
    expect(crumbs.itemListElement.map((c) => c.name)).toEqual(['Home', 'Portfolio', 'CV Parser']);
  });

  it('makes a note a BlogPosting with its date, absolute url and author, inside Home › Notes › title breadcrumbs', () => {
    const ld = blogPostingJsonLd({
      title: 'A note',
      description: 'd',
      path: '/notes/a-note',
      image: '/og/notes/a-note.png',
      datePublished: '2026-01-05',
      keywords: ['lesson'],
    });
    const [post, crumbs] = ld['@graph'] as [Record<string, unknown>, { itemListElement: { name: string }[] }];
    expect(post).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'A note',
      url: `${SITE.url}/notes/a-note`,
      image: `${SITE.url}/og/notes/a-note.png`,
      datePublished: '2026-01-05',
      author: { '@type': 'Person', name: SITE.ownerName },
    });
    expect(crumbs.itemListElement.map((c) => c.name)).toEqual(['Home', 'Notes', 'A note']);
  });

  it('serialises so that no text can close the script element', () => {
    expect(serializeJsonLd({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
