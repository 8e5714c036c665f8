import { describe, expect, it } from 'vitest';
import { PROJECTS } from '../../data/projects';
import { SLUGS, type Slug } from '../../data/types';
import { CONTENT_LOADERS } from './contentLoaders';
import { CONTENT_SOURCES } from './contentSources';
import type { CaseStudyContent } from './contentTypes';

/**
 * 001 §3–9, page by page: every data shape, pipeline step, rule, parameter and claimed figure that must
 * appear on the page (matched in its content or its record, case-insensitively).
 */
const FACTS: Record<Slug, string[]> = {
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
    '7 classes', '98.7%', '97.9%', '98.2%', 'dense network', 'VGG19', 'ResNet', '(-45, 45)', 'horizontal_flip_probability": 0.5', 'max_translation_pixels": 10', '70/20/10',
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
  'invisible-watermark': ['Haar wavelet', 'error correction'],
  gamble: [
    'ten-step', 'red/black', 'After a loss it moves to the next position', 'after a win, or when the sequence runs out, it returns to the start',
    'MAX_ATTEMPTS = 10', '~50%', '6,500+', '50.43%', '50.17%', '50.06%', '~1.99', 'length 3 to 10', 'above 50%',
    '"total_wins"', '"win_rate"', '"max_try"', '"average_try"', '"pattern"', 'R and B', 'Outcome,Prediction,Win?,Attempts',
  ],
  'cv-parser': [
    'POST /parse', 'cv = ', 'PDF', 'Word', 'image', '200', '400', '"status": "error"', '"status_code": "no_cv"', '"message": "No CV provided"', '97.5%', '99.2%', '3 s',
  ],
  'audio-content-filter': ['LEARNING_RATE = 0.0001', 'BATCH_SIZE = 16', 'EPOCHS = 100', 'DROPOUT = 0.8'],
  'qr-code-protection': ['NOISE_MEAN = 0', 'NOISE_STD = 100', 'SSIM_SIGMA = 1.5', 'SSIM_DATA_RANGE = 255'],
  'thai-license-plate-recognition': ['95.8%', '92.3%', '89.5%'],
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
    'DETECTION_CONFIDENCE = 0.2', '0.35', 'MODEL_IMAGE_SIZE = 640', 'percentage', '2 decimals', '96.5%', '94.2%', 'descriptive error',
  ],
  'document-classification': ['95.8%', '97.2%', '94.5%'],
  'logistics-driver-management': ['"ID", "DayOfWeek", "Carrier_Name"'],
};

async function pageText(slug: Slug): Promise<{ content: CaseStudyContent; text: string }> {
  const content = (await CONTENT_SOURCES[slug]()).default;
  const record = PROJECTS.find((p) => p.slug === slug)!;
  return { content, text: JSON.stringify({ record, content }).replace(/\\n/g, '\n').replace(/\\"/g, '"').toLowerCase() };
}

describe('case-study content', () => {
  it('exists for exactly the 27 slugs', () => {
    expect(Object.keys(CONTENT_LOADERS).sort()).toEqual([...SLUGS].sort());
    expect(Object.keys(FACTS).sort()).toEqual([...SLUGS].sort());
  });

  for (const slug of SLUGS) {
    it(`${slug} states every fact the spec gives for it`, async () => {
      const { text } = await pageText(slug);
      const missing = FACTS[slug].filter((fact) => !text.includes(fact.toLowerCase()));
      expect(missing).toEqual([]);
    });
  }

  it('uses the three overview cards and the closing of 001 §2 on every page', async () => {
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
    expect(withDemo).toEqual(['youtube-automation', 'gamble']);
  });

  it('puts the Disease Categories section on the skin page only', async () => {
    for (const slug of SLUGS) {
      const { content } = await pageText(slug);
      const has = (content.extraSections ?? []).some((s) => s.title === 'Disease Categories');
      expect(has, slug).toBe(slug === 'skin-disease-classification');
    }
  });

  it('has at least one code sample on every page', async () => {
    for (const slug of SLUGS) {
      const { content } = await pageText(slug);
      const blocks = [...content.technical.subsections, ...(content.extraSections ?? []).flatMap((s) => s.subsections)].flatMap((s) => s.blocks);
      if (!['thai-license-plate-recognition', 'document-classification'].includes(slug)) {
        expect(blocks.some((b) => b.kind === 'code'), slug).toBe(true);
      }
    }
  });
});
