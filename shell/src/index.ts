// In the entry, so the page's <head> links it: prerendered HTML is styled before any script runs.
import './app/global.css';
import { afterFirstPaint } from './scheduling/afterFirstPaint';
import { createRemoteLoader } from './remotes/registerFromManifest';
import { createNarrowestWidth } from './logic/narrowestWidth';
import { rememberThisLanding } from '@portfolio/lead-source';
import { openPreviewSession } from './remotes/preview/previewSession';

// The session's first page is kept in sessionStorage for the lead forms, with the referrer's host and the campaign
// tags of its link (docs/decisions/026-lead-source-in-session-storage.md); later pages keep it as it is.
rememberThisLanding();

// The sidebar's state follows the narrowest width since the page started, resizes included (logic/sidebar.ts).
const widths = createNarrowestWidth();
widths.watch(window);

// The page's one loader, passed down to the app (docs/decisions/014-load-policies-and-the-loader.md). Remote
// discovery (and the current page's remote) starts while the shell's own modules still download. A tab that asked
// for a preview loads the previewed remotes from elsewhere (docs/decisions/028-preview-inside-the-real-site.md).
const loader = createRemoteLoader({ preview: openPreviewSession(window) });
void loader.registerFromManifest();

// The app is a chunk group of its own: this entry stays a few kB and starts the work above at once, and the
// bootstrap then runs the app's modules in steps (see bootstrap.tsx). Its download starts once the prerendered page
// has painted, so nothing it requests competes with the first paint.
void afterFirstPaint()
  .then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'))
  .then(({ start }) => start(loader, widths));
