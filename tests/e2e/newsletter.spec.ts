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
  expect(requests[0]!.postDataJSON()).toMatchObject({ service_id: emailjs.serviceId, template_id: emailjs.newsletterTemplateId, user_id: emailjs.publicKey, template_params: { email: 'maria@example.es' } });
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
