import { describe, expect, it } from 'vitest';
import { FEEDS } from '@portfolio/federation';
import { NOTES_FEED_PATH } from './constants';
import { noteSlugOf, notesFromFeed, xmlText } from './publishedNotes';

/** An RSS 2.0 feed written as the `feed` library writes the site's (CDATA titles and descriptions). */
const RSS = `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>Site: Notes</title>
    <link>https://site.test/notes</link>
    <item>
      <title><![CDATA[Two thresholds for one signature]]></title>
      <link>https://site.test/notes/signature-thresholds</link>
      <guid>https://site.test/notes/signature-thresholds</guid>
      <pubDate>Tue, 10 Nov 2026 00:00:00 GMT</pubDate>
      <description><![CDATA[Why the check uses
   two limits & what happens between them.]]></description>
    </item>
    <item>
      <title><![CDATA[Not a note]]></title>
      <link>https://site.test/portfolio/water-meter-ocr</link>
    </item>
    <item>
      <title><![CDATA[From a meter photo to a bill]]></title>
      <link>https://site.test/notes/meter-reading-to-bill</link>
      <pubDate>not a date</pubDate>
    </item>
    <item>
      <title><![CDATA[Two thresholds again]]></title>
      <link>https://site.test/notes/signature-thresholds</link>
    </item>
  </channel>
</rss>`;

describe('the published notes, from the site feed', () => {
  it('reads the feed the site serves', () => {
    expect(NOTES_FEED_PATH).toBe(FEEDS.rss.path);
  });

  it('lists each note of the feed once, in its order, with its title, summary on one line and date', () => {
    expect(notesFromFeed(RSS)).toEqual([
      {
        slug: 'signature-thresholds',
        title: 'Two thresholds for one signature',
        summary: 'Why the check uses two limits & what happens between them.',
        date: '2026-11-10T00:00:00.000Z',
      },
      { slug: 'meter-reading-to-bill', title: 'From a meter photo to a bill', summary: '', date: '' },
    ]);
  });

  it('an empty feed lists nothing', () => {
    expect(notesFromFeed('<rss version="2.0"><channel><title>t</title></channel></rss>')).toEqual([]);
  });

  it('reads CDATA as it is and decodes entities outside it', () => {
    expect(xmlText('<![CDATA[a &amp; <b>]]> &amp; &lt;c&gt; &#233;&#x41; &bogus;')).toBe('a &amp; <b> & <c> éA &bogus;');
  });

  it('takes the slug of /notes/<slug> only', () => {
    expect(noteSlugOf('https://site.test/notes/signature-thresholds')).toBe('signature-thresholds');
    expect(noteSlugOf('https://site.test/notes/signature-thresholds/')).toBe('signature-thresholds');
    expect(noteSlugOf('/notes/a-b-1')).toBe('a-b-1');
    for (const link of [
      'https://site.test/notes',
      'https://site.test/notes/',
      'https://site.test/notes/a/b',
      'https://site.test/notes/Upper',
      'https://site.test/inbox',
      'http://[',
    ]) {
      expect(noteSlugOf(link), link).toBeNull();
    }
  });
});
