import { describe, expect, it } from 'vitest';
import { parseFilter, parseOrder, parseReadQuery, parseSelect } from '../src/rest/query';
import { Params, whereClause } from '../src/rest/sql';

const contacts = { name: 'contacts', columns: new Set(['id', 'name', 'user_id', 'date_submitted']), primaryKey: ['id'] };

describe('PostgREST query parsing', () => {
  it('reads filters with not., in lists with quotes, and like stars', () => {
    expect(parseFilter(contacts, 'name', 'not.in.(a,"b,c",d)')).toEqual({
      column: 'name',
      negate: true,
      op: 'in',
      value: ['a', 'b,c', 'd'],
    });
    expect(parseFilter(contacts, 'name', 'ilike.*ada*').value).toBe('%ada%');
    expect(parseFilter(contacts, 'user_id', 'is.null')).toMatchObject({ op: 'is', value: 'null' });
    expect(() => parseFilter(contacts, 'user_id', 'is.maybe')).toThrow(/failed to parse filter/);
    expect(() => parseFilter(contacts, 'name', 'regex.x')).toThrow(/failed to parse filter/);
  });

  it('refuses PostgREST operators it does not build as not implemented, not as typos', () => {
    for (const raw of ['fts.cat', 'cs.{a}', 'like(any).{a*,b*}', 'isdistinct.x', 'match.^a']) {
      expect(() => parseFilter(contacts, 'name', raw), raw).toThrow(/Feature not implemented/);
    }
    expect(() => parseReadQuery(contacts, new URLSearchParams('or=(name.eq.a,name.eq.b)'))).toThrow(/Feature not implemented/);
    expect(() => parseReadQuery(contacts, new URLSearchParams('profiles.username=eq.a'))).toThrow(/Feature not implemented/);
  });

  it('never takes the apikey query parameter for a filter', () => {
    expect(parseReadQuery(contacts, new URLSearchParams('apikey=abc&name=eq.x')).filters).toEqual([{ column: 'name', negate: false, op: 'eq', value: 'x' }]);
  });

  it('refuses column names that are not in the table (so quoting them is safe)', () => {
    expect(() => parseFilter(contacts, 'name"; drop table x; --', 'eq.1')).toThrow(/does not exist/);
    expect(() => parseSelect(contacts, 'id,secret')).toThrow(/does not exist/);
    expect(() => parseSelect(contacts, 'id,profiles(*)')).toThrow(/Feature not implemented/);
    expect(() => parseSelect(contacts, 'id,name::text')).toThrow(/Feature not implemented/);
    expect(() => parseOrder(contacts, 'name.sideways')).toThrow(/failed to parse order/);
  });

  it('binds every value as a parameter', () => {
    const query = parseReadQuery(contacts, new URLSearchParams('select=*&user_id=eq.abc&name=in.(x,y)&order=date_submitted.desc.nullslast&limit=5'));
    const params = new Params();
    expect(whereClause(query.filters, params, 't')).toBe(' where t."user_id" = $1 and t."name" in ($2, $3)');
    expect(params.values).toEqual(['abc', 'x', 'y']);
    expect(query.order).toEqual([{ column: 'date_submitted', descending: true, nulls: 'last' }]);
    expect(query.limit).toBe(5);
    expect(() => parseReadQuery(contacts, new URLSearchParams('limit=5;drop'))).toThrow(/limit/);
  });
});
