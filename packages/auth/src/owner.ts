import type { User } from '@supabase/supabase-js';

/**
 * The site's owner: app_metadata.role = 'owner', which only the service key can set. user_metadata is the user's
 * own to write, so it never counts. This only decides what the UI shows; row-level security guards the data.
 */
export function isOwner(user: Pick<User, 'app_metadata'> | null | undefined): boolean {
  return user?.app_metadata?.role === 'owner';
}
