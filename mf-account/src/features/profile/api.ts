import { requireSupabase } from '@portfolio/auth';

const rowsOf = <T>({ data, error }: { data: T[] | null; error: { message: string } | null }): T[] => {
  if (error) throw new Error(error.message);
  return data ?? [];
};

/**
 * Site spec §7: the profile's three lists, each the user's own rows, newest first. The page is reached signed in,
 * so the site's client already exists.
 */
export async function loadMySubmissions(userId: string) {
  const client = requireSupabase();
  const newestFirst = { ascending: false } as const;
  const [contacts, quotes, serviceRequests] = await Promise.all([
    client.from('contacts').select('*').eq('user_id', userId).order('date_submitted', newestFirst),
    client.from('custom_quotes').select('*').eq('user_id', userId).order('date_submitted', newestFirst),
    client.from('service_requests').select('*').eq('user_id', userId).order('date_submitted', newestFirst),
  ]);
  return { contacts: rowsOf(contacts), quotes: rowsOf(quotes), serviceRequests: rowsOf(serviceRequests) };
}
