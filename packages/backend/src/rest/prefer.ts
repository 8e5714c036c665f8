import { RestError } from './errors';

/** `Prefer: count=…`: exact counts the rows; planned takes the planner's estimate; estimated is exact up to a limit. */
export type CountKind = 'exact' | 'planned' | 'estimated';

export interface Preferences {
  representation: boolean;
  count: CountKind | undefined;
  /** Upsert: `resolution=merge-duplicates` updates the existing row, `ignore-duplicates` keeps it. */
  resolution: 'merge' | 'ignore' | undefined;
  /** `max-affected=<n>`: a PATCH or DELETE touching more rows is refused and rolled back (PGRST124). */
  maxAffected: number | undefined;
}

/** Preferences PostgREST knows that change the answer and that this backend does not implement. */
const UNSUPPORTED: Record<string, string> = {
  'tx=rollback': 'Prefer: tx=rollback would silently commit here; a hosted project only honours it with db-tx-end=commit-allow-override',
  'return=headers-only': 'Prefer: return=headers-only (the Location header) is not implemented by the embedded backend',
  'missing=default': 'Prefer: missing=default is not implemented by the embedded backend; send every column of each row',
  'params=single-object': 'Prefer: params=single-object is not implemented by the embedded backend',
};
const UNSUPPORTED_PREFIX: Record<string, string> = {
  'timezone=': 'Prefer: timezone is not implemented by the embedded backend; timestamps come back in UTC',
};
/** Understood and honoured (or harmless: tx=commit is what happens anyway). */
const KNOWN = ['return=representation', 'return=minimal', 'count=exact', 'count=planned', 'count=estimated', 'tx=commit'];

function invalid(prefs: string[], hint: string | null): RestError {
  return new RestError(400, 'PGRST122', 'Invalid preferences given with handling=strict', `Invalid preferences: ${prefs.join(', ')}`, hint);
}

/**
 * The `Prefer` header. What this backend would otherwise ignore silently is refused with PostgREST's
 * PGRST122 whatever the handling (PostgREST refuses it only with handling=strict and otherwise ignores it);
 * with handling=strict every unknown preference is refused too, as in PostgREST.
 */
export function parsePrefer(header: string | undefined): Preferences {
  const parts = (header ?? '')
    .split(',')
    .map((p) =>
      p
        .trim()
        .toLowerCase()
        .replace(/\s*=\s*/, '='),
    )
    .filter((p) => p !== '');
  const prefs: Preferences = { representation: false, count: undefined, resolution: undefined, maxAffected: undefined };
  const strict = parts.includes('handling=strict');
  const unknown: string[] = [];
  for (const part of parts) {
    const refusal = UNSUPPORTED[part] ?? Object.entries(UNSUPPORTED_PREFIX).find(([prefix]) => part.startsWith(prefix))?.[1];
    if (refusal) throw invalid([part], refusal);
    if (part === 'return=representation') prefs.representation = true;
    else if (part.startsWith('count=') && KNOWN.includes(part)) prefs.count = part.slice('count='.length) as CountKind;
    else if (part === 'resolution=merge-duplicates') prefs.resolution = 'merge';
    else if (part === 'resolution=ignore-duplicates') prefs.resolution = 'ignore';
    else if (/^max-affected=\d+$/.test(part)) prefs.maxAffected = Number(part.slice('max-affected='.length));
    else if (!KNOWN.includes(part) && part !== 'handling=strict' && part !== 'handling=lenient') unknown.push(part);
  }
  if (strict && unknown.length > 0) throw invalid(unknown, null);
  return prefs;
}

/** PATCH and DELETE: past `max-affected` the write is refused, and the transaction it ran in rolls back. */
export function checkMaxAffected(prefs: Preferences, affected: number): void {
  if (prefs.maxAffected !== undefined && affected > prefs.maxAffected) {
    throw new RestError(400, 'PGRST124', 'Query result exceeds max-affected preference constraint', `The query affects ${affected} rows`);
  }
}
