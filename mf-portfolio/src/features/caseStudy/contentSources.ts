import type { Slug } from '../../data/types';
import type { CaseStudyContent } from './contentTypes';

type Source = () => Promise<{ default: CaseStudyContent }>;

/** The authored content of each page, without highlights (read by scripts/highlight.ts and the facts tests). */
export const CONTENT_SOURCES: Record<Slug, Source> = {
  'google-maps-scraper': () => import(/* webpackChunkName: "case-google-maps-scraper" */ './content/google-maps-scraper'),
  'review-scraper': () => import(/* webpackChunkName: "case-review-scraper" */ './content/review-scraper'),
  'review-analysis': () => import(/* webpackChunkName: "case-review-analysis" */ './content/review-analysis'),
  vudencai: () => import(/* webpackChunkName: "case-vudencai" */ './content/vudencai'),
  'skin-disease-classification': () => import(/* webpackChunkName: "case-skin-disease-classification" */ './content/skin-disease-classification'),
  'vehicle-tracking': () => import(/* webpackChunkName: "case-vehicle-tracking" */ './content/vehicle-tracking'),
  'vehicle-classification': () => import(/* webpackChunkName: "case-vehicle-classification" */ './content/vehicle-classification'),
  'youtube-automation': () => import(/* webpackChunkName: "case-youtube-automation" */ './content/youtube-automation'),
  'face-shape-prediction': () => import(/* webpackChunkName: "case-face-shape-prediction" */ './content/face-shape-prediction'),
  'face-recognition': () => import(/* webpackChunkName: "case-face-recognition" */ './content/face-recognition'),
  'headshots-generator': () => import(/* webpackChunkName: "case-headshots-generator" */ './content/headshots-generator'),
  'pid-symbol-detection': () => import(/* webpackChunkName: "case-pid-symbol-detection" */ './content/pid-symbol-detection'),
  'psychiatrist-evaluation': () => import(/* webpackChunkName: "case-psychiatrist-evaluation" */ './content/psychiatrist-evaluation'),
  'speech-to-text': () => import(/* webpackChunkName: "case-speech-to-text" */ './content/speech-to-text'),
  'nails-segmentation': () => import(/* webpackChunkName: "case-nails-segmentation" */ './content/nails-segmentation'),
  'invisible-watermark': () => import(/* webpackChunkName: "case-invisible-watermark" */ './content/invisible-watermark'),
  gamble: () => import(/* webpackChunkName: "case-gamble" */ './content/gamble'),
  'cv-parser': () => import(/* webpackChunkName: "case-cv-parser" */ './content/cv-parser'),
  'audio-content-filter': () => import(/* webpackChunkName: "case-audio-content-filter" */ './content/audio-content-filter'),
  'qr-code-protection': () => import(/* webpackChunkName: "case-qr-code-protection" */ './content/qr-code-protection'),
  'thai-license-plate-recognition': () => import(/* webpackChunkName: "case-thai-license-plate-recognition" */ './content/thai-license-plate-recognition'),
  'bank-book-ocr': () => import(/* webpackChunkName: "case-bank-book-ocr" */ './content/bank-book-ocr'),
  'thai-driving-license-ocr': () => import(/* webpackChunkName: "case-thai-driving-license-ocr" */ './content/thai-driving-license-ocr'),
  'water-meter-ocr': () => import(/* webpackChunkName: "case-water-meter-ocr" */ './content/water-meter-ocr'),
  'signature-detection': () => import(/* webpackChunkName: "case-signature-detection" */ './content/signature-detection'),
  'document-classification': () => import(/* webpackChunkName: "case-document-classification" */ './content/document-classification'),
  'logistics-driver-management': () => import(/* webpackChunkName: "case-logistics-driver-management" */ './content/logistics-driver-management'),
};
