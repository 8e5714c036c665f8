import { createContext, useContext, type ReactNode } from 'react';
import { createNarrowestWidth, type NarrowestWidth } from '../../logic/narrowestWidth';

// Without a provider (the prerender, a component test) nothing was watched, and the record reads the current width.
const NarrowestWidthContext = createContext<NarrowestWidth>(createNarrowestWidth());

/** Hands the entry's width record to the sidebar, as the loader is handed down (no module-level record). */
export function NarrowestWidthProvider({ widths, children }: { widths: NarrowestWidth | undefined; children: ReactNode }) {
  return widths ? <NarrowestWidthContext value={widths}>{children}</NarrowestWidthContext> : children;
}

/** The page's record of the narrowest width since it started. */
export const useNarrowestWidth = () => useContext(NarrowestWidthContext);
