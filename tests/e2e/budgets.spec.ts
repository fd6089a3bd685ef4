import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures.ts';

/**
 * The size budgets of docs/PERFORMANCE.md, on the built site: everything a cold visit fetches by
 * network idle, measured as gzip at level 9 of each file (so the figure does not depend on the
 * server). 1 KB here is 1,024 bytes, as Lighthouse counts. The contact page's map library and email
 * SDK load only after the visitor asks for the map or sends, so they are not part of its first load.
 */
const kilobyte = 1024;
const budgets = {
  home: { script: 120 * kilobyte, stylesheet: 20 * kilobyte },
  other: { script: 100 * kilobyte, stylesheet: 20 * kilobyte },
};

/** Every route the build has data for: one file per page under content/<version>/en/. */
function builtRoutes(): string[] {
  const content = join(import.meta.dirname, '../../dist/content');
  const [version] = readdirSync(content);
  const english = join(content, version!, 'en');
  return readdirSync(english, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json') && !/(^|\/)_/.test(file))
    .map((file) => relative(english, join(english, file)).replace(/\.json$/, '').replace(/^index$/, ''))
    .sort();
}

for (const route of builtRoutes()) {
  test(`first load of ${route === '' ? 'home' : route} stays within its budget`, async ({ page }) => {
    const sizes = { script: 0, stylesheet: 0 };
    const pending: Promise<{ kind: keyof typeof sizes; bytes: number }>[] = [];
    page.on('response', (response) => {
      const kind = response.request().resourceType();
      if (kind !== 'script' && kind !== 'stylesheet') return;
      pending.push(response.body().then((body) => ({ kind, bytes: gzipSync(body, { level: 9 }).length })));
    });
    await page.goto(`/#/${route}`, { waitUntil: 'networkidle' });
    await expect(page.locator('main h1')).toBeVisible();
    for (const { kind, bytes } of await Promise.all(pending)) sizes[kind] += bytes;
    const budget = route === '' ? budgets.home : budgets.other;
    const kb = (bytes: number) => (bytes / kilobyte).toFixed(1);
    console.log(`${(route || 'home').padEnd(70)} JS ${kb(sizes.script).padStart(6)} KB of ${kb(budget.script)}   CSS ${kb(sizes.stylesheet).padStart(5)} KB of ${kb(budget.stylesheet)}`);
    expect(sizes.script, 'JavaScript, gzip').toBeLessThanOrEqual(budget.script);
    expect(sizes.stylesheet, 'CSS, gzip').toBeLessThanOrEqual(budget.stylesheet);
  });
}
