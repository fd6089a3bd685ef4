import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { routeOf } from '../../src/routing/resolve-route.ts';
import type { SiteModel, SiteRoute } from '../support/site-model.ts';
import type { SiteAddresses } from './addresses.ts';
import { expect } from './fixtures.ts';

/**
 * Opens `route` as a first visit by someone whose chosen language is `language`: at its address in
 * that language (path routing), or at its address with that choice stored (hash routing).
 */
export async function openAs(page: Page, at: SiteAddresses, language: string, route: string): Promise<void> {
  // The page's own document only: init scripts run in every frame, and a frame of another site (a video player) may not use storage.
  await page.addInitScript((code) => {
    if (window === window.top) localStorage.setItem('site.language', code);
  }, language);
  await page.goto(at.url(route, language));
}

/** "/contact in Español at 390 px": where a check failed, for its message. */
export function where(page: Page, site: SiteModel, route: string, language: string): string {
  return `/${route} in ${site.languageLabel(language)} at ${page.viewportSize()?.width ?? '?'} px`;
}

/**
 * Text keys on screen instead of their text: in the visible text, in the texts only assistive
 * technology reads (labels, alternative texts) and in the tab title.
 */
export async function visibleTextKeys(page: Page, keys: ReadonlySet<string>): Promise<string[]> {
  const words = await page.evaluate(() => {
    const attributes = ['aria-label', 'alt', 'title', 'placeholder', 'aria-valuetext'];
    const labels = [...document.querySelectorAll<HTMLElement>(attributes.map((name) => `[${name}]`).join(','))].flatMap((element) =>
      attributes.map((name) => element.getAttribute(name) ?? ''),
    );
    const text = [document.title, document.body.innerText, ...labels].join('\n');
    return text.match(/[\p{L}\p{N}_-]+(?:\.[\p{L}\p{N}_-]+)+/gu) ?? [];
  });
  return [...new Set(words.filter((word) => keys.has(word)))];
}

/**
 * The page of `route` is on screen, whole, in `language`: the page language, its own tab title
 * (so not the not-found page instead), exactly one h1 and it visible in <main>, and no text key
 * shown in place of its text.
 */
export async function expectPageShown(page: Page, site: SiteModel, route: SiteRoute, language: string): Promise<void> {
  const at = where(page, site, route.route, language);
  await expect(page.locator('html'), `${at}: page language`).toHaveAttribute('lang', language);
  await expect(page, `${at}: tab title`).toHaveTitle(site.title(route, language));
  await expect(page.locator('h1'), `${at}: number of h1`).toHaveCount(1);
  await expect(page.locator('main h1'), `${at}: the h1 is in <main> and visible`).toBeVisible();
  expect(await visibleTextKeys(page, site.textKeys), `${at}: text keys shown instead of their texts`).toEqual([]);
}

/**
 * The header's menu marks as active (`aria-current="page"`) the entry of the page on screen and of
 * every page its breadcrumb passes through, Home only on the home page (docs/BEHAVIOUR.md#header-menu):
 * which ones follows from where the site's YAML puts the page (its route, its `parent:`).
 */
export async function expectActiveMenuEntries(page: Page, at: SiteAddresses, site: SiteModel, route: SiteRoute, language: string): Promise<void> {
  const above = route.data[language]!.breadcrumb.flatMap((crumb) => (crumb.href ? [routeOf(crumb.href)] : [])).filter((parent) => parent !== '');
  const active = site.site.header.menu.map((entry) => entry.link).filter((link) => [route.route, ...above].includes(routeOf(link)));
  const marked = page.locator('header .main-nav a[aria-current="page"]');
  const hrefs = await marked.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs, `${where(page, site, route.route, language)}: active menu entries`).toEqual(active.map((link) => at.href(link, language)));
}

/** What axe (WCAG 2.0–2.2 A and AA rules, and best practices) finds wrong on the page as it is now. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Text metrics (and so contrast over overlapping boxes) are final once the web font is in.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await recordChanges(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  const changes = await changesRecorded(page);
  // Each node with its markup as axe saw it, so a failure tells what was wrong without a rerun.
  const nodes = (v: (typeof results.violations)[number]) => v.nodes.slice(0, 2).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`);
  const found = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.length}× ${nodes(v).join(' | ')}`);
  return found.length === 0 ? found : [...found, await pageNow(page, results.violations[0]!.nodes[0]!.target.join(' ')), changes];
}

type Recorder = { changes: number; first: string[]; observer: MutationObserver };

/** Starts counting the changes to the document (nodes added or removed, attributes, texts), naming the first few. */
async function recordChanges(page: Page): Promise<void> {
  await page.evaluate(() => {
    const recorder = { changes: 0, first: [] as string[], observer: undefined as unknown as MutationObserver };
    const name = (node: Node) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.classList[0] ? `.${node.classList[0]}` : ''}`
        : node.nodeName;
    recorder.observer = new MutationObserver((records) => {
      for (const record of records) {
        recorder.changes++;
        if (recorder.first.length < 5)
          recorder.first.push(
            `${record.type} ${record.attributeName ?? ''} on ${name(record.target)} (+${record.addedNodes.length} −${record.removedNodes.length})`,
          );
      }
    });
    recorder.observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
    (window as unknown as { axeChanges: typeof recorder }).axeChanges = recorder;
  });
}

/** Stops counting; says how the document changed while axe ran (markup swapped under it reads as a finding). */
function changesRecorded(page: Page): Promise<string> {
  return page.evaluate(() => {
    const recorder = (window as unknown as { axeChanges?: Recorder }).axeChanges;
    if (!recorder) return '(changes while axe ran: not recorded, the document was loaded again)';
    recorder.observer.disconnect();
    return `(changes while axe ran: ${recorder.changes}${recorder.first.length ? `, first: ${recorder.first.join('; ')}` : ''})`;
  });
}

/**
 * After a finding, what the page is now: whether the document was loaded again and whether the first
 * node named is still there and what it reads, so that a finding on markup swapped out during axe's
 * run tells itself apart from one on the page as it stays.
 */
function pageNow(page: Page, selector: string): Promise<string> {
  return page.evaluate((target) => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const node = document.querySelector(target);
    const now = node ? `reads ${JSON.stringify((node as HTMLElement).innerText)}` : 'is gone';
    return `(the document's load: ${navigation?.type ?? 'unknown'}; ${target} ${now}; ready: ${document.documentElement.hasAttribute('data-ready')})`;
  }, selector);
}
