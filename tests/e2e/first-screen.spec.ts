import { expect, test } from './fixtures.ts';

// These tests act before the app is ready, on purpose.
test.use({ waitForApp: false });

/** Holds back the app's main script until `release` is called, to act on the page before the app runs. */
async function holdApp(page: import('@playwright/test').Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return () => release();
}

test('the home page is readable before any of the app\'s code has run', async ({ page }) => {
  const release = await holdApp(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('h1')).toHaveText('Move to the cloud without stopping the business');
  await expect(page.locator('header nav').getByRole('link', { name: 'About' })).toBeVisible();
  expect(await page.locator('html').getAttribute('data-ready')).toBeNull();
  release();
  await expect(page.locator('html')).toHaveAttribute('data-ready', '');
});

test('a link to another page never shows the prerendered home, not even for a moment', async ({ page }) => {
  const release = await holdApp(page);
  await page.goto('/#/about', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('#root')).toBeHidden();
  release();
  await expect(page.locator('h1')).toHaveText('About');
  await expect(page.locator('#root')).toBeVisible();
});

test('a visitor who chose Spanish never sees the English home', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('site.language', 'es'));
  const release = await holdApp(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('#root')).toBeHidden();
  release();
  await expect(page.locator('h1')).toHaveText('Lleva tu empresa a la nube sin detenerla');
});

test('a newsletter sign-up sent before the app has started is sent once it has, not lost in a reload', async ({ page }) => {
  const sent: string[] = [];
  await page.route('https://api.emailjs.com/api/v1.0/email/send', (route) => {
    sent.push(route.request().postData() ?? '');
    return route.fulfill({ status: 200, body: 'OK' });
  });
  const release = await holdApp(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const footer = page.locator('footer');
  await footer.getByRole('textbox', { name: 'Your email address' }).fill('maria@example.es');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  expect(page.url()).not.toContain('email=');
  release();
  await expect(footer.getByRole('status')).toContainText('you are subscribed');
  expect(sent).toHaveLength(1);
  expect(sent[0]).toContain('maria@example.es');
});
