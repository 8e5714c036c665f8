import { leadSource, rememberLanding, type LeadSource, type SessionStore, type Visit } from './leadSource';

/** This tab's sessionStorage, or null where the browser refuses it (a sandboxed frame, some private modes). */
function sessionStore(): SessionStore {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The current page view, read from the browser. */
function currentVisit(): Visit {
  const gpc = (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
  return { url: window.location.href, referrer: document.referrer, gpc };
}

/** Called once by the shell's entry: the first page of the session is kept (issue 41). */
export function rememberThisLanding(): void {
  rememberLanding(sessionStore(), currentVisit());
}

/** The source columns for a form submitted on this page (docs/decisions/026-lead-source-in-session-storage.md). */
export const currentLeadSource = (): LeadSource => leadSource(sessionStore(), currentVisit());
