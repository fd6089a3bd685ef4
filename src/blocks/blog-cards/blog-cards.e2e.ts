import { expect } from '@playwright/test';
import { hrefs, type BlockCheck } from '../../../tests/e2e/block-check.ts';

/**
 * A card for each of the newest articles, as many as its limit, each with its picture and a link to
 * the article. Without a limit, on the article list and its tags' pages: a link to each tag, and to
 * the pages of newer and older articles (docs/BEHAVIOUR.md#blog-articles).
 */
export const check: BlockCheck<'blog-cards'> = async ({ element, block, page, href }) => {
  const shown = (page.articles ?? []).slice(0, block.limit);
  expect(await hrefs(element.locator('.blog-card__title a'))).toEqual(shown.map((article) => href(`/${article.route}`)));
  await expect(element.locator('.blog-card img')).toHaveCount(shown.length);
  const listing = block.limit === undefined ? page.listing : undefined;
  const tags = listing?.tags.length ? [listing.list, ...listing.tags.map((tag) => tag.route)] : [];
  expect(await hrefs(element.locator('.tag-list a'))).toEqual(tags.map((route) => href(`/${route}`)));
  const pages = listing && listing.pages > 1 ? [listing.newer, listing.older].filter((route) => route !== undefined) : [];
  expect(await hrefs(element.locator('.pagination a'))).toEqual(pages.map((route) => href(`/${route}`)));
};
