import type { CaseStudyRecord } from '../../data/types';

/** The listing card and page header of this case study (case-study spec §3); its slug is the folder name. */
const record: CaseStudyRecord = {
  id: 11,
  pageId: 'HeadshotsGenerator',
  title: 'AI Headshots Generator',
  featured: 'true',
  tags: ['Generative AI', 'Image Generation', 'REST API', 'Portraits', 'Personal Branding'],
  output: 'Headshot generation API',
  overview: 'Creates professional headshots from one photo, with the background, clothing and look you choose.',
  shortDescription:
    'An API that generates a professional headshot from a photo address, with options for gender, age, background, clothing style and colour, and glasses, secured by a bearer key.',
  category: 'gen-ai',
  categoryUnconfirmed: true,
  views: 0,
};

export default record;
