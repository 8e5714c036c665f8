import { CASE_STUDY_ROUTES } from '@portfolio/ui/case-study-routes';
import { FRONT_MATTER_RULES as RULES, SUMMARY_MAX, TAGS_MAX } from './constants';

/** A case study a note draws on: its route under /portfolio/ and its title, as the link shows it. */
export interface RelatedCaseStudy {
  slug: string;
  title: string;
}

/** A post's front matter once it passed the schema (docs/decisions/022-notes-are-mdx-checked-at-build.md). */
export interface PostFrontMatter {
  title: string;
  /** YYYY-MM-DD. */
  date: string;
  summary: string;
  tags: readonly string[];
  related: readonly RelatedCaseStudy[];
  cover?: string;
  /** A note shipped with the site as an example: the page says so, and that its date is the owner's to replace. */
  example: boolean;
}

/** Everything the listing, the post page and the feed know of a post besides its body. */
export interface PostMeta extends PostFrontMatter {
  slug: string;
  readingMinutes: number;
}

const FIELDS = ['title', 'date', 'summary', 'tags', 'related', 'cover', 'example'];
const TAG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

function isCalendarDate(v: unknown): v is string {
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

const isRelated = (v: unknown): v is RelatedCaseStudy =>
  typeof v === 'object' && v !== null && CASE_STUDY_ROUTES.includes((v as RelatedCaseStudy).slug) && isText((v as RelatedCaseStudy).title);

/** The problems of a front matter, one message per field, in field order; empty when it passes. */
export function frontMatterProblems(data: unknown): string[] {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return [RULES.notObject];
  const d = data as Record<string, unknown>;
  const problems = Object.keys(d)
    .filter((k) => !FIELDS.includes(k))
    .map(RULES.unknown);
  if (!isText(d.title)) problems.push(RULES.title);
  if (!isCalendarDate(d.date)) problems.push(RULES.date);
  if (!isText(d.summary) || d.summary.length > SUMMARY_MAX) problems.push(RULES.summary);
  if (!Array.isArray(d.tags) || d.tags.length < 1 || d.tags.length > TAGS_MAX || !d.tags.every((t) => typeof t === 'string' && TAG.test(t)))
    problems.push(RULES.tags);
  if (d.related !== undefined && !(Array.isArray(d.related) && d.related.every(isRelated))) problems.push(RULES.related);
  if (d.cover !== undefined && !(typeof d.cover === 'string' && /^\/[A-Za-z0-9\-_.~/]+\.(png|jpe?g|webp|svg)$/.test(d.cover))) problems.push(RULES.cover);
  if (d.example !== undefined && typeof d.example !== 'boolean') problems.push(RULES.example);
  return problems;
}

/** The build's error for a post whose front matter fails: the file, then every problem on its own line. */
export const frontMatterError = (file: string, problems: readonly string[]) =>
  `${file}: its front matter does not pass the schema:\n${problems.map((p) => `  - ${p}`).join('\n')}`;

/** A checked front matter, or an Error naming the file and every problem (the build stops on it). */
export function parseFrontMatter(data: unknown, file: string): PostFrontMatter {
  const problems = frontMatterProblems(data);
  if (problems.length) throw new Error(frontMatterError(file, problems));
  const d = data as Record<string, unknown> & PostFrontMatter;
  return {
    title: d.title.trim(),
    date: d.date,
    summary: d.summary.trim(),
    tags: d.tags,
    related: d.related ?? [],
    ...(d.cover ? { cover: d.cover } : {}),
    example: d.example ?? false,
  };
}
