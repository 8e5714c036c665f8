import { DASHBOARD_IMAGES_DIR, DASHBOARD_IMAGE_COUNT } from './constants';

/** What each dashboard illustration shows, for its alt text; index i is the file i.png. */
export const DASHBOARD_IMAGE_ALTS: readonly string[] = [
  'Model training dashboard with falling loss and rising accuracy curves',
  'Computer vision dashboard detecting cars and a pedestrian in a street scene',
  'Chatbot dashboard with a conversation and charts of intents and outcomes',
  'Generative AI dashboard with a prompt bar and a grid of generated images',
  'API monitoring dashboard with request volume, latency and status charts',
  'Review analytics dashboard with sentiment charts and a table of results',
  'Automation dashboard showing a four-step pipeline and its run history',
];

/** Widths the modern formats are made in (scripts/optimizeImages.ts); the PNG itself is 800 px. */
export const DASHBOARD_WIDTHS = [400, 800] as const;

export interface DashboardImage {
  src: string;
  alt: string;
  /** `srcset` values of the AVIF and WebP versions, for a <picture>. */
  avif: string;
  webp: string;
}

const srcset = (base: string, ext: string) => DASHBOARD_WIDTHS.map((w) => `${base}-${w}.${ext} ${w}w`).join(', ');

/** Site spec §2.4 and §9: the 7 images 0.png to 6.png of the dashboard images folder, in order. */
export function dashboardImages(count: number = DASHBOARD_IMAGE_COUNT): DashboardImage[] {
  return Array.from({ length: count }, (_, i) => ({
    src: `${DASHBOARD_IMAGES_DIR}/${i}.png`,
    alt: DASHBOARD_IMAGE_ALTS[i] ?? `Dashboard illustration ${i + 1}`,
    avif: srcset(`${DASHBOARD_IMAGES_DIR}/${i}`, 'avif'),
    webp: srcset(`${DASHBOARD_IMAGES_DIR}/${i}`, 'webp'),
  }));
}
