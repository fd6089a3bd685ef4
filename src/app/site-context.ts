import { createContext, useContext } from 'react';
import type { i18n } from 'i18next';
import type { SiteData } from '../shared/content.ts';
import type { ContentStore } from '../renderer/content-store.ts';
import type { RouteFiles } from '../renderer/resolve-route.ts';

export interface SiteContextValue {
  site: SiteData;
  store: ContentStore;
  i18n: i18n;
  /** Loads the texts of the shell and of the page on screen, then switches language. */
  switchLanguage: (language: string) => Promise<void>;
  /** Tells the shell which files the page on screen came from, so a language switch can preload them. */
  setCurrentFiles: (files: RouteFiles) => void;
  /** After the page for a new location has rendered; restores or resets the scroll position. */
  pageRendered: () => void;
}

export const SiteContext = createContext<SiteContextValue | null>(null);

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite() outside <SiteContext>');
  return value;
}
