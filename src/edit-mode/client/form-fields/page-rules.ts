import type { EditModeSite } from '../../protocol.ts';

/**
 * What the page dialogs check before sending, in the words of `npm run new:page`, `new:article` and
 * `move:page` (scripts/new-content.ts, scripts/move-page.ts), which the server runs the same rules of. Pure.
 */

/** The routes a page may take: lowercase words joined by '-', '/' between them (schema/page.json without its special routes). */
const pageRoute = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/;
/** An article's slug: letters, digits, '.', '-' and '_' (scripts/new-content.ts). */
const articleSlug = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export function pageRouteMistake(route: string, site: Pick<EditModeSite, 'pages'>): string | undefined {
  if (route === '') return 'Write the route of the page, such as about-us.';
  if (!pageRoute.test(route)) return `"${route}" is not a valid route: use lowercase words joined by "-" and "/", such as "cloud-services/backup".`;
  if (site.pages.some((page) => page.route === route)) return `A page is at /${route} already: choose another route.`;
  return undefined;
}

export function articleSlugMistake(slug: string, collection: string, site: Pick<EditModeSite, 'pages'>): string | undefined {
  if (slug === '') return 'Write the slug of the article, such as Cloud-costs-under-control.';
  if (!articleSlug.test(slug)) return `"${slug}" cannot be an address: use letters, digits, ".", "-" and "_", such as "Cloud-costs-under-control".`;
  if (site.pages.some((page) => page.route === `${collection}/${slug}`)) return `An article is at /${collection}/${slug} already: choose another slug.`;
  return undefined;
}

/** The home page, the not-found page, a collection's page and the articles keep their routes (move:page). */
export const movablePage = (page: EditModeSite['pages'][number]): boolean => !page.article && page.route !== '' && !/[:*]/.test(page.route);
