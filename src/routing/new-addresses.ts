/**
 * The addresses a new or moved page may take, in the words of `npm run new:page`, `new:article` and
 * `move:page`, which the page dialogs say too before sending.
 */

/** Lowercase words joined by '-', '/' between them: schema/page.json's routes without its special ones ('', '*', parameters). */
const pageRoute = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/;

/** Letters, digits, '.', '-' and '_': the file name of an article, which is its address in its collection. */
const articleSlug = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Why `route` cannot be the route of a new or moved page; undefined when it can. */
export const routeMistake = (route: string): string | undefined =>
  pageRoute.test(route) ? undefined : `"${route}" is not a valid route: use lowercase words joined by "-" and "/", such as "cloud-services/backup".`;

/** Why `slug` cannot be the address of a new article; undefined when it can. */
export const slugMistake = (slug: string): string | undefined =>
  articleSlug.test(slug) ? undefined : `"${slug}" cannot be an address: use letters, digits, ".", "-" and "_", such as "Cloud-costs-under-control".`;
