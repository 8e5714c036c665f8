export interface Preferences {
  representation: boolean;
  count: boolean;
  upsert: boolean;
}

/** The parts of `Prefer` that change the answer: return=representation, count=..., upserts. */
export function parsePrefer(headers: string | undefined): Preferences {
  const parts = (headers ?? '').split(',').map((p) => p.trim().toLowerCase());
  return {
    representation: parts.includes('return=representation'),
    count: parts.some((p) => p === 'count=exact' || p === 'count=planned' || p === 'count=estimated'),
    upsert: parts.some((p) => p.startsWith('resolution=')),
  };
}
