import type { SupabaseClient } from '@supabase/supabase-js';
import { getSupabase, initAuth } from '@portfolio/auth';
import type { DashboardStat } from '../../logic/constants';
import { statsFromRows } from '../../logic/dashboardStats';
import { testimonialsFromRows, type Testimonial } from '../../logic/testimonials';

type Client = Pick<SupabaseClient, 'from'> | null;
type Row = Record<string, unknown>;

/** The site's client once the runtime config has loaded (initAuth runs once; later calls share its promise). */
async function siteClient(): Promise<Client> {
  await initAuth();
  return getSupabase();
}

/** Site spec §7: SELECT all of a table in created_at order; an error is only logged and yields no rows. */
async function selectAllByCreatedAt(client: Client, table: string): Promise<Row[] | null> {
  if (!client) return null;
  try {
    const { data, error } = await client.from(table).select('*').order('created_at', { ascending: true });
    if (error) {
      console.error(`[home] loading ${table} failed:`, error.message);
      return null;
    }
    return data as Row[] | null;
  } catch (error) {
    console.error(`[home] loading ${table} failed:`, error);
    return null;
  }
}

/** The statistic cards: the `dashboard_stats` rows, or the built-in defaults on an error or an empty result. */
export async function loadDashboardStats(client?: Client): Promise<DashboardStat[]> {
  return statsFromRows(await selectAllByCreatedAt(client === undefined ? await siteClient() : client, 'dashboard_stats'));
}

/** The testimonials: the `testimonials` rows, or the built-in fallbacks on an error or an empty result. */
export async function loadTestimonials(client?: Client): Promise<Testimonial[]> {
  return testimonialsFromRows(await selectAllByCreatedAt(client === undefined ? await siteClient() : client, 'testimonials'));
}
