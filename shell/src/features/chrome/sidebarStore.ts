import { create } from 'zustand';
import { afterLinkClick, initialSidebar, resized, type SidebarState } from '../../logic/sidebar';

interface SidebarStore extends SidebarState {
  toggle: () => void;
  onResize: (width: number) => void;
  onLinkClick: (width: number) => void;
}

export const useSidebar = create<SidebarStore>()((set) => ({
  ...initialSidebar(typeof window === 'undefined' ? 1280 : window.innerWidth),
  toggle: () => set((s) => ({ expanded: !s.expanded })),
  onResize: (width) => set((s) => resized(s, width)),
  onLinkClick: (width) => set((s) => afterLinkClick(s, width)),
}));
