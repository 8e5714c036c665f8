import { getSupabase } from './client';

/** Reads the session for the user id to attach to a submission (null for a visitor). */
export async function currentUserId(): Promise<string | null> {
  const client = getSupabase();
  if (!client) return null;
  const { data } = await client.auth.getSession();
  return data.session?.user.id ?? null;
}
