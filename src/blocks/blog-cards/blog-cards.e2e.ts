import { expect } from '@playwright/test';
import { hrefs, type BlockCheck } from '../../../tests/e2e/block-check.ts';

/** A card for each of the newest articles, as many as its limit, each with its picture and a link to the article. */
export const check: BlockCheck<'blog-cards'> = async ({ element, block, page, href }) => {
  const shown = (page.articles ?? []).slice(0, block.limit);
  expect(await hrefs(element.locator('.blog-card__title a'))).toEqual(shown.map((article) => href(`/${article.route}`)));
  await expect(element.locator('.blog-card img')).toHaveCount(shown.length);
};
