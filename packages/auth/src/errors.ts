import { AUTH_MESSAGES } from './messages';

/**
 * The raw message of whatever an SDK call failed with or threw (auth errors, PostgREST error objects, Errors,
 * strings), or null when it carries none. For the log and for the account pages' "...: <message>" texts;
 * what a visitor sees of a database error goes through `humanError` (@portfolio/ui).
 */
export function messageOf(cause: unknown): string | null {
  if (typeof cause === 'string') return cause.trim() ? cause : null;
  if (cause && typeof cause === 'object' && 'message' in cause) {
    const { message } = cause;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return null;
}

/** The message of a failure, or the spec's 'An unknown error occurred'. */
export const errorMessage = (error: unknown): string => messageOf(error) ?? AUTH_MESSAGES.unknown;
