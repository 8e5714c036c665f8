import { describe, expect, it } from 'vitest';
import { SIDEBAR } from '@portfolio/ui';
import { afterLinkClick, afterResize, belowDesktop, contentMargin, decorIconCount, fromDesktop, initialSidebar, sidebarForWidth } from './sidebar';

describe('sidebar rules (site spec §2.2)', () => {
  it('starts expanded, whatever the width (the stylesheet hides it under 768 px)', () => {
    expect(initialSidebar()).toEqual({ expanded: true });
  });

  it('once live, starts expanded only when the window is at least 768 px wide (issue 31: load at 375 px, then widen)', () => {
    expect(sidebarForWidth(initialSidebar(), 375)).toEqual({ expanded: false });
    expect(sidebarForWidth(initialSidebar(), 767)).toEqual({ expanded: false });
    expect(sidebarForWidth(initialSidebar(), 768)).toEqual({ expanded: true });
    const wide = initialSidebar();
    expect(sidebarForWidth(wide, 1280)).toBe(wide);
  });

  it('starts collapsed when the window was under 768 px at any moment since the page started (issue 38)', () => {
    expect(sidebarForWidth(initialSidebar(), 1280, 375)).toEqual({ expanded: false });
    expect(sidebarForWidth(initialSidebar(), 1280, 768)).toEqual({ expanded: true });
  });

  it('collapses when the window is narrowed under 768 px, and stays as it is when widened', () => {
    expect(afterResize({ expanded: true }, 700)).toEqual({ expanded: false });
    const expanded = { expanded: true };
    expect(afterResize(expanded, 1024)).toBe(expanded);
    const collapsed = { expanded: false };
    expect(afterResize(collapsed, 1280)).toBe(collapsed);
  });

  it('collapses after a link click only when expanded on a viewport under 768 px', () => {
    expect(afterLinkClick({ expanded: true }, 700).expanded).toBe(false);
    expect(afterLinkClick({ expanded: true }, 1024).expanded).toBe(true);
    expect(afterLinkClick({ expanded: false }, 700).expanded).toBe(false);
    expect(afterLinkClick({ expanded: true }, 767).expanded).toBe(false);
    expect(afterLinkClick({ expanded: true }, 768).expanded).toBe(true);
  });

  it('offsets the content by a wide margin when expanded and a narrow one when collapsed', () => {
    expect(contentMargin({ expanded: true })).toBe(SIDEBAR.expandedWidth);
    expect(contentMargin({ expanded: false })).toBe(SIDEBAR.collapsedWidth);
    expect(SIDEBAR.expandedWidth).toBeGreaterThan(SIDEBAR.collapsedWidth);
  });

  it('draws only the first 16 decorative icons when collapsed', () => {
    expect(decorIconCount(false, 40)).toBe(16);
    expect(decorIconCount(true, 40)).toBe(40);
    expect(decorIconCount(false, 10)).toBe(10);
  });

  it('switches between the desktop and phone chrome with CSS breakpoints, not JavaScript', () => {
    expect(fromDesktop()).toEqual({ xs: 'none', md: 'block' });
    expect(belowDesktop('flex')).toEqual({ xs: 'flex', md: 'none' });
  });
});
