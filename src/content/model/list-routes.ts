import { everyArticleBlock, type BlockTraits } from '../schema/block-traits.ts';
import type { CheckedContent } from '../schema/check-schemas.ts';
import { statusOn } from './publication.ts';

/** How many articles a page of a list shows when site.yaml does not say (the default of `blog.pageSize` in schema/site.json). */
export const defaultPageSize = 10;

/** The route of a tag's page, under the article list's: blog/tags/industry-4-0 (docs/BEHAVIOUR.md#blog-articles). */
export const tagRoute = (listRoute: string, id: string): string => `${listRoute}/tags/${id}`;

/** The route of the `number`th page of a list at `route`: the list itself first, then blog/page/2… */
export const listPageRoute = (route: string, number: number): string => (number === 1 ? route : `${route}/page/${number}`);

/** How many pages a list of `count` articles takes, `pageSize` a page: at least one. */
export const pageCount = (count: number, pageSize: number): number => Math.max(1, Math.ceil(count / pageSize));

/**
 * The routes the build adds to the article list's (docs/BEHAVIOUR.md#blog-articles): its further
 * pages, and each tag's pages, for the tags that have articles published on `today`.
 */
export function listRoutes(content: Pick<CheckedContent, 'site' | 'pages' | 'items'>, traits: ReadonlyMap<string, BlockTraits>, today: string): string[] {
  const list = content.pages.find((page) => everyArticleBlock(page.data, traits) !== undefined)?.data.route;
  if (list === undefined) return [];
  const blog = content.site?.data.blog;
  const published = [...content.items.values()].flat().filter((article) => statusOn(article.data, today) === undefined);
  const pagesOf = (route: string, count: number) =>
    Array.from({ length: pageCount(count, blog?.pageSize ?? defaultPageSize) }, (_, index) => listPageRoute(route, index + 1));
  const tags = (blog?.tags ?? []).flatMap(({ id }) => {
    const count = published.filter((article) => article.data.tags?.includes(id)).length;
    return count ? pagesOf(tagRoute(list, id), count) : [];
  });
  return [...pagesOf(list, published.length).slice(1), ...tags];
}
