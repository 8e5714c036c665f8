import { MOBILE_BREAKPOINT, SIDEBAR } from '@portfolio/ui';

export interface SidebarState {
  expanded: boolean;
  isMobile: boolean;
}

/** Spec 2.2 / 9: icons drawn in the decorative background when the sidebar is collapsed. */
export const COLLAPSED_DECOR_ICONS = 16;

export const isMobileWidth = (width: number) => width < MOBILE_BREAKPOINT;

/** Starts expanded when the window is at least 768 px wide; hidden (mobile) below. */
export function initialSidebar(width: number): SidebarState {
  return { expanded: !isMobileWidth(width), isMobile: isMobileWidth(width) };
}

/** On resize only the mobile flag is recalculated; the user's expanded/collapsed choice stays. */
export function resized(state: SidebarState, width: number): SidebarState {
  return { ...state, isMobile: isMobileWidth(width) };
}

/** Clicking a link while expanded on a viewport under 768 px collapses the sidebar. */
export function afterLinkClick(state: SidebarState, width: number): SidebarState {
  return state.expanded && isMobileWidth(width) ? { ...state, expanded: false } : state;
}

/** Left margin of the page content: wide when expanded, narrow when collapsed, none when hidden. */
export function contentMargin(state: SidebarState): number {
  if (state.isMobile) return 0;
  return state.expanded ? SIDEBAR.expandedWidth : SIDEBAR.collapsedWidth;
}

export function decorIconCount(expanded: boolean, available: number): number {
  return expanded ? available : Math.min(COLLAPSED_DECOR_ICONS, available);
}
