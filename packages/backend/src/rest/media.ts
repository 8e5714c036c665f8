import { RestError } from './errors';

/** What this backend can answer with: a JSON array (PostgREST's vnd.pgrst.array), or one JSON object (vnd.pgrst.object). */
const ANSWERS = [
  'application/json',
  'application/vnd.pgrst.array+json',
  'application/vnd.pgrst.array',
  'application/vnd.pgrst.object+json',
  'application/vnd.pgrst.object',
  'application/*',
  '*/*',
];
/** The body types it reads: JSON only (PostgREST also takes CSV and form posts). */
const BODIES = ['application/json', 'application/vnd.pgrst.object+json', 'application/vnd.pgrst.array+json'];

interface MediaRange {
  type: string;
  params: string[];
}

function parseMediaRange(raw: string): MediaRange {
  const [type = '', ...params] = raw.split(';').map((p) => p.trim().toLowerCase());
  return { type, params: params.filter((p) => !p.startsWith('q=') && !p.startsWith('charset=')) };
}

/**
 * `Accept`: refuses with PostgREST's 406 PGRST107 when none of the listed types is one this backend renders, so
 * `text/csv`, GeoJSON, `explain()` plans or `nulls=stripped` never get plain JSON back as if they had been honoured.
 */
export function checkAccept(header: string | undefined): void {
  if (!header || header.trim() === '') return;
  const ranges = header.split(',').map(parseMediaRange);
  // A parameter this backend does not apply (nulls=stripped, a plan's options) makes that range unanswerable.
  if (ranges.some((r) => ANSWERS.includes(r.type) && r.params.length === 0)) return;
  throw new RestError(
    406,
    'PGRST107',
    `None of these media types are available: ${header}`,
    null,
    'The embedded backend answers application/json and application/vnd.pgrst.object+json only.',
  );
}

/** `Content-Type` of a body: JSON only, refused with 415 PGRST107 otherwise (a missing one is read as JSON). */
export function checkContentType(header: string | undefined): void {
  if (!header || header.trim() === '') return;
  const { type } = parseMediaRange(header);
  if (BODIES.includes(type)) return;
  throw new RestError(
    415,
    'PGRST107',
    `The request Content-Type ${header} is not supported`,
    null,
    'The embedded backend reads JSON bodies only (application/json).',
  );
}
