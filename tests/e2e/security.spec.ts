import { expect, test } from './fixtures.ts';

test('the site is served with a strict CSP and the security headers', async ({ request }) => {
  const response = await request.get('/');
  const headers = response.headers();
  const csp = headers['content-security-policy']!;
  expect(csp).toContain("default-src 'self'");
  const scriptSources = /script-src ([^;]+)/.exec(csp)![1]!;
  expect(scriptSources).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("connect-src 'self' https://api.emailjs.com");
  expect(headers).toMatchObject({
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-cache',
  });
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['strict-transport-security']).toContain('max-age=');
  const html = await response.text();
  const script = /data-entry="\.?\/(assets\/[^" ]+\.js)/.exec(html)![1]!;
  expect((await request.get(`/${script}`)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await request.get('/favicon.svg')).headers()['cache-control']).toBe('public, max-age=86400');
});

test.describe('the policy in force', () => {
  test.use({ expectedConsoleErrors: /Content Security Policy/ });

  test('blocks an injected inline script', async ({ page }) => {
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (directive: string) => violations.push(directive));
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { reportViolation: (d: string) => void }).reportViolation(event.effectiveDirective),
      ),
    );
    await page.goto('/');
    await expect(page.locator('h1')).toBeVisible();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
    });
    await expect.poll(() => violations).toContain('script-src-elem');
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
  });
});

test('editor text and route parameters are shown as text, never run', async ({ page, at }) => {
  await page.goto(at.url('articles/%3Cimg%20src=x%20onerror=alert(1)%3E'));
  await expect(page.locator('h1')).toHaveText('Page not found');
  await page.goto(at.url('<svg/onload=alert(1)>'));
  await expect(page.locator('h1')).toHaveText('Page not found');
  expect(await page.locator('main img[src="x"], main svg[onload]').count()).toBe(0);
});

test("a page's structured data is a data block the policy has nothing against, which the head keeps only while it describes the page", async ({ page, at }) => {
  // docs/BEHAVIOUR.md#structured-data: the browser runs no JSON-LD block, so the policy's script-src refuses none.
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (directive: string) => violations.push(directive));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation: (d: string) => void }).reportViolation(event.effectiveDirective),
    ),
  );
  const structuredTypes = async () => {
    const blocks = await page.locator('head script[type="application/ld+json"]').allTextContents();
    return blocks.flatMap((text) => (JSON.parse(text) as { '@graph': { '@type': string }[] })['@graph'].map((node) => node['@type']));
  };
  await page.goto(at.url(''));
  expect(await structuredTypes()).toContain('Organization');
  // Loaded afresh (with hash routing, going to another hash is no load): the screen of the article
  // and its head tags replace the home page's before the app starts.
  await page.goto(at.url('articles/first-steps'));
  await page.reload();
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  expect(await structuredTypes()).toEqual(['BreadcrumbList', 'BlogPosting']);
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'News' }).click();
  await expect(page.locator('h1')).toHaveText('News');
  await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(0);
  expect(violations).toEqual([]);
});
