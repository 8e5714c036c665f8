import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server.browser';
import { __unsafe_useEmotionCache as useEmotionCache, type EmotionCache } from '@emotion/react';
import { collectEmotionRules, type EmotionRule } from './emotionRules';

export interface RenderedPage {
  /** React's server HTML of the whole app, with Suspense markers; hoisted head tags come first. */
  html: string;
  /** Every Emotion rule in the page's sheets, keyed by the id Emotion's client cache adopts. */
  rules: EmotionRule[];
  /** Global (non-class) rules such as the CSS baseline. */
  globalCss: string;
  /** Every Emotion id the page's client render has inserted, empty styles included (they leave no rule). */
  inserted: string[];
}

/** The page's Emotion cache: the default one, since the site sets no cache provider. */
function emotionCache(): EmotionCache {
  let cache: EmotionCache | null = null;
  function Probe() {
    cache = useEmotionCache();
    return null;
  }
  renderToString(<Probe />);
  return cache!;
}

/** Renders the loaded page to a string in the browser: remotes, lazy chunks and content are already resolved. */
export function renderPage(app: ReactElement): RenderedPage {
  const html = renderToString(app);
  const { rules, globalCss } = collectEmotionRules(document);
  return { html, rules, globalCss, inserted: Object.keys(emotionCache().inserted) };
}
