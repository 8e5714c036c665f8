import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('CSV', () => {
  it('leaves plain cells as they are', () => {
    expect(csvCell('ada@example.com')).toBe('ada@example.com');
    expect(csvCell('')).toBe('');
  });

  it('quotes a cell with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
  });

  it('makes a cell a spreadsheet would read as a formula plain text', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1+1`), JSON.stringify(start)).toMatch(/^"?'/);
    expect(csvCell('=HYPERLINK("http://x.example","click")')).toBe(`"'=HYPERLINK(""http://x.example"",""click"")"`);
    expect(csvCell('-x@example.com')).toBe("'-x@example.com");
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('joins cells with commas and ends every line with CRLF', () => {
    expect(
      toCsv([
        ['email', 'confirmed_at'],
        ['a,b@example.com', '2026-11-27'],
      ]),
    ).toBe('email,confirmed_at\r\n"a,b@example.com",2026-11-27\r\n');
    expect(toCsv([])).toBe('');
  });
});
