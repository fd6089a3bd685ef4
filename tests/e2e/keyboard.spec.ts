import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { languageControl } from './language-switch.ts';

/** Presses Tab until `matches` is true for the focused element (at most `limit` times). */
async function tabTo(page: Page, matches: (element: Element) => boolean, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(`(${matches.toString()})(document.activeElement)`)) return;
  }
  throw new Error('Tab never reached the element');
}

test('the first Tab shows the skip link, which takes focus to the main content', async ({ page, at }) => {
  await page.goto(at.url('about'));
  await expect(page.locator('h1')).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('the menu works with the keyboard alone, with a visible focus, and focus moves to the new page', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('h1')).toBeVisible();
  await tabTo(page, (el) => el.textContent === 'Services');
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page.locator('h1')).toHaveText('Services');
  await expect(page.locator('main')).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
});

test('the language switch works with the keyboard alone', async ({ page, at }) => {
  await page.goto('/');
  await expect(page.locator('h1')).toBeVisible();
  await tabTo(page, (el) => el.textContent === 'Español');
  // A button is pressed with Space (or Enter), a link followed with Enter.
  await page.keyboard.press(at.routing === 'path' ? 'Enter' : 'Space');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(languageControl(page, at.routing, 'Español')).toBeFocused();
});

test('the slider is usable by keyboard, with controls named in the page language', async ({ page, at }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Next slide' })).toBeVisible();
  await tabTo(page, (el) => el.getAttribute('aria-label') === 'Next slide');
  await page.keyboard.press('Enter');
  await expect(page.locator('.swiper-slide-active h2')).toHaveText('Decisions backed by your own data');
  // The fixture's slider has two slides: the last one is showing.
  await expect(page.getByRole('button', { name: 'This is the last slide' })).toBeVisible();
  await languageControl(page, at.routing, 'Español').click();
  await expect(page.getByRole('button', { name: 'Diapositiva anterior' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Esta es la última diapositiva' })).toBeVisible();
});

test('the contact form can be filled and sent with the keyboard alone, and errors are reachable', async ({ page, at }) => {
  await page.route('https://api.emailjs.com/**', (route) => route.fulfill({ status: 200, body: 'OK' }));
  await page.goto(at.url('contact'));
  await expect(page.locator('h1')).toBeVisible();
  await tabTo(page, (el) => el.getAttribute('name') === 'user_name', 120);
  await page.keyboard.press('Enter');
  // Submitting empty: focus stays on the first field, now described by its error.
  await expect(page.locator('[name="user_name"]')).toBeFocused();
  await expect(page.locator('[name="user_name"]')).toHaveAttribute('aria-invalid', 'true');
  for (const value of ['Pablo Ortega', 'pablo@example.es', '+34 622 333 444', 'Propuesta', 'Nos gustaría una reunión.']) {
    await page.keyboard.type(value);
    await page.keyboard.press('Tab');
  }
  await expect(page.getByRole('button', { name: 'Send message' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'sent successfully' })).toBeVisible();
});
