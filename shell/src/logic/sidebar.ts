import { MOBILE_BREAKPOINT, SIDEBAR } from '@portfolio/ui';

/**
 * Only the visitor's choice lives in state. Whether the sidebar shows at all (not under 768 px) is a CSS
 * breakpoint, so the first render is the same at every width and prerendered HTML hydrates as it is.
 */
export interface SidebarState {
  expanded: boolean;
}

/** Site spec §2.2 / §9: icons drawn in the decorative background when the sidebar is collapsed. */
export const COLLAPSED_DECOR_ICONS = 16;

export const isMobileWidth = (width: number) => width < MOBILE_BREAKPOINT;

/** Starts expanded (it is hidden below 768 px by the stylesheet, so this is "expanded where it shows"). */
export function initialSidebar(): SidebarState {
  return { expanded: true };
}

/**
 * Site spec §2.2, decided once the page is live: expanded when the window is at least 768 px wide and has been
 * since the page started. `narrowest` is the smallest width seen since then (the shell's entry watches resizes from
 * its first moment), so a window that started narrow and was widened before this read still shows it collapsed.
 */
export function sidebarForWidth(state: SidebarState, width: number, narrowest = width): SidebarState {
  const expanded = !isMobileWidth(Math.min(width, narrowest));
  return state.expanded === expanded ? state : { ...state, expanded };
}

/** Site spec §4: the mobile flag follows every resize; a window narrowed under 768 px collapses the sidebar. */
export function afterResize(state: SidebarState, width: number): SidebarState {
  return state.expanded && isMobileWidth(width) ? { ...state, expanded: false } : state;
}

/** Clicking a link while expanded on a viewport under 768 px collapses the sidebar. */
export function afterLinkClick(state: SidebarState, width: number): SidebarState {
  return state.expanded && isMobileWidth(width) ? { ...state, expanded: false } : state;
}

/** Left margin of the page content from 768 px up: wide when expanded, narrow when collapsed. */
export function contentMargin(state: SidebarState): number {
  return state.expanded ? SIDEBAR.expandedWidth : SIDEBAR.collapsedWidth;
}

export function decorIconCount(expanded: boolean, available: number): number {
  return expanded ? available : Math.min(COLLAPSED_DECOR_ICONS, available);
}

/** `sx` value that shows an element only from the mobile breakpoint up (or only below it). */
export const fromDesktop = (display = 'block') => ({ xs: 'none', md: display }) as const;
export const belowDesktop = (display = 'block') => ({ xs: display, md: 'none' }) as const;
