export { loadAppConfig, type AppConfig } from './config';
export { createSupabase, getSupabase, clearStoredTokens, hasStoredSession } from './client';
export { useAuth, displayName, type AuthStatus } from './authStore';
export { initAuth, startAuth, loadSupabase, hasRecoveryHash, linkErrorOf, followAuthEvents } from './initAuth';
export { RequireSignedIn, RequireSignedOut, RequireOwner } from './guards';
export { isOwner } from './owner';
export {
  signIn,
  signUp,
  signOut,
  sendPasswordReset,
  updatePassword,
  updateMetadata,
  completePasswordReset,
  deleteAccount,
  errorMessage,
  type ActionResult,
  type SignUpResult,
} from './actions';
export {
  currentUserId,
  listMyContacts,
  listMyQuotes,
  listMyServiceRequests,
  type ContactRow,
  type QuoteRow,
  type ServiceRequestRow,
} from './submissions';
export { AUTH_MESSAGES, SIGN_UP_ROLE } from './messages';
