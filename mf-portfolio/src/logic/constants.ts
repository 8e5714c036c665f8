/** Spec texts and limits of the portfolio remote (site spec §2.11, §2.4, §9; case-study spec §2), word for word. */

export const LISTING = {
  title: 'Portfolio',
  allProjects: 'All Projects',
  searchPlaceholder: 'Search portfolio...',
  loading: 'Loading portfolio items...',
  empty: 'No portfolio items found.',
  noImage: 'No image',
  viewDetails: 'View Details',
  description: 'Case studies of AI, machine-learning, computer-vision and automation projects, filterable by category and searchable.',
} as const;

/** How long a cover takes to fade in once loaded (site spec §2.11); none with reduced motion. */
export const COVER_FADE_MS = 400;

/**
 * Covers fetched with the page, at high priority (loading eager): the first card's only, on the listing and among
 * Home's featured projects. It is the one a phone shows above the fold, and there its paint is the page's largest
 * (Lighthouse flagged Home's as lazily loaded). The rest load as they come near: on a phone's bandwidth each early
 * cover delayed the page's code, and so the moment it listens (issue 26).
 */
export const EAGER_COVERS = 1;

/** Site spec §9: featured and listing cards show 3 tags. */
export const CARD_TAG_COUNT = 3;

/** The listing's URL query: the selected category and the search text, so a filtered view can be shared. */
export const QUERY_KEYS = { category: 'category', search: 'search' } as const;

/** The value of the 'All Projects' button; it never appears in the URL. */
export const ALL_CATEGORIES = 'all';

export const CASE_STUDY = {
  technicalDetails: 'Technical Details',
  technicalAnchor: 'technical',
  demoAnchor: 'demo',
  systemOverview: 'System Overview',
  technicalImplementation: 'Technical Implementation',
  viewServices: 'View Services',
  contactUs: 'Contact Us',
  exploreAnalysis: 'Explore Analysis Solution',
  requestDemo: 'Request Demo',
  learnMore: 'Learn More',
  loading: 'Loading case study...',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Could not copy the code. Select it and copy it manually.',
  /** Issue 41: the heading over the notes that explain a case study. */
  notesHeading: 'Notes on this work',
} as const;

export const ROUTES = {
  portfolio: '/portfolio',
  services: '/services',
  contact: '/contact',
  reviewAnalysis: '/portfolio/review-analysis',
} as const;
