import { describe, expect, it } from 'vitest';
import type { Catalog, Column } from './catalog';
import { renderDatabaseTypes } from './renderDatabaseTypes';

const text = (name: string, extra: Partial<Column> = {}): Column => ({
  name,
  type: { schema: 'pg_catalog', name: 'text', array: false },
  nullable: false,
  hasDefault: false,
  readOnly: false,
  ...extra,
});

const empty: Catalog = { schema: 'public', tables: [], views: [], functions: [], enums: [], compositeTypes: [] };

/** The lines between `${name}: {` and its closing brace at the same indentation. */
function section(output: string, path: string[]): string[] {
  let lines = output.split('\n');
  for (const name of path) {
    const start = lines.findIndex((line) => line.trim() === `${name}: {`);
    expect(start, `section ${name}`).toBeGreaterThanOrEqual(0);
    const depth = lines[start]!.search(/\S/);
    const end = lines.findIndex((line, i) => i > start && line.search(/\S/) === depth);
    lines = lines.slice(start + 1, end);
  }
  return lines.map((line) => line.trim());
}

describe('renderDatabaseTypes', () => {
  const catalog: Catalog = {
    ...empty,
    tables: [
      {
        name: 'things',
        columns: [
          text('note', { nullable: true }),
          { ...text('id'), type: { schema: 'pg_catalog', name: 'int8', array: false }, hasDefault: true, readOnly: true },
          text('status', { hasDefault: true }),
          text('name'),
          { ...text('tags'), type: { schema: 'pg_catalog', name: 'text', array: true } },
        ],
        relationships: [
          { foreignKeyName: 'things_owner_fkey', columns: ['owner'], isOneToOne: false, referencedRelation: 'owners', referencedColumns: ['id'] },
        ],
      },
      { name: 'owners', columns: [text('id')], relationships: [] },
    ],
  };
  const output = renderDatabaseTypes(catalog);

  it('writes Row with every column, nullable ones as | null, sorted by name', () => {
    expect(section(output, ['things', 'Row'])).toEqual(['id: number;', 'name: string;', 'note: string | null;', 'status: string;', 'tags: string[];']);
  });

  it('makes defaulted and nullable columns optional in Insert and identity columns never', () => {
    expect(section(output, ['things', 'Insert'])).toEqual(['id?: never;', 'name: string;', 'note?: string | null;', 'status?: string;', 'tags: string[];']);
  });

  it('makes every column optional in Update', () => {
    expect(section(output, ['things', 'Update'])).toEqual(['id?: never;', 'name?: string;', 'note?: string | null;', 'status?: string;', 'tags?: string[];']);
  });

  it('lists foreign keys as Relationships', () => {
    expect(output).toContain(`Relationships: [
          {
            foreignKeyName: 'things_owner_fkey';
            columns: ['owner'];
            isOneToOne: false;
            referencedRelation: 'owners';
            referencedColumns: ['id'];
          },
        ];`);
  });

  it('sorts tables by name, whatever order the catalog gave', () => {
    expect(output.indexOf('      owners: {')).toBeLessThan(output.indexOf('      things: {'));
    const reversed = renderDatabaseTypes({ ...catalog, tables: [...catalog.tables].reverse() });
    expect(reversed).toBe(output);
  });

  it('writes empty groups as Supabase does', () => {
    expect(section(renderDatabaseTypes(empty), ['public', 'Views'])).toEqual(['[_ in never]: never;']);
  });

  it('writes functions with Args and Returns; no arguments is never, void is undefined', () => {
    const out = renderDatabaseTypes({
      ...empty,
      functions: [
        { name: 'wipe', args: [], returns: { type: null, columns: null, setof: false } },
        {
          name: 'search',
          args: [
            { name: 'term', type: { schema: 'pg_catalog', name: 'text', array: false }, hasDefault: false },
            { name: 'lim', type: { schema: 'pg_catalog', name: 'int4', array: false }, hasDefault: true },
          ],
          returns: { type: null, columns: [{ name: 'id', type: { schema: 'pg_catalog', name: 'uuid', array: false } }], setof: true },
        },
      ],
    });
    expect(section(out, ['wipe'])).toEqual(['Args: never;', 'Returns: undefined;']);
    expect(section(out, ['search'])).toEqual(['Args: {', 'lim?: number;', 'term: string;', '};', 'Returns: {', 'id: string;', '}[];']);
  });

  it('writes enums as unions in declared order and composite types with nullable attributes', () => {
    const out = renderDatabaseTypes({
      ...empty,
      enums: [{ name: 'lead_status', values: ['New', 'Read', 'Archived'] }],
      compositeTypes: [{ name: 'pair', attributes: [{ name: 'a', type: { schema: 'pg_catalog', name: 'int4', array: false } }] }],
    });
    expect(section(out, ['public', 'Enums'])).toEqual(["lead_status: 'New' | 'Read' | 'Archived';"]);
    expect(section(out, ['public', 'CompositeTypes'])).toEqual(['pair: {', 'a: number | null;', '};']);
  });

  it('exports the helper types', () => {
    for (const helper of ['Json', 'Database', 'Tables', 'TablesInsert', 'TablesUpdate', 'Enums', 'CompositeTypes']) {
      expect(output).toMatch(new RegExp(`export type ${helper}\\b`));
    }
  });
});
