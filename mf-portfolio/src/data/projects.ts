import type { ProjectRecord } from './types';

/**
 * The 27 case-study records (001 §2–3), in the spec's route order.
 *
 * Facts from the spec: slugs, the 14 page identifiers it names, the dates and categories of its table, the
 * three featured items. Assumptions (the spec leaves these open; each is marked `ASSUMPTION` below):
 * - the page identifier of a route: the spec lists 14 identifiers but not their routes; each is matched to the
 *   route its name describes, and the other 13 routes get identifiers built the same way from their names;
 * - the worked-on date of the 13 undated projects: a month within the period the dated projects span
 *   (January 2023 to April 2024), never two undated projects in the same month;
 * - the category of the undated projects: one of the categories the spec says were seen for them
 *   (computer-vision, gen-ai, nlp, data-analysis, image-processing), picked from what the page describes;
 * - 'Diagram symbol detection' in the spec's table is the P&ID page (the only diagram project), so it keeps
 *   the table's August 2023 although a later sentence counts P&ID among the undated projects;
 * - titles, tags, overviews and short descriptions are written for this site; three titles are the spec's;
 * - views: the spec names the field without values; every record starts at 0.
 */
export const PROJECTS: readonly ProjectRecord[] = [
  {
    id: 1,
    slug: 'google-maps-scraper',
    pageId: 'GoogleMapsScraper',
    title: 'Google Maps Business Scraper',
    featured: 'false',
    tags: ['Web Scraping', 'Python', 'Browser Automation', 'Lead Generation', 'Web Interface'],
    overview: 'Collects business listings from map search results into clean, structured records.',
    shortDescription:
      'A scraper that scrolls map search results and extracts each business listing — name, address, phone, website, rating, reviews, hours and status — plus a small web interface that requests reports.',
    worked_on: 'April 2023',
    category: 'web-scraping',
    route: '/portfolio/google-maps-scraper',
    views: 0,
  },
  {
    id: 2,
    slug: 'review-scraper',
    pageId: 'ReviewScraper',
    title: 'Hotel Review Scraper & Translator',
    featured: 'false',
    tags: ['Web Scraping', 'Translation', 'Language Detection', 'Python', 'Hospitality'],
    overview: 'Gathers hotel reviews page by page, translates them to English and merges them into one text per review.',
    shortDescription:
      'Scrapes guest reviews from a booking site in pages of 10, detects each text’s language, translates non-English reviews to English and combines the positive and negative parts into one review text.',
    worked_on: 'November 2023',
    category: 'web-scraping',
    route: '/portfolio/review-scraper',
    views: 0,
  },
  {
    id: 3,
    slug: 'review-analysis',
    pageId: 'ReviewAnalysis',
    title: 'Hotel Review Analysis & Reports',
    featured: 'false',
    tags: ['Sentiment Analysis', 'NLP', 'Reporting', 'Data Analysis', 'Hospitality'],
    overview: 'Scores every review’s sentiment and turns a hotel’s reviews into an SDR index and written reports.',
    shortDescription:
      'Classifies each hotel review as positive, neutral or negative, computes an SDR index from 0 to 100 that rewards replying to guests, and generates long (20+ pages) and short (5 pages) reports.',
    worked_on: 'October 2023',
    category: 'data-analysis',
    route: '/portfolio/review-analysis',
    views: 0,
  },
  {
    id: 4,
    slug: 'vudencai',
    pageId: 'VUDENCAI',
    title: 'VUDENCAI: SQL Injection Detection',
    featured: 'false',
    tags: ['Security', 'Deep Learning', 'Word Embeddings', 'SQL Injection', 'Code Analysis'],
    overview: 'A deep-learning detector that flags SQL-injection vulnerabilities in source code.',
    shortDescription:
      'Represents source code as 200-dimensional embeddings and classifies code as vulnerable to SQL injection or safe, reporting 96% accuracy, 94% precision and a 95% F1 score.',
    worked_on: 'January 2024',
    category: 'security',
    route: '/portfolio/vudencai',
    views: 0,
  },
  {
    id: 5,
    slug: 'skin-disease-classification',
    pageId: 'SkinDiseaseClassification',
    title: 'Skin Disease Classification',
    featured: 'false',
    tags: ['Medical AI', 'Image Classification', 'Deep Learning', 'VGG19', 'ResNet'],
    overview: 'Classifies images of skin lesions into seven diagnostic classes.',
    shortDescription:
      'Compares a dense network, VGG19 and ResNet for classifying skin-lesion images into 7 classes, from melanoma to vascular lesions, with augmentation and a 70/20/10 data split.',
    worked_on: 'December 2023',
    category: 'medical-ai',
    route: '/portfolio/skin-disease-classification',
    views: 0,
  },
  {
    id: 6,
    slug: 'vehicle-tracking',
    pageId: 'VehicleTracking', // ASSUMPTION: identifier built from the route's name
    title: 'Vehicle Tracking System',
    featured: 'false',
    tags: ['Object Detection', 'Multi-Object Tracking', 'Traffic Analytics', 'Python', 'Video'],
    overview: 'Detects and follows vehicles across up to 10 road segments in real time.',
    shortDescription:
      'Detects vehicles in video, tracks them across up to 10 road segments, merges broken tracks and recognises parked vehicles, reporting 98.2% detection and 95.7% tracking accuracy at 30 FPS.',
    worked_on: 'May 2023', // ASSUMPTION: date not shown in the spec
    category: 'computer-vision', // ASSUMPTION: category not shown in the spec
    route: '/portfolio/vehicle-tracking',
    views: 0,
  },
  {
    id: 7,
    slug: 'vehicle-classification',
    pageId: 'VehicleClassification', // ASSUMPTION: identifier built from the route's name
    title: 'Vehicle Classification System',
    featured: 'false',
    tags: ['Object Detection', 'Image Classification', 'Vehicle Recognition', 'Deep Learning', 'Python'],
    overview: 'Recognises a vehicle’s type, brand, viewing angle and colour from a single image.',
    shortDescription:
      'Detects vehicles, crops each one and classifies its type, brand (20+ manufacturers), angle and colour in about 150 ms, trained on 50,000+ images.',
    worked_on: 'September 2023', // ASSUMPTION: date not shown in the spec
    category: 'computer-vision', // ASSUMPTION: category not shown in the spec
    route: '/portfolio/vehicle-classification',
    views: 0,
  },
  {
    id: 8,
    slug: 'youtube-automation',
    pageId: 'YouTubeAutomation',
    title: 'YouTube Content Automation',
    featured: 'false',
    tags: ['Automation', 'Generative AI', 'Text-to-Speech', 'Video Generation', 'GPT-4o'],
    overview: 'Turns a topic into a finished, captioned video with narration, images and music, then uploads it.',
    shortDescription:
      'A five-step pipeline that writes a video script with GPT-4o or GPT-4o-mini, narrates it with one of 30+ voices, generates an image per scene, composes the video with captions and music, and uploads it now or on a schedule.',
    worked_on: 'March 2024',
    category: 'automation',
    route: '/portfolio/youtube-automation',
    views: 0,
  },
  {
    id: 9,
    slug: 'face-shape-prediction',
    pageId: 'FaceShapePrediction',
    title: 'Face Shape Prediction API',
    featured: 'false',
    tags: ['Facial Landmarks', 'Face Analysis', 'REST API', 'Deep Learning', 'Beauty Tech'],
    overview: 'An API that reads a face photo and returns face, jaw and cheek shape with age and gender.',
    shortDescription:
      'Locates 68 facial landmarks, classifies the face into six shapes and the jaw into four, and estimates age, gender and BMI through an API with key authentication and usage statistics.',
    worked_on: 'February 2024', // ASSUMPTION: date not shown in the spec
    category: 'computer-vision', // ASSUMPTION: category not shown in the spec
    route: '/portfolio/face-shape-prediction',
    views: 0,
  },
  {
    id: 10,
    slug: 'face-recognition',
    pageId: 'FaceRecognition',
    title: 'Face Recognition System',
    featured: 'true',
    tags: ['Face Recognition', 'Computer Vision', 'REST API', 'Offline SDK', 'Biometrics'],
    overview: 'Enrols faces with their metadata and recognises people from a single photo, online or offline.',
    shortDescription:
      'Stores face features with a person’s metadata and matches new photos against them using 106 facial landmarks and a default matching threshold of 0.85, through a REST API or an offline SDK.',
    worked_on: 'November 2023', // ASSUMPTION: date not shown in the spec
    category: 'computer-vision', // ASSUMPTION: category not shown in the spec
    route: '/portfolio/face-recognition',
    views: 0,
  },
  {
    id: 11,
    slug: 'headshots-generator',
    pageId: 'HeadshotsGenerator',
    title: 'AI Headshots Generator',
    featured: 'true',
    tags: ['Generative AI', 'Image Generation', 'REST API', 'Portraits', 'Personal Branding'],
    overview: 'Creates professional headshots from one photo, with the background, clothing and look you choose.',
    shortDescription:
      'An API that generates a professional headshot from a photo address, with options for gender, age, background, clothing style and colour, and glasses, secured by a bearer key.',
    worked_on: 'March 2024', // ASSUMPTION: date not shown in the spec
    category: 'gen-ai', // ASSUMPTION: category not shown in the spec
    route: '/portfolio/headshots-generator',
    views: 0,
  },
  {
    id: 12,
    slug: 'pid-symbol-detection',
    pageId: 'PIDSymbolDetection',
    title: 'P&ID Symbol Detection',
    featured: 'false',
    tags: ['Object Detection', 'OCR', 'Engineering Diagrams', 'P&ID', 'Digitisation'],
    overview: 'Finds symbols and reads text on piping and instrumentation diagrams.',
    shortDescription:
      'Detects the symbols of piping and instrumentation diagrams with a default confidence threshold of 0.5 and reads their text labels with OCR, returning boxes, scores, labels and positioned text.',
    worked_on: 'August 2023', // ASSUMPTION: the table's 'Diagram symbol detection' row is this page
    category: 'computer-vision',
    route: '/portfolio/pid-symbol-detection',
    views: 0,
  },
  {
    id: 13,
    slug: 'psychiatrist-evaluation',
    pageId: 'PsychiatristEvaluation',
    title: 'AI Psychiatrist Evaluation System',
    featured: 'true',
    tags: ['Speech-to-Text', 'NLP', 'Healthcare', 'Report Generation', 'Communication Skills'],
    overview: 'Evaluates recorded counselling sessions and reports how well nine communication techniques were used.',
    shortDescription:
      'Takes a session video or audio file, transcribes it, scores the use of nine communication techniques with weighted rules and generates an evaluation report.',
    worked_on: 'April 2024', // ASSUMPTION: date not shown in the spec
    category: 'nlp', // ASSUMPTION: category not shown in the spec
    route: '/portfolio/psychiatrist-evaluation',
    views: 0,
  },
  {
    id: 14,
    slug: 'speech-to-text',
    pageId: 'SpeechToText',
    title: 'AI Note Taker',
    featured: 'false',
    tags: ['Speech-to-Text', 'Summarisation', 'BART', 'Text-to-Speech', 'Productivity'],
    overview: 'Transcribes a recording, summarises it and reads the summary back aloud.',
    shortDescription:
      'A note taker that converts WAV recordings to text, condenses the transcript with a BART summariser and speaks the summary with adjustable rate and volume.',
    worked_on: 'December 2023', // ASSUMPTION: date not shown in the spec
    category: 'nlp', // ASSUMPTION: category not shown in the spec
    route: '/portfolio/speech-to-text',
    views: 0,
  },
  {
    id: 15,
    slug: 'nails-segmentation',
    pageId: 'NailSegmentation',
    title: 'Nail Segmentation',
    featured: 'false',
    tags: ['Instance Segmentation', 'Computer Vision', 'Beauty Tech', 'Polygon Annotation', 'Real-time'],
    overview: 'Outlines every fingernail in an image at pixel level, in real time.',
    shortDescription:
      'A segmentation model trained on 500+ annotated images at 640x640 that outlines nails, reporting 98.5% detection, 98.2% IoU and 25 FPS.',
    worked_on: 'July 2023',
    category: 'computer-vision',
    route: '/portfolio/nails-segmentation',
    views: 0,
  },
  {
    id: 16,
    slug: 'invisible-watermark',
    pageId: 'InvisibleWatermark', // ASSUMPTION: identifier built from the route's name
    title: 'Invisible Watermarking',
    featured: 'false',
    tags: ['Image Processing', 'Wavelets', 'Watermarking', 'Copyright Protection', 'Error Correction'],
    overview: 'Hides an ownership mark inside an image without changing how it looks.',
    shortDescription:
      'Embeds an invisible watermark in the Haar wavelet domain of an image and protects it with error correction, so the mark can be read back later.',
    worked_on: 'June 2023',
    category: 'image-processing',
    route: '/portfolio/invisible-watermark',
    views: 0,
  },
  {
    id: 17,
    slug: 'gamble',
    pageId: 'GambleSystem',
    title: 'Betting Pattern Analysis',
    featured: 'false',
    tags: ['Data Analysis', 'Simulation', 'Pattern Mining', 'Python', 'Statistics'],
    overview: 'Tests red/black betting sequences against recorded outcomes and ranks the patterns by win rate.',
    shortDescription:
      'Simulates a ten-step red/black betting sequence over 6,500+ recorded outcomes, searches patterns of length 3 to 10 and reports win rates, attempts and CSV simulations.',
    worked_on: 'January 2024', // ASSUMPTION: date not shown in the spec
    category: 'data-analysis', // ASSUMPTION: category not shown in the spec
    route: '/portfolio/gamble',
    views: 0,
  },
  {
    id: 18,
    slug: 'cv-parser',
    pageId: 'CVParser', // ASSUMPTION: identifier built from the route's name
    title: 'CV Parser API',
    featured: 'false',
    tags: ['Document AI', 'NLP', 'Resume Parsing', 'REST API', 'JSON Schema'],
    overview: 'Turns resumes in PDF, Word or image form into structured JSON.',
    shortDescription:
      'An API that accepts a resume as a PDF, Word document or image and returns it as structured JSON in under 3 seconds, reporting 97.5% accuracy and 99.2% schema compliance.',
    worked_on: 'October 2023', // ASSUMPTION: date not shown in the spec
    category: 'nlp', // ASSUMPTION: category not shown in the spec
    route: '/portfolio/cv-parser',
    views: 0,
  },
  {
    id: 19,
    slug: 'audio-content-filter',
    pageId: 'AudioContentFilter', // ASSUMPTION: identifier built from the route's name
    title: 'Audio Content Filter',
    featured: 'false',
    tags: ['Audio Classification', 'Deep Learning', 'Content Moderation', 'Python', 'Signal Processing'],
    overview: 'Listens to audio and flags content that should be filtered.',
    shortDescription:
      'A deep-learning audio classifier that flags unwanted content, trained for 100 epochs with a learning rate of 0.0001, batches of 16 and dropout of 0.8.',
    worked_on: 'April 2024',
    category: 'audio-processing',
    route: '/portfolio/audio-content-filter',
    views: 0,
  },
  {
    id: 20,
    slug: 'qr-code-protection',
    pageId: 'QRCodeProtection', // ASSUMPTION: identifier built from the route's name
    title: 'QR Code Protection',
    featured: 'false',
    tags: ['Image Processing', 'Anti-Counterfeiting', 'SSIM', 'QR Codes', 'Python'],
    overview: 'Protects QR codes against copying with a noise signature that can be verified later.',
    shortDescription:
      'Adds a random noise signature (mean 0, standard deviation 100) to QR codes and compares codes with the original using structural similarity (SSIM).',
    worked_on: 'June 2023', // ASSUMPTION: date not shown in the spec
    category: 'image-processing', // ASSUMPTION: category not shown in the spec
    route: '/portfolio/qr-code-protection',
    views: 0,
  },
  {
    id: 21,
    slug: 'thai-license-plate-recognition',
    pageId: 'ThaiLicensePlateRecognition', // ASSUMPTION: identifier built from the route's name
    title: 'Thai License Plate Recognition',
    featured: 'false',
    tags: ['ANPR', 'OCR', 'Object Detection', 'Thai Language', 'Traffic'],
    overview: 'Finds Thai licence plates in images and reads their characters.',
    shortDescription:
      'Detects Thai licence plates and reads their characters, with headline results of 95.8%, 92.3% and 89.5%.',
    worked_on: 'March 2023', // ASSUMPTION: date not shown in the spec
    category: 'computer-vision', // ASSUMPTION: category not shown in the spec
    route: '/portfolio/thai-license-plate-recognition',
    views: 0,
  },
  {
    id: 22,
    slug: 'bank-book-ocr',
    pageId: 'BankBookOCR', // ASSUMPTION: identifier built from the route's name
    title: 'Bank Book OCR',
    featured: 'false',
    tags: ['OCR', 'Document AI', 'Object Detection', 'Banking', 'REST API'],
    overview: 'Reads account details from photos of bank books and checks that they are signed.',
    shortDescription:
      'Extracts the fields of a bank book from a base64 image and reports a missing signature, with headline results of 98.5% and 97.2% and 1.8 s per image.',
    worked_on: 'August 2023', // ASSUMPTION: date not shown in the spec
    category: 'computer-vision', // ASSUMPTION: category not shown in the spec
    route: '/portfolio/bank-book-ocr',
    views: 0,
  },
  {
    id: 23,
    slug: 'thai-driving-license-ocr',
    pageId: 'ThaiDrivingLicenseOCR', // ASSUMPTION: identifier built from the route's name
    title: 'Thai Driving License OCR',
    featured: 'false',
    tags: ['OCR', 'Identity Documents', 'Thai Language', 'Validation', 'REST API'],
    overview: 'Reads every field of a Thai driving licence and validates each one.',
    shortDescription:
      'Extracts name, licence and ID numbers, dates, province and licence type from a driving-licence image, with a validation status and confidence score per field, at 96.5% overall accuracy.',
    worked_on: 'February 2023',
    category: ['computer-vision', 'OCR'],
    route: '/portfolio/thai-driving-license-ocr',
    views: 0,
  },
  {
    id: 24,
    slug: 'water-meter-ocr',
    pageId: 'WaterMeterOCR', // ASSUMPTION: identifier built from the route's name
    title: 'Water & Electricity Meter OCR',
    featured: 'false',
    tags: ['OCR', 'Object Detection', 'Utilities', 'Billing', 'REST API'],
    overview: 'Reads water and electricity meters from photos and calculates usage and cost.',
    shortDescription:
      'Reads the digits of water and electricity meters, calculates usage against the previous reading (with rollover at 10000) and prices it with a three-tier tariff.',
    worked_on: 'January 2023',
    category: 'computer-vision',
    route: '/portfolio/water-meter-ocr',
    views: 0,
  },
  {
    id: 25,
    slug: 'signature-detection',
    pageId: 'SignatureDetection', // ASSUMPTION: identifier built from the route's name
    title: 'Signature Detection & Verification',
    featured: 'false',
    tags: ['Object Detection', 'Signature Verification', 'SSIM', 'Fraud Prevention', 'Document AI'],
    overview: 'Finds signatures on documents and verifies them against stored references.',
    shortDescription:
      'Detects signatures on scanned documents and verifies them against up to 3 stored references per person using structural similarity and contour shape scores.',
    worked_on: 'April 2024',
    category: ['computer-vision', 'security', 'image-processing'],
    route: '/portfolio/signature-detection',
    views: 0,
  },
  {
    id: 26,
    slug: 'document-classification',
    pageId: 'DocumentClassification', // ASSUMPTION: identifier built from the route's name
    title: 'Document Classification',
    featured: 'false',
    tags: ['Document AI', 'Image Classification', 'Deep Learning', 'Automation', 'Python'],
    overview: 'Sorts scanned documents into their types automatically.',
    shortDescription:
      'Classifies scanned documents by type so they can be routed to the right process, with headline results of 95.8%, 97.2% and 94.5%.',
    worked_on: 'July 2023', // ASSUMPTION: date not shown in the spec
    category: 'computer-vision', // ASSUMPTION: category not shown in the spec
    route: '/portfolio/document-classification',
    views: 0,
  },
  {
    id: 27,
    slug: 'logistics-driver-management',
    pageId: 'LogisticsDriverManagement', // ASSUMPTION: identifier built from the route's name
    title: 'Logistics Driver Management',
    featured: 'false',
    tags: ['Data Analysis', 'Web Application', 'Logistics', 'Dashboards', 'Pandas'],
    overview: 'A web application that cleans delivery-driver data and turns it into management insight.',
    shortDescription:
      'Cleans and analyses logistics driver records and presents them in a web application for day-to-day driver management.',
    worked_on: 'March 2024',
    category: ['data-analysis', 'web application'],
    route: '/portfolio/logistics-driver-management',
    views: 0,
  },
];
