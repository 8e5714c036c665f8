import { startTransition, useEffect, useState } from 'react';
import { DEFAULT_STATS, type DashboardStat } from '../../logic/constants';
import { FALLBACK_TESTIMONIALS, type Testimonial } from '../../logic/testimonials';
import { keepIfSame } from '../../logic/sameContent';
import { whenIdle } from '../../scheduling/whenIdle';
import { loadDashboardStats, loadTestimonials } from './api';

/** Site spec §7: the home page shows its defaults at once and replaces them with the database's rows when they arrive. */
export function useHomeData() {
  const [stats, setStats] = useState<DashboardStat[]>(() => [...DEFAULT_STATS]);
  const [testimonials, setTestimonials] = useState<Testimonial[]>(() => [...FALLBACK_TESTIMONIALS]);
  useEffect(() => {
    let active = true;
    // The defaults are already on screen (prerendered): refresh them once the page is idle, off the critical path.
    const load = () => {
      // Rows equal to what is shown cause no re-render (the default statistics are the seeded ones). Other rows
      // re-render as a transition: not urgent, so React renders them in slices that leave the page responsive.
      const show = <T>(set: (update: (shown: T) => T) => void, rows: T) => startTransition(() => set((shown) => keepIfSame(shown, rows)));
      void loadDashboardStats().then((rows) => active && show(setStats, rows));
      void loadTestimonials().then((rows) => active && show(setTestimonials, rows));
    };
    // At the latest 2 s after load; at once where idle callbacks are missing.
    const cancel = whenIdle(load, { timeout: 2000, fallbackDelayMs: 0 });
    return () => {
      active = false;
      cancel();
    };
  }, []);
  return { stats, testimonials };
}
