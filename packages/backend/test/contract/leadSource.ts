import { describe, expect, it } from 'vitest';
import { SUBMISSION_TABLES, rowFor, type Row, type SubmissionTable } from '../support/rows';
import { client, type TargetRef } from '../support/target';

/** What the site sends with a lead (issue 41; docs/decisions/026-lead-source-in-session-storage.md). */
const SOURCE: Row = {
  landing_page: '/portfolio/face-recognition',
  opened_on_page: '/services',
  referrer_host: 'news.example.org',
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'spring launch',
};
const COLUMNS = Object.keys(SOURCE);

const refused: Array<[label: string, overrides: Row]> = [
  ['a 201-character landing page', { landing_page: `/${'a'.repeat(200)}` }],
  ['a landing page that is a full URL', { landing_page: 'https://example.org/' }],
  ['an opened-on page with a line break', { opened_on_page: '/services\n/contact' }],
  ['an opened-on page with a space', { opened_on_page: '/a page' }],
  ['a referrer with a scheme', { referrer_host: 'https://news.example.org' }],
  ['a referrer with a path', { referrer_host: 'news.example.org/post' }],
  ['a referrer in capitals', { referrer_host: 'News.Example.org' }],
  ['a 254-character referrer host', { referrer_host: `${'a'.repeat(250)}.org` }],
  ['a blank utm_source', { utm_source: '   ' }],
  ['a 101-character utm_medium', { utm_medium: 'm'.repeat(101) }],
  ['a utm_campaign with a line break', { utm_campaign: 'spring\nBcc: someone@example.org' }],
];

/** Every lead form stores where it came from in bounded, optional columns; row-level security is unchanged. */
export function leadSourceContract(target: TargetRef): void {
  describe('lead source columns', () => {
    it.each(SUBMISSION_TABLES)('a visitor stores the source with a %s row, and reads nothing back', async (table: SubmissionTable) => {
      const row = rowFor(table, null, SOURCE);
      const anon = client(target());
      expect((await anon.from(table).insert(row)).error).toBeNull();
      // Row-level security: an anonymous visitor still reads no lead, source or not.
      const read = await anon.from(table).select(COLUMNS.join(', ')).eq('email', row.email);
      expect(read.data ?? []).toEqual([]);
      const stored = await client(target(), target().serviceKey)
        .from(table)
        .select(COLUMNS.join(', '))
        .eq('email', row.email as string)
        .single();
      expect(stored.error).toBeNull();
      expect(stored.data).toEqual(SOURCE);
    });

    it.each(SUBMISSION_TABLES)('a %s row without any source is still accepted', async (table) => {
      const row = rowFor(table, null);
      expect((await client(target()).from(table).insert(row)).error).toBeNull();
      const stored = await client(target(), target().serviceKey)
        .from(table)
        .select(COLUMNS.join(', '))
        .eq('email', row.email as string)
        .single();
      expect(stored.data).toEqual(Object.fromEntries(COLUMNS.map((column) => [column, null])));
    });

    it('a visitor with Global Privacy Control sends only the two pages', async () => {
      const row = rowFor('custom_quotes', null, { landing_page: '/', opened_on_page: '/portfolio/face-recognition' });
      expect((await client(target()).from('custom_quotes').insert(row)).error).toBeNull();
    });

    describe.each(SUBMISSION_TABLES)('%s', (table) => {
      it.each(refused)('refuses %s', async (_label, overrides) => {
        const { error, status } = await client(target())
          .from(table)
          .insert(rowFor(table, null, { ...SOURCE, ...overrides }));
        expect(status).toBe(400);
        expect(error?.code).toBe('23514');
      });
    });

    it('a visitor cannot change the source of a stored lead', async () => {
      const { error } = await client(target()).from('contacts').update({ utm_source: 'forged' }).eq('utm_source', 'newsletter');
      expect(error?.code).toBe('42501');
    });
  });
}
