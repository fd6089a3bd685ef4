import { expect } from '@playwright/test';
import { hrefs, type BlockCheck } from '../../../tests/e2e/block-check.ts';

/** The article the address names, or the message that it does not exist; and the Popular Posts list's links. */
export const check: BlockCheck<'article-body'> = async ({ element, page, href }) => {
  await expect(element.locator('article')).toHaveCount(page.item ? 1 : 0);
  await expect(element.locator('.article-missing')).toHaveCount(page.item ? 0 : 1);
  expect(await hrefs(element.getByRole('complementary').getByRole('link'))).toEqual((page.articles ?? []).map((article) => href(`/${article.route}`)));
};
