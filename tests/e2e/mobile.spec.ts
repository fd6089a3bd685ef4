import { expect, test } from './fixtures.ts';

test('the mobile menu opens with real links, closes on Escape and returns focus to its toggle', async ({ page }) => {
  await page.goto('/#/cloud-services');
  await expect(page.locator('h1')).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  const close = page.getByRole('button', { name: 'Close menu' });
  await expect(close).toHaveAttribute('aria-expanded', 'true');

  const menu = page.locator('.mobile-menu');
  await expect(menu.getByRole('link', { name: 'Cloud Services' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: 'hello@example.com' })).toHaveAttribute('href', 'mailto:hello@example.com');
  await expect(menu.getByRole('link', { name: 'Get IT Support' })).toHaveAttribute('href', '#/contact');
  await expect(menu.getByRole('button', { name: 'Español' })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(toggle).toBeFocused();
});

test('Tab stays inside the open menu', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  for (let i = 0; i < 14; i++) await page.keyboard.press('Tab');
  const inside = await page.evaluate(() => Boolean(document.activeElement?.closest('.mobile-menu, .menu-toggle')));
  expect(inside).toBe(true);
});

test('following a link closes the menu and shows the page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.locator('.mobile-menu').getByRole('link', { name: 'Blog' }).click();
  await expect(page.locator('h1')).toHaveText('Blog');
  await expect(page.locator('.mobile-menu')).toHaveCount(0);
});

test('no horizontal scrolling on a phone', async ({ page }) => {
  for (const route of ['', 'about-us', 'web-services/development', 'contact', 'blog-details/What-is-Industry-4.0']) {
    await page.goto(`/#/${route}`);
    await expect(page.locator('h1')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
});
