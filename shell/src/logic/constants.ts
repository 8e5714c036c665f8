/** Site spec §3, §8 and §9: the constants of the shell (Home, About, the chrome, the quote button), word for word where the spec gives them. */

/** Site spec §9: testimonials and dashboard images advance every 5000 ms. */
export const CAROUSEL_INTERVAL_MS = 5000;
/** Site spec §9: the greeting fades in after 300 ms. */
export const GREETING_DELAY_MS = 300;
/** Site spec §9: each statistic card fades in 100 ms after the one before it. */
export const STAT_STAGGER_MS = 100;
/** How long one fade-in lasts (the spec gives only the delays). */
export const FADE_IN_MS = 600;

/** Site spec §9: 7 dashboard images, files 0.png to 6.png under the dashboard images folder. */
export const DASHBOARD_IMAGE_COUNT = 7;
export const DASHBOARD_IMAGES_DIR = '/images/dashboard';
/** Site spec §2.4: the dashboard carousel links to the services page. */
export const DASHBOARD_LINK = '/services';

/** Site spec §9: testimonial text longer than this is cut to this many characters plus the ellipsis. */
export const TESTIMONIAL_TRUNCATE_AT = 100;
export const TRUNCATION_SUFFIX = '...';
/** Site spec §4: labels of the testimonial text toggle. */
export const MORE_LABEL = 'more';
export const LESS_LABEL = 'less';
/** Testimonial ratings are whole stars out of five. */
export const MAX_STARS = 5;

/** Site spec §3: the icon names a statistic may carry, and the one used for anything else. */
export const STAT_ICON_NAMES = ['Layers', 'ArrowUpRight', 'Clock', 'Smile', 'Zap', 'Heart'] as const;
export type StatIconName = (typeof STAT_ICON_NAMES)[number];
export const DEFAULT_STAT_ICON: StatIconName = 'Layers';

export interface DashboardStat {
  title: string;
  value: string;
  color: string;
  icon: StatIconName;
}

/** Colour of a statistic whose row carries no usable colour. */
export const DEFAULT_STAT_COLOR = '#4F46E5';

/** Site spec §3: the built-in statistics, kept when the database answers with an error or nothing. */
export const DEFAULT_STATS: readonly DashboardStat[] = [
  { title: 'Projects Finished', value: '35', color: '#4F46E5', icon: 'Layers' },
  { title: 'Repeat Hire Rate', value: '50%', color: '#059669', icon: 'ArrowUpRight' },
  { title: 'Hours Worked', value: '6K+', color: '#D97706', icon: 'Clock' },
  { title: 'Happy Clients', value: '24', color: '#DB2777', icon: 'Smile' },
  { title: 'Active Clients', value: '3', color: '#0891B2', icon: 'Zap' },
  { title: 'Caffeine Counter', value: '100K+', color: '#DC2626', icon: 'Heart' },
];

/** Site spec §2.10: the experience entries' ids; job2 (the 2020-2022 entry) is selected first. */
export const JOB_IDS = ['job1', 'job2', 'job3'] as const;
export type JobId = (typeof JOB_IDS)[number];
export const DEFAULT_JOB_ID: JobId = 'job2';

/** Site spec §9: the floating quote button appears 500 ms after load. */
export const QUOTE_BUTTON_DELAY_MS = 500;

/** Site spec §8: the toasts of signing out from the top bar or the mobile menu. */
export const SIGN_OUT_MESSAGES = {
  success: 'You have been signed out successfully',
  failure: 'Error signing out',
} as const;

/** About's header (issue 38): the reply-time line. */
export const OWNER_FACTS = {
  reply: (replyTime: string) => `I reply within ${replyTime}`,
} as const;
