export { getSupabase, requireSupabase } from './client';
export { useAuth, displayName, type AuthStatus } from './authStore';
export { initAuth, startAuth, loadSupabase } from './initAuth';
export { RequireSignedIn, RequireSignedOut, RequireOwner } from './guards';
export { isOwner } from './owner';
export { signIn, signUp, signOut, sendPasswordReset, updatePassword, completePasswordReset, deleteAccount } from './actions';
export { currentUserId } from './submissions';
export { messageOf, errorMessage } from './errors';
export type { SiteClient } from './client';
// The generated schema types (`pnpm db:types`), for typing any other read or write of the site.
export type { Database, Json, Tables, TablesInsert, TablesUpdate, Enums } from './database.types';
export {
  SUBMISSION_TABLES,
  SUBMISSION_STATUSES,
  CONTACT_TYPES,
  INDUSTRIES,
  PRODUCT_TYPES,
  APP_TYPES,
  CONTACT_BUDGETS,
  CONTACT_TIMELINES,
  labelOf,
  type ContactRow,
  type QuoteRow,
  type ServiceRequestRow,
  type ContactInsert,
  type QuoteInsert,
  type ServiceRequestInsert,
  type SubmissionKind,
  type SubmitResult,
  type SubmitDeps,
  type Option,
  type ContactType,
} from './vocabulary';
export { AUTH_MESSAGES } from './messages';
