import { expect, it } from 'vitest';
import { onEachDatabase } from './support/databases';

// Spellings of one mailbox and the one key the form limits count them under (private.canonical_email).
const CASES: [string, string][] = [
  ['Box@Example.com', 'box@example.com'],
  ['box+tag@example.com.', 'box@example.com'],
  ['Someone <box@example.com>', 'box@example.com'],
  ['"box"@example.com', 'box@example.com'],
  ['first.last@example.com', 'first.last@example.com'],
  ['first.last@gmail.com', 'firstlast@gmail.com'],
  ['F.i.R.s.T.last+news@GMail.com', 'firstlast@gmail.com'],
  ['firstlast@googlemail.com', 'firstlast@gmail.com'],
  ['first.last@googlemail.com.', 'firstlast@gmail.com'],
  ['Someone <"first.last"@googlemail.com>', 'firstlast@gmail.com'],
];

onEachDatabase((db) => {
  it("folds case, +tags, trailing dots, display names, quotes, and Gmail's dots and googlemail.com", async () => {
    const { rows } = await db().query<{ address: string; canonical: string }>(
      'select address, private.canonical_email(address) as canonical from unnest($1::text[]) as address',
      [CASES.map(([address]) => address)],
    );
    expect(rows.map((r) => [r.address, r.canonical])).toEqual(CASES);
  });
});
