import { humanError } from '@portfolio/ui';

/** Site spec §9: limits and timings of the account pages. */
export const MIN_PASSWORD_LENGTH = 6;
export const DELETE_CONFIRMATION_WORD = 'DELETE';
export const RESET_REDIRECT_MS = 3000;

/** Site spec §2.8: the number of purchased products is always zero; its source is not shown. */
export const PURCHASED_PRODUCTS_COUNT = 0;

/**
 * Site spec §5 and §8: every message of the account pages, word for word. A `{message}` goes through `humanError`
 * (issue 31): a 5xx arrives as '{}', and raw technical text is never shown.
 */
export const MESSAGES = {
  emailRequiredForReset: 'Please enter your email address',
  resetEmailSent: 'Password reset email sent! Please check your inbox.',
  signInFailed: (message: string) => `Sign in failed: ${humanError(message)}`,
  signedIn: 'Signed in successfully!',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters',
  signUpFailed: (message: string) => `Sign up failed: ${humanError(message)}`,
  signedUp: 'Account created successfully! Welcome aboard!',
  passwordReset: 'Password reset successfully!',
  passwordResetFailed: (message: string) => `Password reset failed: ${humanError(message)}`,
  signInToViewProfile: 'Please sign in to view your profile',
  noContacts: "You haven't submitted any contact forms yet.",
  noRequests: "You haven't requested any services yet.",
  passwordUpdated: 'Password updated successfully!',
  passwordUpdateFailed: (message: string) => `Error updating password: ${humanError(message)}`,
  /** Site spec §8: the reset e-mail sent from the account context (Account Settings), not from the sign-in page. */
  resetEmailFailed: (message: string) => `Error resetting password: ${humanError(message)}`,
  typeDeleteToConfirm: 'Please type DELETE to confirm',
  accountDeleted: 'Your account has been deleted successfully',
  accountDeletionFailed: (message: string) => `Error deleting account: ${humanError(message)}`,
} as const;

/** Our own wording for the states the spec leaves open. */
export const COPY = {
  confirmEmailSent: (email: string) => `Account created! We sent a confirmation link to ${email}. Please check your inbox and follow the link, then sign in.`,
  resetRedirectNotice: 'Taking you to the sign-in page…',
  submissionsLoadFailed: 'Your submissions could not be loaded right now.',
  loadingSubmissions: 'Loading your submissions…',
} as const;

/**
 * Issue 41: where a lead came from, as its row stores it (docs/decisions/026-lead-source-in-session-storage.md),
 * with the labels the inbox and the profile show, in this order. A value not stored is not listed.
 */
export const LEAD_SOURCE_LABELS = [
  ['landing_page', 'Landed on'],
  ['opened_on_page', 'Form opened on'],
  ['referrer_host', 'Referred by'],
  ['utm_source', 'utm_source'],
  ['utm_medium', 'utm_medium'],
  ['utm_campaign', 'utm_campaign'],
] as const;

/** Issue 41: the heading of the inbox's list, below the newsletter and the leads by source. */
export const LEADS_LIST_HEADING = 'All leads';

/**
 * The list of leads is drawn a page at a time: every lead is still loaded, counted, charted and searched, but a row is
 * drawn only once it is asked for, so an inbox of hundreds opens as fast as one of fifty.
 */
export const LEADS_LIST = {
  pageSize: 50,
  /** The list's status line: how many rows are drawn, of how many match, of how many there are. */
  shown: (drawn: number, matching: number, total: number) =>
    matching === total ? `${drawn} of ${total} shown` : `${drawn} of ${matching} matching shown (${total} in all)`,
  more: (count: number) => `Show ${count} more`,
} as const;

/**
 * Issue 41: the inbox's newsletter line and its CSV export of the confirmed subscribers (the list's owner-only read:
 * packages/backend/supabase/migrations/20261127010000_newsletter_subscribers.sql).
 */
export const NEWSLETTER_INBOX = {
  heading: 'Newsletter',
  loading: 'Loading the subscribers…',
  loadFailed: 'The subscribers could not be loaded.',
  count: (confirmed: number, pending: number) => `${confirmed} confirmed ${confirmed === 1 ? 'subscriber' : 'subscribers'} · ${pending} pending confirmation`,
  download: 'Download CSV',
  /** The file's name, with the day it was exported (UTC). */
  fileName: (day: string) => `newsletter-subscribers-${day}.csv`,
  /** The CSV's header row, in column order: only confirmed addresses are the list. */
  columns: ['email', 'confirmed_at'] as const,
} as const;

/** How long a confirmation link works (the backend's private.newsletter_confirmation_window()): a pending row past it has lapsed. */
export const NEWSLETTER_CONFIRMATION_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Issue 41: leads by source (docs/decisions/030-leads-by-source-chart.md). A lead's source is its utm_source, else
 * the referring site's host, else `direct` when its landing page was stored without either, else `unknown` (sent
 * before sources were stored). Weeks are UTC weeks starting on Monday.
 */
export const LEADS_BY_SOURCE = {
  heading: 'Leads by source',
  weeks: 8,
  /** The chart's series: the biggest sources, the rest summed as `other`. The table lists every source. */
  chartSources: 5,
  topCaseStudies: 5,
  direct: 'direct',
  unknown: 'unknown',
  other: 'other sources',
  definition:
    'A lead’s source is its utm_source tag, else the site that linked to this one, else “direct” (no tag and no ' +
    'referring site: typed in, bookmarked, or withheld by Global Privacy Control); “unknown” leads were sent before ' +
    'sources were stored.',
  summary: (total: number, weeks: number, bySource: ReadonlyArray<{ source: string; total: number }>) =>
    total === 0
      ? `No leads in the last ${weeks} weeks.`
      : `${total} ${total === 1 ? 'lead' : 'leads'} in the last ${weeks} weeks: ${bySource.map((s) => `${s.source} ${s.total}`).join(', ')}.`,
  tableCaption: (weeks: number) => `Leads per week by source, the last ${weeks} weeks (weeks start on Monday, UTC)`,
  tableRegion: 'Leads per week by source, as a table',
  sourceColumn: 'Source',
  totalColumn: 'Total',
  weekColumn: (label: string) => `Week of ${label}`,
  chartLoading: 'Loading the chart…',
  caseStudiesHeading: 'Case studies that led to the most leads',
  noCaseStudies: 'No lead has come from a case study yet.',
  caseStudyLeads: (count: number) => `${count} ${count === 1 ? 'lead' : 'leads'}`,
} as const;

/** The series colours: each at least 3:1 against the paper of both schemes (WCAG 1.4.11), in the order of the sources. */
export const CHART_COLORS = ['#2563eb', '#c2410c', '#0f766e', '#9333ea', '#db2777', '#64748b'] as const;

/** Site spec §2.8: the profile's stat tiles and tabs, in order. */
export const STAT_TILES = ['Contact Submissions', 'Service Requests', 'Purchased Products', 'Member Since'] as const;
export const PROFILE_TABS = ['Contact Submissions', 'Service Requests', 'Account Settings'] as const;
