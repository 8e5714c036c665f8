import type { Slug } from '../../data/types';
import type { CaseStudyContent, PageHighlights } from './contentTypes';
import { withHighlights } from './withHighlights';

type Loader = () => Promise<{ default: CaseStudyContent }>;

const page = (content: Promise<{ default: CaseStudyContent }>, highlights: Promise<{ default: PageHighlights }>): Promise<{ default: CaseStudyContent }> =>
  Promise.all([content, highlights]).then(([c, h]) => ({ default: withHighlights(c.default, h.default) }));

/**
 * One chunk per page (named case-<slug>): opening a case study downloads only its own content and the colours
 * of its code samples, highlighted at build time.
 */
export const CONTENT_LOADERS: Record<Slug, Loader> = {
  'google-maps-scraper': () =>
    page(
      import(/* webpackChunkName: "case-google-maps-scraper" */ './content/google-maps-scraper'),
      import(/* webpackChunkName: "case-google-maps-scraper" */ './highlighted/google-maps-scraper'),
    ),
  'review-scraper': () =>
    page(
      import(/* webpackChunkName: "case-review-scraper" */ './content/review-scraper'),
      import(/* webpackChunkName: "case-review-scraper" */ './highlighted/review-scraper'),
    ),
  'review-analysis': () =>
    page(
      import(/* webpackChunkName: "case-review-analysis" */ './content/review-analysis'),
      import(/* webpackChunkName: "case-review-analysis" */ './highlighted/review-analysis'),
    ),
  vudencai: () =>
    page(import(/* webpackChunkName: "case-vudencai" */ './content/vudencai'), import(/* webpackChunkName: "case-vudencai" */ './highlighted/vudencai')),
  'skin-disease-classification': () =>
    page(
      import(/* webpackChunkName: "case-skin-disease-classification" */ './content/skin-disease-classification'),
      import(/* webpackChunkName: "case-skin-disease-classification" */ './highlighted/skin-disease-classification'),
    ),
  'vehicle-tracking': () =>
    page(
      import(/* webpackChunkName: "case-vehicle-tracking" */ './content/vehicle-tracking'),
      import(/* webpackChunkName: "case-vehicle-tracking" */ './highlighted/vehicle-tracking'),
    ),
  'vehicle-classification': () =>
    page(
      import(/* webpackChunkName: "case-vehicle-classification" */ './content/vehicle-classification'),
      import(/* webpackChunkName: "case-vehicle-classification" */ './highlighted/vehicle-classification'),
    ),
  'youtube-automation': () =>
    page(
      import(/* webpackChunkName: "case-youtube-automation" */ './content/youtube-automation'),
      import(/* webpackChunkName: "case-youtube-automation" */ './highlighted/youtube-automation'),
    ),
  'face-shape-prediction': () =>
    page(
      import(/* webpackChunkName: "case-face-shape-prediction" */ './content/face-shape-prediction'),
      import(/* webpackChunkName: "case-face-shape-prediction" */ './highlighted/face-shape-prediction'),
    ),
  'face-recognition': () =>
    page(
      import(/* webpackChunkName: "case-face-recognition" */ './content/face-recognition'),
      import(/* webpackChunkName: "case-face-recognition" */ './highlighted/face-recognition'),
    ),
  'headshots-generator': () =>
    page(
      import(/* webpackChunkName: "case-headshots-generator" */ './content/headshots-generator'),
      import(/* webpackChunkName: "case-headshots-generator" */ './highlighted/headshots-generator'),
    ),
  'pid-symbol-detection': () =>
    page(
      import(/* webpackChunkName: "case-pid-symbol-detection" */ './content/pid-symbol-detection'),
      import(/* webpackChunkName: "case-pid-symbol-detection" */ './highlighted/pid-symbol-detection'),
    ),
  'psychiatrist-evaluation': () =>
    page(
      import(/* webpackChunkName: "case-psychiatrist-evaluation" */ './content/psychiatrist-evaluation'),
      import(/* webpackChunkName: "case-psychiatrist-evaluation" */ './highlighted/psychiatrist-evaluation'),
    ),
  'speech-to-text': () =>
    page(
      import(/* webpackChunkName: "case-speech-to-text" */ './content/speech-to-text'),
      import(/* webpackChunkName: "case-speech-to-text" */ './highlighted/speech-to-text'),
    ),
  'nails-segmentation': () =>
    page(
      import(/* webpackChunkName: "case-nails-segmentation" */ './content/nails-segmentation'),
      import(/* webpackChunkName: "case-nails-segmentation" */ './highlighted/nails-segmentation'),
    ),
  'invisible-watermark': () =>
    page(
      import(/* webpackChunkName: "case-invisible-watermark" */ './content/invisible-watermark'),
      import(/* webpackChunkName: "case-invisible-watermark" */ './highlighted/invisible-watermark'),
    ),
  gamble: () => page(import(/* webpackChunkName: "case-gamble" */ './content/gamble'), import(/* webpackChunkName: "case-gamble" */ './highlighted/gamble')),
  'cv-parser': () =>
    page(import(/* webpackChunkName: "case-cv-parser" */ './content/cv-parser'), import(/* webpackChunkName: "case-cv-parser" */ './highlighted/cv-parser')),
  'audio-content-filter': () =>
    page(
      import(/* webpackChunkName: "case-audio-content-filter" */ './content/audio-content-filter'),
      import(/* webpackChunkName: "case-audio-content-filter" */ './highlighted/audio-content-filter'),
    ),
  'qr-code-protection': () =>
    page(
      import(/* webpackChunkName: "case-qr-code-protection" */ './content/qr-code-protection'),
      import(/* webpackChunkName: "case-qr-code-protection" */ './highlighted/qr-code-protection'),
    ),
  'thai-license-plate-recognition': () =>
    page(
      import(/* webpackChunkName: "case-thai-license-plate-recognition" */ './content/thai-license-plate-recognition'),
      import(/* webpackChunkName: "case-thai-license-plate-recognition" */ './highlighted/thai-license-plate-recognition'),
    ),
  'bank-book-ocr': () =>
    page(
      import(/* webpackChunkName: "case-bank-book-ocr" */ './content/bank-book-ocr'),
      import(/* webpackChunkName: "case-bank-book-ocr" */ './highlighted/bank-book-ocr'),
    ),
  'thai-driving-license-ocr': () =>
    page(
      import(/* webpackChunkName: "case-thai-driving-license-ocr" */ './content/thai-driving-license-ocr'),
      import(/* webpackChunkName: "case-thai-driving-license-ocr" */ './highlighted/thai-driving-license-ocr'),
    ),
  'water-meter-ocr': () =>
    page(
      import(/* webpackChunkName: "case-water-meter-ocr" */ './content/water-meter-ocr'),
      import(/* webpackChunkName: "case-water-meter-ocr" */ './highlighted/water-meter-ocr'),
    ),
  'signature-detection': () =>
    page(
      import(/* webpackChunkName: "case-signature-detection" */ './content/signature-detection'),
      import(/* webpackChunkName: "case-signature-detection" */ './highlighted/signature-detection'),
    ),
  'document-classification': () =>
    page(
      import(/* webpackChunkName: "case-document-classification" */ './content/document-classification'),
      import(/* webpackChunkName: "case-document-classification" */ './highlighted/document-classification'),
    ),
  'logistics-driver-management': () =>
    page(
      import(/* webpackChunkName: "case-logistics-driver-management" */ './content/logistics-driver-management'),
      import(/* webpackChunkName: "case-logistics-driver-management" */ './highlighted/logistics-driver-management'),
    ),
};
