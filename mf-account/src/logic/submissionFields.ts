import { CHOICE_STEPS } from '@portfolio/quote-steps';
import {
  CONTACT_BUDGETS,
  CONTACT_TIMELINES,
  labelOf,
  type ContactRow,
  type Option,
  type QuoteRow,
  type ServiceRequestRow,
  type SubmissionKind,
} from '@portfolio/auth';
import { LEAD_SOURCE_LABELS } from './constants';
import { formatDate, formatDateTime } from './formatDate';
import { statusTone, type BadgeTone } from './statusBadge';

export type Submission = { kind: 'contact'; row: ContactRow } | { kind: 'quote'; row: QuoteRow } | { kind: 'serviceRequest'; row: ServiceRequestRow };

export interface Field {
  label: string;
  value: string;
}

export const KIND_LABELS: Record<SubmissionKind, string> = {
  contact: 'Contact submission',
  quote: 'Quote',
  serviceRequest: 'Service request',
};

export const NOT_PROVIDED = 'Not provided';

/** "real estate" → "Real Estate", "e-commerce" → "E-commerce", "idea" → "Idea". */
export const capitalizeWords = (value: string) => value.replace(/(^|\s)(\S)/g, (_, space: string, c: string) => space + c.toUpperCase());

type Format = (value: string) => string;
/** Stored option values read as the labels the visitor chose (the forms' and the wizard's own lists). */
const labelled =
  (options: readonly Option[]): Format =>
  (value) =>
    labelOf(options, value);

/** For each kind, its columns in reading order with their labels and how stored values read. */
const COLUMNS: Record<SubmissionKind, Array<[column: string, label: string, format?: Format]>> = {
  contact: [
    ['contact_type', 'Contact type', capitalizeWords],
    ['name', 'Name'],
    ['email', 'Email'],
    ['industry', 'Industry', capitalizeWords],
    ['product_type', 'Product type'],
    ['app_type', 'Application type'],
    ['budget', 'Budget', labelled(CONTACT_BUDGETS)],
    ['timeline', 'Timeline', labelled(CONTACT_TIMELINES)],
    ['message', 'Message'],
  ],
  // The wizard's steps in their order, labelled as the wizard labels them (a stored value reads as its option's label).
  quote: [
    ...CHOICE_STEPS.map((step): [string, string, Format?] => [step.column, step.label, step.stores === 'value' ? labelled(step.options) : undefined]),
    ['name', 'Name'],
    ['email', 'Email'],
    ['company', 'Company'],
    ['message', 'Message'],
  ],
  serviceRequest: [
    ['service', 'Service'],
    ['name', 'Name'],
    ['email', 'Email'],
    ['company', 'Company'],
    ['message', 'Message'],
  ],
};

const COMMON: Array<[string, string, Format?]> = [
  ['status', 'Status'],
  ['date_submitted', 'Submitted', (v) => formatDateTime(v)],
  ['id', 'Reference'],
];

/** The owner's id is the viewer's own and says nothing to them. */
const HIDDEN = new Set(['user_id']);

const humanize = (column: string) => capitalizeWords(column.replace(/_/g, ' ').toLowerCase()).replace(/^./, (c) => c.toUpperCase());

function show(value: unknown, format?: Format): string {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return NOT_PROVIDED;
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- objects took the JSON.stringify branch; what is left is a primitive
  const text = typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return format ? format(text) : text;
}

/** Issue 41: where the lead came from, only what was stored (a visitor with Global Privacy Control sends two pages). */
export function leadSourceFields(row: Record<string, unknown>): Field[] {
  return LEAD_SOURCE_LABELS.flatMap(([column, label]) => {
    const value = row[column];
    return typeof value === 'string' && value.trim() !== '' ? [{ label, value }] : [];
  });
}

const SOURCE_COLUMNS = new Set<string>(LEAD_SOURCE_LABELS.map(([column]) => column));

/**
 * Site spec §2.8: an expanded row shows every stored field — the known columns labelled and in order, where the
 * lead came from, then any column the backend added since, so nothing stored is hidden from its owner.
 */
export function submissionFields(item: Submission): Field[] {
  const row = item.row as unknown as Record<string, unknown>;
  const known = [...COLUMNS[item.kind], ...COMMON];
  const seen = new Set(known.map(([column]) => column));
  const extra = Object.keys(row).filter((column) => !seen.has(column) && !HIDDEN.has(column) && !SOURCE_COLUMNS.has(column));
  return [
    ...known.filter(([column]) => column in row).map(([column, label, format]) => ({ label, value: show(row[column], format) })),
    ...leadSourceFields(row),
    ...extra.map((column) => ({ label: humanize(column), value: show(row[column]) })),
  ];
}

export interface Summary {
  title: string;
  date: string;
  status: string;
  tone: BadgeTone;
  kindLabel: string;
}

const MAX_TITLE = 60;
const shorten = (text: string) => (text.length > MAX_TITLE ? `${text.slice(0, MAX_TITLE).trimEnd()}…` : text);

/** What a collapsed row shows: a title, the date, the status badge and whether it is a quote or a request. */
export function submissionSummary(item: Submission): Summary {
  const title = item.kind === 'contact' ? `${capitalizeWords(item.row.contact_type)}: ${shorten(item.row.message.trim())}` : shorten(item.row.service);
  return {
    title,
    date: formatDate(item.row.date_submitted),
    status: item.row.status,
    tone: statusTone(item.kind, item.row.status),
    kindLabel: KIND_LABELS[item.kind],
  };
}
