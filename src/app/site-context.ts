import { createContext, useContext } from 'react';
import type { Translations } from '../i18n/translations.ts';
import type { ContentStore } from '../renderer/content-store.ts';
import type { SiteData } from '../shared/content.ts';

export interface SiteContextValue {
  site: SiteData;
  /** Where pages come from: their data, their texts and their blocks' code, each loaded once. */
  store: ContentStore;
  /** The texts received so far, and an i18next instance per language to draw with them. */
  translations: Translations;
  /** The language on screen. */
  language: string;
  /** The routes whose menu entries are active on the page on screen (`activeRoutes`). */
  activeRoutes: ReadonlySet<string>;
  /**
   * Loads the page at the current address in `language`, then shows it so, shell and page at once.
   * When several are asked for in a row, the last one wins. Rejects when the texts could not load.
   */
  switchLanguage: (language: string) => Promise<void>;
  /** After the page for a new address is on screen; restores or resets the scroll position. */
  pageRendered: () => void;
}

export const SiteContext = createContext<SiteContextValue | null>(null);

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite() outside <SiteContext>');
  return value;
}
