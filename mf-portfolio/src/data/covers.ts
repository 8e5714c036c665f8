// Written by scripts/generateCovers.ts. `?url` keeps each cover a file served by this remote, never inlined.
import googleMapsScraper from '../assets/covers/google-maps-scraper.svg?url';
import reviewScraper from '../assets/covers/review-scraper.svg?url';
import reviewAnalysis from '../assets/covers/review-analysis.svg?url';
import vudencai from '../assets/covers/vudencai.svg?url';
import skinDiseaseClassification from '../assets/covers/skin-disease-classification.svg?url';
import vehicleTracking from '../assets/covers/vehicle-tracking.svg?url';
import vehicleClassification from '../assets/covers/vehicle-classification.svg?url';
import youtubeAutomation from '../assets/covers/youtube-automation.svg?url';
import faceShapePrediction from '../assets/covers/face-shape-prediction.svg?url';
import faceRecognition from '../assets/covers/face-recognition.svg?url';
import headshotsGenerator from '../assets/covers/headshots-generator.svg?url';
import pidSymbolDetection from '../assets/covers/pid-symbol-detection.svg?url';
import psychiatristEvaluation from '../assets/covers/psychiatrist-evaluation.svg?url';
import speechToText from '../assets/covers/speech-to-text.svg?url';
import nailsSegmentation from '../assets/covers/nails-segmentation.svg?url';
import invisibleWatermark from '../assets/covers/invisible-watermark.svg?url';
import gamble from '../assets/covers/gamble.svg?url';
import cvParser from '../assets/covers/cv-parser.svg?url';
import audioContentFilter from '../assets/covers/audio-content-filter.svg?url';
import qrCodeProtection from '../assets/covers/qr-code-protection.svg?url';
import thaiLicensePlateRecognition from '../assets/covers/thai-license-plate-recognition.svg?url';
import bankBookOcr from '../assets/covers/bank-book-ocr.svg?url';
import thaiDrivingLicenseOcr from '../assets/covers/thai-driving-license-ocr.svg?url';
import waterMeterOcr from '../assets/covers/water-meter-ocr.svg?url';
import signatureDetection from '../assets/covers/signature-detection.svg?url';
import documentClassification from '../assets/covers/document-classification.svg?url';
import logisticsDriverManagement from '../assets/covers/logistics-driver-management.svg?url';
import type { Slug } from './types';

/** The address of each project's cover image, resolved against wherever this remote is served from. */
export const COVERS: Record<Slug, string> = {
  'google-maps-scraper': googleMapsScraper,
  'review-scraper': reviewScraper,
  'review-analysis': reviewAnalysis,
  vudencai: vudencai,
  'skin-disease-classification': skinDiseaseClassification,
  'vehicle-tracking': vehicleTracking,
  'vehicle-classification': vehicleClassification,
  'youtube-automation': youtubeAutomation,
  'face-shape-prediction': faceShapePrediction,
  'face-recognition': faceRecognition,
  'headshots-generator': headshotsGenerator,
  'pid-symbol-detection': pidSymbolDetection,
  'psychiatrist-evaluation': psychiatristEvaluation,
  'speech-to-text': speechToText,
  'nails-segmentation': nailsSegmentation,
  'invisible-watermark': invisibleWatermark,
  gamble: gamble,
  'cv-parser': cvParser,
  'audio-content-filter': audioContentFilter,
  'qr-code-protection': qrCodeProtection,
  'thai-license-plate-recognition': thaiLicensePlateRecognition,
  'bank-book-ocr': bankBookOcr,
  'thai-driving-license-ocr': thaiDrivingLicenseOcr,
  'water-meter-ocr': waterMeterOcr,
  'signature-detection': signatureDetection,
  'document-classification': documentClassification,
  'logistics-driver-management': logisticsDriverManagement,
};
