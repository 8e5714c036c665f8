import { describe, expect, it } from 'vitest';
import { SIDEBAR } from '@portfolio/ui';
import { afterLinkClick, contentMargin, decorIconCount, initialSidebar, resized } from './sidebar';

describe('sidebar rules', () => {
  it('starts expanded at 768 px and wider, hidden below', () => {
    expect(initialSidebar(768)).toEqual({ expanded: true, isMobile: false });
    expect(initialSidebar(767)).toEqual({ expanded: false, isMobile: true });
  });
  it('recalculates only the mobile flag on resize', () => {
    expect(resized({ expanded: false, isMobile: false }, 500)).toEqual({ expanded: false, isMobile: true });
    expect(resized({ expanded: true, isMobile: true }, 1200)).toEqual({ expanded: true, isMobile: false });
  });
  it('collapses after a link click only when expanded under 768 px', () => {
    expect(afterLinkClick({ expanded: true, isMobile: true }, 700).expanded).toBe(false);
    expect(afterLinkClick({ expanded: true, isMobile: false }, 1024).expanded).toBe(true);
    expect(afterLinkClick({ expanded: false, isMobile: true }, 700).expanded).toBe(false);
  });
  it('offsets content by a wide margin when expanded and a narrow one when collapsed', () => {
    expect(contentMargin({ expanded: true, isMobile: false })).toBe(SIDEBAR.expandedWidth);
    expect(contentMargin({ expanded: false, isMobile: false })).toBe(SIDEBAR.collapsedWidth);
    expect(contentMargin({ expanded: true, isMobile: true })).toBe(0);
    expect(SIDEBAR.expandedWidth).toBeGreaterThan(SIDEBAR.collapsedWidth);
    expect(SIDEBAR.collapsedWidth).toBe(64);
  });
  it('draws only the first 16 decorative icons when collapsed', () => {
    expect(decorIconCount(false, 28)).toBe(16);
    expect(decorIconCount(true, 28)).toBe(28);
    expect(decorIconCount(false, 10)).toBe(10);
  });
});
