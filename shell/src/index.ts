// In the entry, so the page's <head> links it: prerendered HTML is styled before any script runs.
import './app/global.css';
import { registerFromManifest } from './remotes/registerFromManifest';

// Remote discovery (and the current page's remote) starts while the shell's own modules still download.
void registerFromManifest();

// An async boundary: shared singletons are negotiated before any of the app's modules run.
void import('./bootstrap');
