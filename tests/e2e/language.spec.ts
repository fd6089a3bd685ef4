import { expect, test } from './fixtures.ts';

test('the switcher changes every text, the page language and the title, and is remembered', async ({ page }) => {
  await page.goto('/#/about-us');
  const english = page.getByRole('button', { name: 'English' });
  const spanish = page.getByRole('button', { name: 'Español' });
  await expect(english).toHaveAttribute('aria-pressed', 'true');
  await expect(spanish).toHaveAttribute('aria-pressed', 'false');

  await spanish.click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('h1')).toHaveText('Quiénes somos');
  await expect(spanish).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('header nav').first().getByRole('link', { name: 'Servicios cloud' })).toBeVisible();
  await expect(page.locator('footer')).toContainText('Todos los derechos reservados');
  await expect(page).toHaveTitle('Quiénes somos · Meridia Consulting');

  await page.reload();
  await expect(page.locator('h1')).toHaveText('Quiénes somos');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await page.locator('header nav').first().getByRole('link', { name: 'Inicio' }).click();
  await expect(page.locator('h1')).toContainText('Transformación digital');
});

test('no text key is ever visible, in either language', async ({ page }) => {
  for (const language of ['English', 'Español']) {
    await page.goto('/');
    await page.getByRole('button', { name: language }).click();
    for (const route of ['', 'about-us', 'web-services/development', 'blog-details/What-is-Industry-4.0', 'nope']) {
      await page.goto(`/#/${route}`);
      await expect(page.locator('h1')).toBeVisible();
      const text = await page.locator('body').innerText();
      expect(text).not.toMatch(/\b(common|home|about|web|blog|why|skills|notFound)\.[a-zA-Z]+/);
    }
  }
});
