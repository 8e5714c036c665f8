import { orDefaults } from './orDefaults';

export interface Testimonial {
  name: string;
  from: string;
  /** Site spec §3: the rating as the database stores it, a number written as a string. */
  stars: string;
  content: string;
  image: string | null;
  projectTitle: string | null;
}

/** Three generic stand-ins shown until the database has testimonials (site spec §3 leaves their text to us). */
export const FALLBACK_TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Startup Founder',
    from: 'Early-stage software company',
    stars: '5',
    content:
      'We arrived with a rough idea for an AI feature and left with a working prototype, clear documentation and the full source code. Questions were answered quickly and plainly.',
    image: null,
    projectTitle: 'AI feature prototype',
  },
  {
    name: 'Operations Manager',
    from: 'Regional service business',
    stars: '5',
    content: 'The document-processing automation took over a tedious manual routine, and the hand-over made it easy for our own team to run and adjust it.',
    image: null,
    projectTitle: 'Document automation',
  },
  {
    name: 'Product Lead',
    from: 'Online retail team',
    stars: '4',
    content: 'Honest advice on what our chatbot should and should not handle, and a tidy delivery.',
    image: null,
    projectTitle: null,
  },
];

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const optional = (value: unknown) => text(value) || null;

/** One `testimonials` row for the carousel; a row without a name or content is skipped. */
export function toTestimonial(row: Record<string, unknown>): Testimonial | null {
  const name = text(row.name);
  const content = text(row.content);
  if (!name || !content) return null;
  return {
    name,
    from: text(row.from),
    stars: typeof row.stars === 'number' ? String(row.stars) : text(row.stars),
    content,
    image: optional(row.image),
    projectTitle: optional(row.project_title),
  };
}

/** The testimonials to show for a query result (already in created_at order): its usable rows, or the fallbacks. */
export function testimonialsFromRows(rows: readonly Record<string, unknown>[] | null | undefined): Testimonial[] {
  const list = (rows ?? []).map(toTestimonial).filter((t): t is Testimonial => t !== null);
  return orDefaults(list, FALLBACK_TESTIMONIALS);
}
