/** The notes remote's words, paths and limits: features, the build's MDX plugins and the tests import them from here. */

/** The route this remote owns, and the paths below it. */
export const ROUTE = '/notes';

export const LISTING = {
  title: 'Notes',
  description: 'Notes on how the case studies work: the mechanisms, the trade-offs and the lessons behind them.',
  allTags: 'All',
  filterLabel: 'Filter notes by tag',
  empty: 'No notes with this tag.',
  readNote: 'Read the note',
} as const;

export const POST = {
  relatedHeading: 'Case studies this note draws on',
  backToNotes: 'All notes',
  exampleNotice: 'Example note: it explains material from the case studies, and its date is an example the owner replaces.',
  tagsLabel: 'Tags',
} as const;

/** "4 min read": a post's reading time as the listing and the post show it. */
export const readingTimeLabel = (minutes: number) => `${minutes} min read`;

/** Words a reader reads in a minute, for the reading time (prose only; code is skimmed, not read). */
export const WORDS_PER_MINUTE = 200;

/** A post's file name is its URL: `src/posts/<slug>.mdx` is `/notes/<slug>`. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Site path of a post's 1200×630 preview, made by the prerender from its title (packages/devtools prerender). */
export const previewImageOf = (slug: string) => `/og/notes/${slug}.png`;

/** What the front-matter schema says about each field, word for word in its errors. */
export const FRONT_MATTER_RULES = {
  notObject: 'front matter must be a YAML block of fields between --- lines at the top of the file',
  title: 'title must be a non-empty text',
  date: 'date must be a calendar date written YYYY-MM-DD',
  summary: 'summary must be a non-empty text of at most 200 characters',
  tags: 'tags must be a list of 1 to 6 lowercase words joined by hyphens',
  related: `related must be a list of case studies, each with slug (a route under /portfolio/) and title`,
  cover: 'cover must be a site path of an image, e.g. /og/site.png',
  example: 'example must be true or false',
  unknown: (field: string) => `${field} is not a front-matter field (title, date, summary, tags, related, cover, example)`,
} as const;

export const SUMMARY_MAX = 200;
export const TAGS_MAX = 6;
