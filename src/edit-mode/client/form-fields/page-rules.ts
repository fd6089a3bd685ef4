import { routeMistake, slugMistake } from '../../../routing/new-addresses.ts';
import type { EditModeSite } from '../../protocol.ts';

/**
 * What the page dialogs check before sending, in the words of `npm run new:page`, `new:article` and
 * `move:page`, whose rules for an address they share (src/routing/new-addresses.ts). Pure.
 */

export function pageRouteMistake(route: string, site: Pick<EditModeSite, 'pages'>): string | undefined {
  if (route === '') return 'Write the address of the page, such as careers.';
  const taken = site.pages.some((page) => page.route === route);
  return routeMistake(route) ?? (taken ? `A page is at /${route} already: choose another address.` : undefined);
}

export function articleSlugMistake(slug: string, collection: string, site: Pick<EditModeSite, 'pages'>): string | undefined {
  if (slug === '') return 'Write the title of the article, such as Cloud costs under control.';
  const taken = site.pages.some((page) => page.route === `${collection}/${slug}`);
  return slugMistake(slug) ?? (taken ? `An article is at /${collection}/${slug} already: choose another title.` : undefined);
}

/** The home page, the not-found page, a collection's page and the articles keep their routes (move:page). */
export const movablePage = (page: EditModeSite['pages'][number]): boolean => !page.article && page.route !== '' && !/[:*]/.test(page.route);
