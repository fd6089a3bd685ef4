import { readSite } from '../../support/site-model.ts';
import { expect, test } from '../fixtures.ts';
import { e2eSites } from '../sites.ts';

/**
 * The live site built with path routing (a copy whose site.yaml says `routing: path`): every page
 * it declares, in every language, is a file of its own that a crawler running no JavaScript gets
 * whole, in its language, with its title and one heading. Derived from the site's YAML; the
 * behaviour of path routing itself is tested on the fixture site (tests/e2e/path-routing.spec.ts).
 */
const site = readSite(e2eSites.live.root);
const pages = site.routes.filter((route) => route.kind === 'page' || route.kind === 'item');
const decoded = (text: string) =>
  text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

test('with path routing, every page in every language is its own file, whole without JavaScript', async ({ request, at }) => {
  const problems: string[] = [];
  for (const language of site.languages) {
    for (const route of pages) {
      const address = at.url(route.route, language);
      const response = await request.get(address);
      const html = await response.text();
      const title = decoded(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
      const headings = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => decoded(match[1]!.replace(/<[^>]+>/g, '')).trim());
      if (response.status() !== 200) problems.push(`${address}: status ${response.status()}`);
      else if (!html.includes(`<html lang="${language}"`)) problems.push(`${address}: not in ${language}`);
      else if (title !== site.title(route, language)) problems.push(`${address}: title "${title}"`);
      else if (headings.length !== 1 || !headings[0]) problems.push(`${address}: headings ${JSON.stringify(headings)}`);
    }
  }
  expect(problems).toEqual([]);
  expect((await request.get(at.url('no-such-page-at-all'))).status()).toBe(404);
});
