import { createContext, useContext } from 'react';
import type { Translations } from '../i18n/translations.ts';
import type { ContentStore } from './content-store.ts';

/** How pages arrive and are drawn: given by the app, so that the renderer knows no app of its own. */
export interface PageLoadingValue {
  /** Where pages come from: their data, their texts and their blocks' code, each loaded once. */
  store: ContentStore;
  /** The texts received so far, and an i18next instance per language to draw with them. */
  translations: Translations;
  /** After the page for a new address is on screen; restores or resets the scroll position. */
  pageRendered: () => void;
}

export const PageLoadingContext = createContext<PageLoadingValue | null>(null);

export function usePageLoading(): PageLoadingValue {
  const value = useContext(PageLoadingContext);
  if (!value) throw new Error('usePageLoading() outside <PageLoadingContext>');
  return value;
}
