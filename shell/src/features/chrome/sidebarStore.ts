import { create } from 'zustand';
import { afterLinkClick, initialSidebar, sidebarForWidth, type SidebarState } from '../../logic/sidebar';

interface SidebarStore extends SidebarState {
  toggle: () => void;
  /** Once the page is live: the state the real window width calls for (site spec §2.2). */
  settle: (width: number) => void;
  onLinkClick: (width: number) => void;
}

/** The same initial state everywhere (no window width), so server HTML and first client render agree. */
export const useSidebar = create<SidebarStore>()((set) => ({
  ...initialSidebar(),
  toggle: () => set((s) => ({ expanded: !s.expanded })),
  settle: (width) => set((s) => sidebarForWidth(s, width)),
  onLinkClick: (width) => set((s) => afterLinkClick(s, width)),
}));
