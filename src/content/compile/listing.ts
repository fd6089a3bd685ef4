import type { Page } from '../../generated/content-types.ts';
import type { Crumb, Listing, TagSummary } from '../../shared/content.ts';
import { listPageRoute, pageCount } from '../model/list-routes.ts';
import type { Article } from './articles.ts';

/** One page of the article list, or of a tag's list (docs/BEHAVIOUR.md#blog-articles). */
export interface ListPage {
  route: string;
  /** Text key of its title: the list's, or the tag's name. */
  title: string;
  breadcrumb: Crumb[];
  listing: Listing;
  /** The articles it shows, newest first. */
  articles: Article[];
}

/**
 * The pages of the article list `page` (whose breadcrumb leads to it through `trail`), `pageSize`
 * articles each, and the pages of each of `tags` (those with articles) under it: blog, blog/page/2,
 * blog/tags/cloud, blog/tags/cloud/page/2…
 */
export function listPages(page: Page, trail: Crumb[], articles: readonly Article[], tags: TagSummary[], pageSize: number): ListPage[] {
  const label = page.breadcrumbLabel ?? page.title;
  const list = { label, href: `/${page.route}` };
  const lists = [
    { route: page.route, title: page.title, tag: undefined, first: [...trail, { label }], later: [...trail, list], articles },
    ...tags.map((tag) => ({
      route: tag.route!,
      title: tag.label,
      tag,
      first: [...trail, list, { label: tag.label }],
      later: [...trail, list, { label: tag.label, href: `/${tag.route!}` }],
      articles: articles.filter((article) => article.data.tags?.some((own) => own.id === tag.id)),
    })),
  ];
  return lists.flatMap(({ route, title, first, later, tag, articles: shown }) => {
    const pages = pageCount(shown.length, pageSize);
    return Array.from({ length: pages }, (_, index): ListPage => {
      const number = index + 1;
      const listing: Listing = {
        page: number,
        pages,
        list: page.route,
        ...(number > 1 ? { newer: listPageRoute(route, number - 1) } : {}),
        ...(number < pages ? { older: listPageRoute(route, number + 1) } : {}),
        ...(tag ? { tag } : {}),
        tags,
      };
      const breadcrumb = number === 1 ? first : [...later, { label: 'common.blog.pageNumber', values: { page: number } }];
      return { route: listPageRoute(route, number), title, breadcrumb, listing, articles: shown.slice(index * pageSize, number * pageSize) };
    });
  });
}
