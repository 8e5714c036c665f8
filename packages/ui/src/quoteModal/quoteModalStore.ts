import { create } from 'zustand';

interface QuoteModalState {
  isOpen: boolean;
  open: () => void;
  close: () => void;
}

/** The shell owns the quote modal; Home's card, the floating button and case studies open it here. */
export const useQuoteModal = create<QuoteModalState>()((set) => ({
  isOpen: false,
  open: () => set({ isOpen: true }),
  close: () => set({ isOpen: false }),
}));
