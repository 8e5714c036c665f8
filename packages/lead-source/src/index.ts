export { LEAD_SOURCE_LIMITS, LEAD_SOURCE_NOTE, LEAD_SOURCE_STORAGE_KEY, UTM_PARAMS } from './constants';
export { EMPTY_LEAD_SOURCE, cleanHost, cleanPage, cleanTag, landingOf, leadSource, pageOf, referrerHostOf, rememberLanding, storedLanding } from './leadSource';
export type { Landing, LeadSource, SessionStore, Visit } from './leadSource';
export { currentLeadSource, rememberThisLanding } from './browser';
