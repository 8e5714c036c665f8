import { codeKey } from '../../logic/codeKey';
import type { Block, CaseStudyContent, PageHighlights, Subsection } from '../../data/contentTypes';

const mapSubsections = (subsections: readonly Subsection[], h: PageHighlights): Subsection[] =>
  subsections.map((sub) => ({
    ...sub,
    blocks: sub.blocks.map((b): Block => (b.kind === 'code' ? { ...b, tokens: h[codeKey(b.language, b.code)] } : b)),
  }));

/** The page with each code sample's build-time tokens attached; a sample without tokens stays plain text. */
export function withHighlights(content: CaseStudyContent, highlights: PageHighlights): CaseStudyContent {
  return {
    ...content,
    technical: { ...content.technical, subsections: mapSubsections(content.technical.subsections, highlights) },
    extraSections: content.extraSections?.map((s) => ({ ...s, subsections: mapSubsections(s.subsections, highlights) })),
  };
}
