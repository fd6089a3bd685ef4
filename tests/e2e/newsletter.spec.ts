import { readSite } from '../support/site-model.ts';
import { expect, failedRequestLogs, test } from './fixtures.ts';
import { e2eSites } from './sites.ts';

const { emailjs } = readSite(e2eSites.fixture.root).site.forms;

test.use({ expectedConsoleErrors: failedRequestLogs });

test('signs up through EmailJS with its own template, without the anti-forgery header on that absolute URL', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'XSRF-TOKEN', value: 'token-123', url: baseURL! }]);
  const requests: import('@playwright/test').Request[] = [];
  await page.route('https://api.emailjs.com/api/v1.0/email/send', (route) => {
    requests.push(route.request());
    return route.fulfill({ status: 200, body: 'OK' });
  });
  await page.goto('/');
  const footer = page.locator('footer');
  const input = footer.getByRole('textbox', { name: 'Your email address' });
  await expect(input).toHaveAttribute('type', 'email');
  await expect(input).toHaveAttribute('autocomplete', 'off');
  await input.fill('maria@example.es');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('status')).toContainText('you are subscribed');
  await expect(input).toHaveValue('');
  expect(requests).toHaveLength(1);
  expect(requests[0]!.postDataJSON()).toMatchObject({
    service_id: emailjs.serviceId,
    template_id: emailjs.newsletterTemplateId,
    user_id: emailjs.publicKey,
    template_params: { email: 'maria@example.es' },
  });
  expect(requests[0]!.headers()['x-xsrf-token']).toBeUndefined();
});

test('a failed sign-up says why and keeps the address', async ({ page }) => {
  await page.route('https://api.emailjs.com/api/v1.0/email/send', (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  const footer = page.locator('footer');
  await footer.getByRole('textbox', { name: 'Your email address' }).fill('maria@example.es');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('alert')).toContainText('the connection was lost');
  await expect(footer.getByRole('textbox', { name: 'Your email address' })).toHaveValue('maria@example.es');
});

test('an invalid address is refused before sending, next to the field', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer');
  const input = footer.getByRole('textbox', { name: 'Your email address' });
  await input.fill('maria');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(input).toBeFocused();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(footer.locator('.field__error')).toHaveText('Enter an email address such as name@company.com.');
});

test('a 429 says when to sign up again, and nothing is sent before then', async ({ page }) => {
  await page.clock.install();
  let answer = 429;
  const requests: string[] = [];
  await page.route('https://api.emailjs.com/api/v1.0/email/send', (route) => {
    requests.push(route.request().postData() ?? '');
    return route.fulfill({ status: answer, body: answer === 200 ? 'OK' : 'Too Many Requests' });
  });
  await page.goto('/');
  const footer = page.locator('footer');
  await footer.getByRole('textbox', { name: 'Your email address' }).fill('maria@example.es');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('alert')).toContainText(/You can send it again in (10|[1-9]) seconds/);
  await expect(footer.getByRole('button', { name: 'Subscribe' })).toHaveAttribute('aria-disabled', 'true');
  answer = 200;
  // Pressed all the same (Playwright waits for an aria-disabled button to be enabled, unless forced).
  await footer.getByRole('button', { name: 'Subscribe' }).click({ force: true });
  await footer.getByRole('textbox', { name: 'Your email address' }).press('Enter');
  await expect(footer.getByRole('alert')).toContainText(/You can send it again in \d+ seconds/);
  expect(requests).toHaveLength(1);
  await page.clock.fastForward(10_000);
  await expect(footer.getByRole('alert')).toContainText('You can send it again now');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('status')).toContainText('you are subscribed');
  expect(requests).toHaveLength(2);
});

test('a double click after a failure that comes back at once signs up once', async ({ page }) => {
  let answered!: () => void;
  const firstAnswer = new Promise<void>((resolve) => (answered = resolve));
  const requests: string[] = [];
  await page.route('https://api.emailjs.com/api/v1.0/email/send', async (route) => {
    requests.push(route.request().postData() ?? '');
    await route.fulfill({ status: 500, body: 'Internal error' });
    answered();
  });
  await page.goto('/');
  const footer = page.locator('footer');
  await footer.getByRole('textbox', { name: 'Your email address' }).fill('maria@example.es');
  // The button where its code draws it, not the build's markup it takes the place of.
  await expect(page.locator('footer[data-kept]')).toHaveCount(0);
  const box = (await footer.getByRole('button', { name: 'Subscribe' }).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.up();
  await firstAnswer;
  // The second click of the double click, well within a double-click interval, once the failure is in.
  await page.waitForTimeout(100);
  await page.mouse.down({ clickCount: 2 });
  await page.mouse.up({ clickCount: 2 });
  await expect(footer.getByRole('alert')).toContainText('did not accept');
  await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  expect(requests).toHaveLength(1);
});
