import { createContext, useContext } from 'react';
import type { SiteData } from '../shared/content.ts';

/** What every part of the page may know of the site: its settings, the language on screen, the menu entries active. */
export interface SiteContextValue {
  site: SiteData;
  /** The language on screen. */
  language: string;
  /** The routes whose menu entries are active on the page on screen (docs/BEHAVIOUR.md#header-menu). */
  activeRoutes: ReadonlySet<string>;
  /**
   * Loads the page at the current address in `language`, then shows it so, shell and page at once.
   * When several are asked for in a row, the last one wins. Rejects when the texts could not load.
   */
  switchLanguage: (language: string) => Promise<void>;
}

export const SiteContext = createContext<SiteContextValue | null>(null);

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite() outside <SiteContext>');
  return value;
}
