import { create } from 'zustand';

interface QuoteModalState {
  isOpen: boolean;
  /** The control that opened the modal: focus goes back to it when the modal closes (WCAG 2.4.3). */
  opener: HTMLElement | null;
  open: () => void;
  close: () => void;
}

/** The shell owns the quote modal; Home's card, the floating button and case studies open it here. */
export const useQuoteModal = create<QuoteModalState>()((set) => ({
  isOpen: false,
  opener: null,
  open: () => set({ isOpen: true, opener: typeof document !== 'undefined' && document.activeElement instanceof HTMLElement ? document.activeElement : null }),
  close: () => set({ isOpen: false }),
}));
