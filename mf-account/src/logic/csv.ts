/**
 * CSV as RFC 4180 writes it (comma-separated, CRLF lines, a field quoted when it holds a quote, comma or line break),
 * safe to open in a spreadsheet: a cell starting with =, +, -, @, a tab or a carriage return would be read as a
 * formula (CSV injection), so it is prefixed with an apostrophe and read as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows of cells as one CSV text, each line ended by CRLF. */
export const toCsv = (rows: ReadonlyArray<readonly string[]>): string => rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
