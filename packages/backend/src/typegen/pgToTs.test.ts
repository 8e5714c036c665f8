import { describe, expect, it } from 'vitest';
import { key, quote, tsType, type SchemaTypes } from './pgToTs';

const known: SchemaTypes = {
  schema: 'public',
  enums: new Set(['lead_status']),
  composites: new Set(['address']),
  tables: new Set(['contacts']),
};
const pg = (name: string, array = false) => ({ schema: 'pg_catalog', name, array });

describe('tsType', () => {
  it.each([
    ['text', 'string'],
    ['varchar', 'string'],
    ['uuid', 'string'],
    ['timestamptz', 'string'],
    ['date', 'string'],
    ['int4', 'number'],
    ['int8', 'number'],
    ['numeric', 'number'],
    ['float8', 'number'],
    ['bool', 'boolean'],
    ['json', 'Json'],
    ['jsonb', 'Json'],
    ['void', 'undefined'],
    ['record', 'Record<string, unknown>'],
    ['point', 'unknown'],
  ])('maps %s to %s', (name, expected) => {
    expect(tsType(pg(name), known)).toBe(expected);
  });

  it('maps arrays to arrays of their element type', () => {
    expect(tsType(pg('text', true), known)).toBe('string[]');
    expect(tsType(pg('int4', true), known)).toBe('number[]');
  });

  it("refers to the schema's own enums, composite types and table rows by name", () => {
    expect(tsType({ schema: 'public', name: 'lead_status', array: false }, known)).toBe("Database['public']['Enums']['lead_status']");
    expect(tsType({ schema: 'public', name: 'lead_status', array: true }, known)).toBe("Database['public']['Enums']['lead_status'][]");
    expect(tsType({ schema: 'public', name: 'address', array: false }, known)).toBe("Database['public']['CompositeTypes']['address']");
    expect(tsType({ schema: 'public', name: 'contacts', array: false }, known)).toBe("Database['public']['Tables']['contacts']['Row']");
  });

  it('leaves types of other schemas unknown', () => {
    expect(tsType({ schema: 'auth', name: 'users', array: false }, known)).toBe('unknown');
  });
});

describe('key and quote', () => {
  it('keeps identifiers bare and quotes anything else', () => {
    expect(key('user_id')).toBe('user_id');
    expect(key('from')).toBe('from');
    expect(key('my column')).toBe("'my column'");
    expect(key('2fa')).toBe("'2fa'");
  });
  it('escapes quotes and backslashes', () => {
    expect(quote("it's")).toBe("'it\\'s'");
    expect(quote('a\\b')).toBe("'a\\\\b'");
  });
});
