import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { budgets } from '../../../src/vite/first-load-budgets.ts';
import { readSite } from '../../support/site-model.ts';
import { blockSetTag } from '../block-sets.ts';
import { expect, test } from '../fixtures.ts';
import { e2eSites } from '../sites.ts';

/**
 * The size budgets the build checks (src/vite/first-load-budgets.ts), measured in a browser on every route of the live site's build (live-desktop),
 * and with path routing (live-path) on one route per set of blocks (tests/e2e/block-sets.ts):
 * everything a cold visit fetches by network idle, measured as gzip at level 9 of each file (so
 * the figure does not depend on the server). 1 KB here is 1,024 bytes, as Lighthouse counts. The
 * contact page's map library and email SDK load only after the visitor asks for the map or sends,
 * and the slider's Swiper once a pointer or the focus reaches it, so they are not part of a first
 * load: that is the shell's code and that of the page's block types, each its own chunk
 * (src/blocks/registry.ts), the same on every route with the same blocks.
 */
const kilobyte = 1024;

/**
 * Every route the build has data for: one file per page and item under content/<version>/<language>/
 * (files starting with "_" are the shell's texts and the fallback pages).
 */
function builtRoutes(): string[] {
  const content = join(e2eSites.live.outDir, 'content');
  if (!existsSync(content)) throw new Error(`No build at ${e2eSites.live.outDir}: run the tests with "npx playwright test", which builds it first.`);
  const [version] = readdirSync(content);
  const languageFolder = join(content, version!, readdirSync(join(content, version!))[0]!);
  return readdirSync(languageFolder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json') && !/(^|\/)_/.test(file))
    .map((file) =>
      relative(languageFolder, join(languageFolder, file))
        .replace(/\.json$/, '')
        .replace(/^index$/, ''),
    )
    .sort();
}

const site = readSite(e2eSites.live.root);
/** A route of the build the site's YAML does not name is measured in every project. */
const tagOf = (route: string) => {
  const declared = site.routes.find((candidate) => candidate.route === route);
  return declared ? blockSetTag(site, declared) : {};
};

for (const route of builtRoutes()) {
  test(`first load of ${route === '' ? 'home' : route} stays within its budget`, tagOf(route), async ({ page, at }) => {
    const sizes = { script: 0, stylesheet: 0 };
    const pending: Promise<{ kind: keyof typeof sizes; bytes: number }>[] = [];
    page.on('response', (response) => {
      const kind = response.request().resourceType();
      if (kind !== 'script' && kind !== 'stylesheet') return;
      pending.push(response.body().then((body) => ({ kind, bytes: gzipSync(body, { level: 9 }).length })));
    });
    await page.goto(at.url(route), { waitUntil: 'networkidle' });
    await expect(page.locator('main h1')).toBeVisible();
    for (const { kind, bytes } of await Promise.all(pending)) sizes[kind] += bytes;
    const budget = route === '' ? budgets.home : budgets.other;
    const kb = (bytes: number) => (bytes / kilobyte).toFixed(1);
    console.log(
      `${(route || 'home').padEnd(70)} JS ${kb(sizes.script).padStart(6)} KB of ${kb(budget.script)}   CSS ${kb(sizes.stylesheet).padStart(5)} KB of ${kb(budget.stylesheet)}`,
    );
    expect(sizes.script, `${at.url(route)}: JavaScript of the first load, gzip bytes`).toBeLessThanOrEqual(budget.script);
    expect(sizes.stylesheet, `${at.url(route)}: CSS of the first load, gzip bytes`).toBeLessThanOrEqual(budget.stylesheet);
  });
}
