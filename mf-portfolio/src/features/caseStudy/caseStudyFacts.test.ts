import { describe, expect, it } from 'vitest';
import { CASE_STUDIES } from '../../caseStudies';
import { PROJECTS, SLUGS } from '../../data/projects';
import { CASE_STUDY_ROUTES as SPEC_ROUTES } from '@portfolio/ui/case-study-routes';
import type { Slug } from '../../data/projectTypes';
import type { Block, CaseStudyContent } from '../../data/contentTypes';

/**
 * Case-study spec §3–9, page by page: every data shape, pipeline step, rule, parameter and claimed figure that must
 * appear on the page (matched in its content or its record, case-insensitively).
 */
// One line per kind of fact (data shapes, pipeline, rules and figures) keeps each page's list readable.
// prettier-ignore
const FACTS: Partial<Record<Slug, string[]>> = {
  'google-maps-scraper': [
    'business_name', 'address', 'phone_number', 'website_url', 'rating_stars', 'total_reviews', 'business_hours', 'category', 'map_url', 'open | closed',
    'GET', 'POST', 'operation', 'queue', 'lot', 'start_date', 'configuration', 'token', 'Report generated successfully!', 'redirect to /',
    'no failure message', 'SCROLL_COUNT = 10', '2 seconds',
  ],
  'review-scraper': [
    'username', 'rating', 'date', 'positiveText', 'negativeText', 'roomType', 'guestInfo',
    'reviewText', 'reviewDate', 'hotelReply', 'sentiment_score', 'sentiment_category', 'positive | neutral | negative', 'combinedScore',
    'Scrape', 'Translate', 'Combine', 'Analyze', 'Generate reports',
    'not text, or is missing, becomes an empty', 'detection fails, the original text is returned', 'not English', 'literal word None',
    '"cc1"', '"pagename"', '"dest_id"', '"dest_type": "city"', '"dist": 1', '"type": "total"', '"offset"', 'pages of 10', 'max_reviews=10', 'offset += 10',
  ],
  'review-analysis': [
    'reviewText', 'reviewDate', 'hotelReply', 'sentiment_score', 'sentiment_category', 'combinedScore',
    'Scrape', 'Translate', 'Combine', 'Analyze', 'Generate reports',
    'polarity > 0.1', 'polarity < -0.1', '"neutral"',
    'mean combined score of the reviews, times 100', '1 plus 0.1 times', 'divided by 10', 'clamped to 0–100', 'one decimal',
    '20+ pages', '5 pages',
  ],
  vudencai: ['SQL', '96%', '94%', '95%', 'F1', 'EMBEDDING_SIZE = 200'],
  'skin-disease-classification': [
    'mel', 'melanoma', 'nv', 'melanocytic nevi', 'bcc', 'basal cell carcinoma', 'akiec', 'actinic keratoses', 'bkl', 'benign keratosis', 'df', 'dermatofibroma', 'vasc', 'vascular lesions',
    '7 classes', '98.7%', '97.9%', '98.2%', 'dense layers', 'VGG19', 'ResNet', '(-45, 45)', 'horizontal_flip_probability": 0.5', 'max_translation_pixels": 10', '70/20/10',
    '138M', '143M', 'VGG16',
  ],
  'vehicle-tracking': [
    '"type"', '"confidence"', '"bbox"', 'four numbers', 'max_road_segments": 10', 'merge_time_threshold_s": 0.2', 'merge_distance": 5.0', 'parking_threshold": 1.0',
    '98.2%', '95.7%', '30 FPS',
  ],
  'vehicle-classification': [
    '"type"', '"confidence"', '"bbox"', 'four numbers', '0.75', '98%', '95%', 'top-3', '68%', '88%', '150 ms', '20+', '50,000+', 'CROP_OFFSET_PX = 10',
  ],
  'youtube-automation': [
    'YouTube Data API', '<video fields> | <days_to_publish> | <hour:minute>', '| 2 | 18:30',
    '"title"', '"thumbnail"', '"description"', '"tags"', '"script_scenes"', '"scene_1"', '"scene_2"', '"line"', '"image_prompt"',
    'Script generation', 'Speech', 'Image generation', 'Composition', 'captions', 'music', 'Upload', 'immediately or scheduled',
    'first 50 seconds', 'stacked by 3', 'GPT-4o', 'GPT-4o-mini', '30+ voices', 'pipe-separated', 'browser format', 'API format', 'days_to_publish', 'hour:minute',
    'chat-completion', 'text-to-speech', 'image-generation', 'data API', 'OAuth',
  ],
  'face-shape-prediction': [
    'face_shape', 'jaw_shape', 'cheek_shape', 'face_length', 'bmi', 'age', 'gender', 'base64', 'confidence_scores', 'shape_probabilities', 'inference_time', 'request_id',
    'POST /detect-face-shape', 'POST /generate_api_key', 'POST /usage-statistics', 'LANDMARK_COUNT = 68', 'INPUT_WIDTH = 500', '(224, 224)',
    '97.5%', '94.2%', '0.8s', 'oval', 'round', 'square', 'heart', 'diamond', 'rectangle', 'angular', 'pointed', 'API key', 'usage', 'rate limiting',
  ],
  'face-recognition': [
    'POST /api/v1/face/store', '"user_id"', '"image"', 'base64', '"metadata"', '"name"', '"department"', '"position"', '"status"', '"feature_id"', '"message"',
    'POST /api/v1/face/recognize', '"matches"', '"confidence"', 'offline SDK', 'LANDMARK_COUNT = 106', 'MATCH_THRESHOLD = 0.85',
  ],
  'headshots-generator': [
    'POST /create-headshot', 'Authorization: Bearer', '"gender"', '"background"', '"clothing-style"', '"clothing-color"', '"image_url"', '"age"', '"glasses"',
  ],
  'pid-symbol-detection': ['"boxes"', '"scores"', '"labels"', '"left"', '"top"', '"width"', '"height"', '"text"', '"conf"', 'CONFIDENCE_THRESHOLD = 0.5'],
  'psychiatrist-evaluation': [
    'Audio extraction', 'Speech to text', 'Rule-based analysis', 'Report generation', 'MP4', 'AVI', 'MP3', 'WAV', 'project name',
    'Encouragers', '15%', 'Open-ended questions', '20%', 'Empathic response', '10%', 'nine communication techniques', 'SPEECH_MODEL_SIZE = "base"',
  ],
  'speech-to-text': ['WAV', 'Speech to text', 'Summary', 'Speech', 'SPEECH_RATE = 150', 'SPEECH_VOLUME = 1.0', 'SAMPLE_WORD_COUNT = 10', 'SUMMARY_MIN_LENGTH = 25', 'BART'],
  'nails-segmentation': [
    'segmentation-label format', 'class id', 'x/y pairs', 'nail region', 'one class', '500+', '70/20/10', 'EPOCHS = 50', '640x640', '98.5%', '98.2%', 'IoU', '25 FPS',
  ],
  'invisible-watermark': ['Haar wavelet', 'error correction', 'pywt.dwt2', '"haar"', 'pywt.idwt2'],
  gamble: [
    'ten-step', 'red/black', 'After a loss it moves to the next position', 'after a win, or when the sequence runs out, it returns to the start',
    'MAX_ATTEMPTS = 10', '~50%', '6,500+', '50.43%', '50.17%', '50.06%', '~1.99', 'length 3 to 10', 'above 50%',
    '"total_wins"', '"win_rate"', '"max_try"', '"average_try"', '"pattern"', 'R and B', 'Outcome,Prediction,Win?,Attempts',
  ],
  'cv-parser': [
    'POST /parse', 'name="cv"', 'multipart/form-data; boundary=', '--cv-upload--', 'PDF', 'Word', 'image', '200', '400', '"status": "error"', '"status_code": "no_cv"', '"message": "No CV provided"', '97.5%', '99.2%', '3 s',
  ],
  'audio-content-filter': ['learning_rate: float = 0.0001', 'batch_size: int = 16', 'epochs: int = 100', 'dropout: float = 0.8'],
  'qr-code-protection': ['NOISE_MEAN = 0', 'NOISE_STD = 100', 'SSIM_SIGMA = 1.5', 'SSIM_DATA_RANGE = 255'],
  'thai-license-plate-recognition': ['reported three figures: 95.8%, 92.3% and 89.5%'],
  'bank-book-ocr': ['base64', '98.5%', '97.2%', '1.8 s', 'CONFIDENCE_THRESHOLD = 0.2', 'OVERLAP_THRESHOLD = 0.45', '"code": 501', '"signature"'],
  'thai-driving-license-ocr': [
    '"name"', '"license_number"', '"date_of_birth"', '"id_number"', '"issue_date"', '"expiry_date"', '"province"', '"license_type"', 'validation_status', 'confidence',
    'JPG', 'PNG', 'GIF', '6MB', 'POST /file', 'POST /base64', '96.5%', '98.2%', '2.8s', 'descriptive error',
  ],
  'water-meter-ocr': [
    '"usage"', '"cost"', '"previous_reading"', '"current_reading"', 'POST /file', 'POST /base64', 'POST /calculate', 'POST /batch',
    'CONFIDENCE_THRESHOLD = 0.3', 'OVERLAP_THRESHOLD = 0.45', '98.2%', 'under 2 seconds',
    '["Up to 10","0.5"]', '["Next 20 (to 30)","0.8"]', '["Above 30","1.2"]', 'min(units, 10) * 0.5', 'min(max(units - 10, 0), 20) * 0.8', 'max(units - 30, 0) * 1.2', ', 2)',
    'ROLLOVER = 10000', 'current_reading + ROLLOVER - previous_reading',
  ],
  'signature-detection': [
    'save_signature', 'verify_signature', 'up to 3', 'above 35', '(300, 100)', 'structural similarity', 'contour shape', 'SIMILARITY_THRESHOLD = 0.7', 'SHAPE_THRESHOLD = 0.6',
    'DETECTION_CONFIDENCE = 0.2', '0.35', 'MODEL_IMAGE_SIZE = 640', '["confidence"] * 100 > KEEP_ABOVE_PERCENT', '0–1 scale', 'percentage (0–100)', 'percentage', '2 decimals', '96.5%', '94.2%', 'descriptive error',
  ],
  'document-classification': ['reported three figures: 95.8%, 97.2% and 94.5%'],
  'logistics-driver-management': ['"ID", "DayOfWeek", "Carrier_Name"', 'raw.drop(columns=DROPPED_COLUMNS)', 'web application'],
};

async function pageText(slug: Slug): Promise<{ content: CaseStudyContent; text: string }> {
  const content = (await CASE_STUDIES[slug].content()).default;
  const record = PROJECTS.find((p) => p.slug === slug)!;
  return { content, text: JSON.stringify({ record, content }).replace(/\\n/g, '\n').replace(/\\"/g, '"').toLowerCase() };
}

describe('case-study content', () => {
  it('has facts for every page of the spec, each a case-study folder', () => {
    expect(Object.keys(FACTS).sort()).toEqual([...SPEC_ROUTES].sort());
    for (const slug of Object.keys(FACTS)) expect(SLUGS).toContain(slug);
  });

  for (const slug of Object.keys(FACTS) as Slug[]) {
    it(`${slug} states every fact the spec gives for it`, async () => {
      const { text } = await pageText(slug);
      const missing = FACTS[slug]!.filter((fact) => !text.includes(fact.toLowerCase()));
      expect(missing).toEqual([]);
    });
  }

  it('uses the three overview cards and the closing of case-study spec §2 on every page', async () => {
    for (const slug of SLUGS) {
      const { content } = await pageText(slug);
      expect(content.overview.cards, slug).toHaveLength(3);
      for (const card of content.overview.cards) {
        expect(['Architecture', 'Key Features', 'Data Output', 'Report Types', 'Upload Methods', 'Data Sources', 'Data & Results'], slug).toContain(card.title);
      }
      const closing = slug === 'review-scraper' ? 'analysis-services' : slug === 'psychiatrist-evaluation' ? 'request-demo' : 'services-contact';
      expect(content.closing, slug).toBe(closing);
    }
  });

  it('has a demo link only where a Sample Output section with id demo exists: the video-automation and betting-pattern pages', async () => {
    const withDemo: string[] = [];
    for (const slug of SLUGS) {
      const { content } = await pageText(slug);
      const demoSections = (content.extraSections ?? []).filter((s) => s.id === 'demo');
      expect(Boolean(content.demoLabel), slug).toBe(demoSections.length === 1);
      if (demoSections.length) {
        expect(demoSections[0]!.title).toBe('Sample Output');
        withDemo.push(slug);
      }
    }
    expect(withDemo.filter((slug) => SPEC_ROUTES.includes(slug))).toEqual(['youtube-automation', 'gamble']);
  });

  it('puts the Disease Categories section on the skin page only', async () => {
    for (const slug of SLUGS) {
      const { content } = await pageText(slug);
      const has = (content.extraSections ?? []).some((s) => s.title === 'Disease Categories');
      if (SPEC_ROUTES.includes(slug)) expect(has, slug).toBe(slug === 'skin-disease-classification');
    }
  });

  it('has at least one code sample on every page', async () => {
    for (const slug of SLUGS) {
      const { content } = await pageText(slug);
      const blocks = [...content.technical.subsections, ...(content.extraSections ?? []).flatMap((s) => s.subsections)].flatMap((s) => s.blocks);
      if (!['thai-license-plate-recognition', 'document-classification'].includes(slug)) {
        expect(
          blocks.some((b) => b.kind === 'code'),
          slug,
        ).toBe(true);
      }
    }
  });
});

/** Case-study spec §3: the 13 projects whose dates "are not shown". */
const UNDATED: readonly Slug[] = [
  'vehicle-tracking',
  'vehicle-classification',
  'face-shape-prediction',
  'face-recognition',
  'headshots-generator',
  'psychiatrist-evaluation',
  'speech-to-text',
  'gamble',
  'cv-parser',
  'qr-code-protection',
  'thai-license-plate-recognition',
  'bank-book-ocr',
  'document-classification',
];

/** Wording that reads as a summary of a document, or hides the services the titles name. */
const BANNED_PHRASES = [
  'described',
  'describes',
  'write-up',
  'the spec',
  'specification',
  'is said to',
  'are said to',
  'not shown',
  'documented',
  'according to',
  'the video platform',
  'the booking site',
  'the booking-site',
  'headline result',
  'reported result:',
  'what is being said',
  'routing',
  'routed',
  'views for drivers',
  'dashboards',
  'dense network',
  'licence',
  'assumption',
  'this project',
];

/** Figures whose measure the spec does not name: they appear only in a sentence that calls them reported. */
const UNLABELLED_FIGURES: Partial<Record<Slug, string[]>> = {
  'thai-license-plate-recognition': ['95.8%', '92.3%', '89.5%'],
  'document-classification': ['95.8%', '97.2%', '94.5%'],
  'bank-book-ocr': ['98.5%', '97.2%'],
  'water-meter-ocr': ['98.2%'],
  'skin-disease-classification': ['98.7%', '97.9%', '98.2%'],
};

const GENERIC_LABELS = /^(reported result|result|results|figure|value|score|headline)s?$/i;

function allBlocks(content: CaseStudyContent): Block[] {
  return [...content.technical.subsections, ...(content.extraSections ?? []).flatMap((s) => s.subsections)].flatMap((s) => s.blocks);
}

/** Every visitor-facing sentence of a page: record, overview, sections, blocks (code included). */
function copyOf(slug: Slug, content: CaseStudyContent): string[] {
  const record = PROJECTS.find((p) => p.slug === slug)!;
  const texts = [record.title, record.overview, record.shortDescription, ...record.tags, content.overview.intro, content.technical.intro];
  for (const card of content.overview.cards) texts.push(card.title, ...card.items);
  for (const sub of [...content.technical.subsections, ...(content.extraSections ?? []).flatMap((s) => s.subsections)]) texts.push(sub.title);
  for (const section of content.extraSections ?? []) if (section.intro) texts.push(section.intro);
  for (const block of allBlocks(content)) {
    if (block.kind === 'paragraph') texts.push(block.text);
    if (block.kind === 'list') texts.push(...block.items);
    if (block.kind === 'code') texts.push(block.title, block.code, block.note ?? '');
    if (block.kind === 'figures') texts.push(...block.items.flatMap((i) => [i.value, i.label]), block.note ?? '');
    if (block.kind === 'table') texts.push(block.caption, ...block.columns, ...block.rows.flat());
    if (block.kind === 'pipeline') texts.push(...block.steps.flatMap((st) => [st.title, st.text]));
  }
  return texts;
}

describe('case-study copy a client can trust', () => {
  it('gives no date to the 13 projects whose dates the spec does not show, and keeps the other 14', () => {
    for (const p of PROJECTS.filter((x) => SPEC_ROUTES.includes(x.slug))) expect(p.worked_on === undefined, p.slug).toBe(UNDATED.includes(p.slug));
  });

  for (const slug of SLUGS) {
    it(`${slug}: no spec phrasing or claim beyond the spec in the copy`, async () => {
      const { content } = await pageText(slug);
      const text = copyOf(slug, content).join('\n').toLowerCase();
      expect(BANNED_PHRASES.filter((phrase) => text.includes(phrase))).toEqual([]);
    });

    it(`${slug}: every figure says what it measures, or is called reported in a sentence`, async () => {
      const { content } = await pageText(slug);
      const blocks = allBlocks(content);
      for (const block of blocks.filter((b) => b.kind === 'figures')) {
        for (const item of block.items) {
          expect(item.label, `${slug} ${item.value}`).not.toMatch(GENERIC_LABELS);
          expect(item.label.trim().length, `${slug} ${item.value}`).toBeGreaterThan(2);
          expect(UNLABELLED_FIGURES[slug] ?? [], `${slug}: ${item.value} has no measure in the spec, so no tile`).not.toContain(item.value);
        }
      }
      const sentences = blocks.filter((b) => b.kind === 'paragraph').map((b) => b.text);
      for (const figure of UNLABELLED_FIGURES[slug] ?? []) {
        expect(
          sentences.some((t) => t.includes(figure) && /\breported\b/i.test(t)),
          `${slug}: ${figure}`,
        ).toBe(true);
      }
    });
  }

  it('lists the skin classes once, in the Disease Categories section', async () => {
    const { content } = await pageText('skin-disease-classification');
    const text = copyOf('skin-disease-classification', content).join('\n').toLowerCase();
    expect(text.split('dermatofibroma').length - 1).toBe(1);
  });

  it('quotes no number as a string in JSON samples', async () => {
    for (const slug of SLUGS) {
      const { content } = await pageText(slug);
      for (const block of allBlocks(content)) {
        if (block.kind === 'code' && block.language === 'json') {
          expect(block.code, `${slug}: ${block.title}`).not.toMatch(
            /"(confidence|score|rate|bmi|inference_time|total_\w+|win_rate|max_try|average_try|usage|cost|\w+_reading|sentiment_score|combinedScore|rating|rating_stars|left|top|width|height|conf)":\s*"/,
          );
          expect(block.code, `${slug}: ${block.title}`).not.toMatch(/"<[xy][12]>"/);
        }
        if (block.kind === 'code') expect(block.code, `${slug}: ${block.title}`).not.toMatch(/=\s*"\d[^"]*"/);
      }
    }
  });

  it('has no trivial one-flag code sample', async () => {
    for (const slug of SLUGS) {
      const { content } = await pageText(slug);
      for (const block of allBlocks(content)) if (block.kind === 'code') expect(block.code, slug).not.toMatch(/^\w+ = (True|False)\b/m);
    }
  });

  it('does not list hyperparameters as Key Features', async () => {
    for (const slug of SLUGS) {
      const { content } = await pageText(slug);
      const features = content.overview.cards.find((c) => c.title === 'Key Features')?.items.join(' ') ?? '';
      expect(features, slug).not.toMatch(/learning rate|batch(es)? of|epochs|dropout|min(imum)? length|threshold/i);
    }
  });
});
