import { expect } from '@playwright/test';
import { hrefs, type BlockCheck } from '../../../tests/e2e/block-check.ts';

/**
 * The article the address names, or the message that it does not exist; its tags, the articles
 * before and after it and those related to it; and the Popular Posts list's links.
 */
export const check: BlockCheck<'article-body'> = async ({ element, page, href }) => {
  await expect(element.locator('article')).toHaveCount(page.item ? 1 : 0);
  await expect(element.locator('.article-missing')).toHaveCount(page.item ? 0 : 1);
  expect(await hrefs(element.getByRole('complementary').getByRole('link'))).toEqual((page.articles ?? []).map((article) => href(`/${article.route}`)));
  expect(await hrefs(element.locator('article .tag-list a'))).toEqual((page.item?.tags ?? []).map((tag) => href(`/${tag.route}`)));
  const { older, newer, related = [] } = page.neighbours ?? {};
  const around = [older, newer].filter((article) => article !== undefined);
  expect(await hrefs(element.locator('.article-nav a'))).toEqual(around.map((article) => href(`/${article.route}`)));
  expect(await hrefs(element.locator('.related-articles a'))).toEqual(related.map((article) => href(`/${article.route}`)));
};
