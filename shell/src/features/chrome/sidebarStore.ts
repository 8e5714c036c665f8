import { create } from 'zustand';
import { afterLinkClick, initialSidebar, type SidebarState } from '../../logic/sidebar';

interface SidebarStore extends SidebarState {
  toggle: () => void;
  onLinkClick: (width: number) => void;
}

/** The same initial state everywhere (no window width), so server HTML and first client render agree. */
export const useSidebar = create<SidebarStore>()((set) => ({
  ...initialSidebar(),
  toggle: () => set((s) => ({ expanded: !s.expanded })),
  onLinkClick: (width) => set((s) => afterLinkClick(s, width)),
}));
