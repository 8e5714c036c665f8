import { loadSupabase } from '@portfolio/auth';
import { followLink, submitSubscription, type LinkAction } from './newsletter';

/** The newsletter feature's writes, through the site's one client. */
export async function subscribe(email: string) {
  return submitSubscription(await loadSupabase(), email);
}

export async function follow(action: LinkAction, token: string) {
  return followLink(await loadSupabase(), action, token);
}
