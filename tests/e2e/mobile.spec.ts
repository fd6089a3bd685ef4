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

const everyRoute = [
  '', 'about-us', 'contact', 'blog', 'blog-details/What-is-Industry-4.0', 'web-services', 'web-services/e-commerce', 'cloud-services',
  'cloud-services/machine-learning-services', 'data-intelligence', 'data-intelligence/bussines-intelligence', 'services',
  'service-search-engine-google-penalty-recovery', 'privacy-policy', 'terms-and-conditions', 'no-such-page',
];

test('every tap target on a phone is at least 44 px tall and wide enough to hit', async ({ page }) => {
  for (const route of everyRoute) {
    await page.goto(`/#/${route}`);
    await expect(page.locator('main h1')).toBeVisible();
    const small = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('a[href], button, input, textarea')]
        // A blog card's title link covers its whole card (::after), so the card is the target.
        .filter((element) => element.offsetParent !== null && !element.closest('.form-trap, .visually-hidden, .skip-link') && !element.matches('.blog-card__more, .blog-card__title a'))
        .map((element) => ({ element, box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.height < 44 || box.width < 24)
        .map(({ element, box }) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`),
    );
    expect(small, `#/${route}`).toEqual([]);
  }
});

test('no horizontal scrolling at 320 px on any kind of page', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const route of everyRoute) {
    await page.goto(`/#/${route}`);
    await expect(page.locator('main h1')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `#/${route}`).toBeLessThanOrEqual(320);
  }
});
