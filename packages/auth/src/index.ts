export { getSupabase } from './client';
export { useAuth, displayName, type AuthStatus } from './authStore';
export { initAuth, startAuth, loadSupabase } from './initAuth';
export { RequireSignedIn, RequireSignedOut, RequireOwner } from './guards';
export { isOwner } from './owner';
export {
  signIn,
  signUp,
  signOut,
  sendPasswordReset,
  updatePassword,
  completePasswordReset,
  deleteAccount,
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
export { AUTH_MESSAGES } from './messages';
