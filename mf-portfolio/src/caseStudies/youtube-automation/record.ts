import type { CaseStudyRecord } from '../../data/types';

/** The listing card and page header of this case study (case-study spec §3); its slug is the folder name. */
const record: CaseStudyRecord = {
  id: 8,
  pageId: 'YouTubeAutomation',
  title: 'YouTube Content Automation',
  featured: 'false',
  tags: ['Automation', 'Generative AI', 'Text-to-Speech', 'Video Generation', 'GPT-4o'],
  output: 'Video production pipeline',
  overview: 'Turns a topic into a finished, captioned video with narration, images and music, then uploads it.',
  shortDescription:
    'A five-step pipeline that writes a video script with GPT-4o or GPT-4o-mini, narrates it with one of 30+ voices, generates an image per scene, composes the video with captions and music, and uploads it now or on a schedule.',
  worked_on: 'March 2024',
  category: 'automation',
  views: 0,
};

export default record;
