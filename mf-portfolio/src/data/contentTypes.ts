/** The body of one case-study page (case-study spec §2's shared layout), as data: each page's module is its own chunk. */

export type DemoLabel = 'Watch Demo' | 'View Demo' | 'View Results';

export type CodeLanguage = 'json' | 'python' | 'http' | 'csv' | 'text' | 'bash';

/** One highlighted line: runs of text with their colour (#rrggbb), made at build time by scripts/highlight.ts. */
export type TokenLine = readonly (readonly [text: string, color: string])[];

/** A page's highlighted code samples, keyed by `codeKey(language, code)`. */
export type PageHighlights = Readonly<Record<string, readonly TokenLine[]>>;

export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[]; ordered?: boolean }
  | { kind: 'code'; title: string; language: CodeLanguage; code: string; note?: string; tokens?: readonly TokenLine[] }
  | { kind: 'figures'; items: readonly { value: string; label: string }[]; note?: string }
  | { kind: 'table'; caption: string; columns: readonly string[]; rows: readonly (readonly string[])[] }
  | { kind: 'pipeline'; steps: readonly { title: string; text: string }[] };

export interface OverviewCard {
  title: string;
  items: readonly string[];
}

/** An h3 with its blocks. */
export interface Subsection {
  title: string;
  blocks: readonly Block[];
}

/** An optional h2 section after the technical one: Use Cases, Sample Output (id demo), Disease Categories. */
export interface ExtraSection {
  title: 'Use Cases' | 'Sample Output' | 'Disease Categories';
  /** Only a section with this id makes the hero show its demo link (no dead anchors). */
  id?: 'demo';
  intro?: string;
  subsections: readonly Subsection[];
}

/** How the page closes: the default pair of links, or one of case-study spec §2's two exceptions. */
export type Closing = 'services-contact' | 'analysis-services' | 'request-demo';

export interface CaseStudyContent {
  /** Label of the hero's link to #demo; required exactly when an extra section has id 'demo'. */
  demoLabel?: DemoLabel;
  overview: { intro: string; cards: readonly [OverviewCard, OverviewCard, OverviewCard] };
  technical: { intro: string; subsections: readonly Subsection[] };
  extraSections?: readonly ExtraSection[];
  closing: Closing;
}
