import { slugMistake } from '../../../routing/new-addresses.ts';
import { newAddressMistake } from '../plain-address.ts';
import type { EditModeSite } from '../../protocol.ts';

/**
 * What the page dialogs check before sending: a page's address in the words of Page settings
 * (plain-address.ts), an article's in those of `npm run new:article` (src/routing/new-addresses.ts). Pure.
 */

/** What is wrong with a new page's address (as plainAddress made it); undefined when nothing is. */
export const pageRouteMistake = (route: string, site: Pick<EditModeSite, 'pages'>): string | undefined =>
  newAddressMistake(
    route,
    site.pages.map((page) => page.route),
  );

export function articleSlugMistake(slug: string, collection: string, site: Pick<EditModeSite, 'pages'>): string | undefined {
  if (slug === '') return 'Write the title of the article, such as Cloud costs under control.';
  const taken = site.pages.some((page) => page.route === `${collection}/${slug}`);
  return slugMistake(slug) ?? (taken ? `An article is at /${collection}/${slug} already: choose another title.` : undefined);
}

/** The home page, the not-found page, a collection's page and the articles keep their routes (move:page). */
export const movablePage = (page: EditModeSite['pages'][number]): boolean => !page.article && page.route !== '' && !/[:*]/.test(page.route);
