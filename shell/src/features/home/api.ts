import { loadSupabase } from '@portfolio/auth';
import type { DashboardStat } from '../../logic/constants';
import { statsFromRows } from '../../logic/dashboardStats';
import { testimonialsFromRows, type Testimonial } from '../../logic/testimonials';

/** Site spec §7: SELECT all of a table in created_at order; an error is only logged and yields no rows. */
async function selectAllByCreatedAt(table: 'dashboard_stats' | 'testimonials') {
  // The site's client; the first call loads the runtime config and supabase-js (later calls share it).
  const client = await loadSupabase();
  if (!client) return null;
  try {
    const { data, error } = await client.from(table).select('*').order('created_at', { ascending: true });
    if (error) {
      console.error(`[home] loading ${table} failed:`, error.message);
      return null;
    }
    return data;
  } catch (error) {
    console.error(`[home] loading ${table} failed:`, error);
    return null;
  }
}

/** The statistic cards: the `dashboard_stats` rows, or the built-in defaults on an error or an empty result. */
export async function loadDashboardStats(): Promise<DashboardStat[]> {
  return statsFromRows(await selectAllByCreatedAt('dashboard_stats'));
}

/** The testimonials: the `testimonials` rows, or the built-in fallbacks on an error or an empty result. */
export async function loadTestimonials(): Promise<Testimonial[]> {
  return testimonialsFromRows(await selectAllByCreatedAt('testimonials'));
}
