import type { PageData } from './content.ts';

/** i18next's `t` as the title needs it: a key, and the values its text fills in. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * A page's own title, in the language of `t`: its title text, and on the second and later pages of
 * an article list which page it is ("Blog, page 2"), so that every page has a title of its own
 * (docs/BEHAVIOUR.md#page-semantics). The tab, the prerendered page and link previews use this one rule.
 */
export function pageTitle(page: Pick<PageData, 'title' | 'listing'>, t: Translate): string {
  const own = t(page.title);
  const number = page.listing?.page ?? 1;
  return number > 1 ? t('common.blog.pageTitle', { title: own, page: number }) : own;
}
