import { create } from 'zustand';
import { afterLinkClick, afterResize, initialSidebar, sidebarForWidth, type SidebarState } from '../../logic/sidebar';

interface SidebarStore extends SidebarState {
  toggle: () => void;
  /** Once the page is live: the state the window's width now and since the page started call for (site spec §2.2). */
  settle: (width: number, narrowest: number) => void;
  /** After a resize (site spec §4). */
  resized: (width: number) => void;
  onLinkClick: (width: number) => void;
}

/** The same initial state everywhere (no window width), so server HTML and first client render agree. */
export const useSidebar = create<SidebarStore>()((set) => ({
  ...initialSidebar(),
  toggle: () => set((s) => ({ expanded: !s.expanded })),
  settle: (width, narrowest) => set((s) => sidebarForWidth(s, width, narrowest)),
  resized: (width) => set((s) => afterResize(s, width)),
  onLinkClick: (width) => set((s) => afterLinkClick(s, width)),
}));
