import { createContext, useContext } from 'react';
import type { PageData } from '../shared/content.ts';

/** The page being shown, for blocks that need more than their own props (breadcrumb, images, collection item). */
export const PageContext = createContext<PageData | null>(null);

export function usePage(): PageData {
  const page = useContext(PageContext);
  if (!page) throw new Error('usePage() outside <PageContext>');
  return page;
}
