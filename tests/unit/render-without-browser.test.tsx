import { describe, expect, it } from 'vitest';
import { asHtml, compileSiteFolder, headingsOfLevelOne, pageFiles, rawKeysIn, readPage, readShell, renderPageFile, renderShell } from '../support/render.tsx';
import { fixtureRoot, projectRoot } from '../support/site-copy.ts';
import type { PageData } from '../../src/shared/content.ts';

const fixture = compileSiteFolder(fixtureRoot);
/** The keys of a page's texts, plain and formatted. */
const keysOf = (page: PageData) => [...Object.keys(page.texts), ...Object.keys(page.formatted ?? {})];
const fixtureLanguages = fixture.site.languages.available.map((l) => l.code);

describe('every page renders without a browser (ready for prerendering)', () => {
  it('runs where window and document do not exist', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('has every page of the fixture site in both of its languages', () => {
    expect(fixtureLanguages).toEqual(['en', 'es']);
    const pagesOf = (language: string) =>
      pageFiles(fixture)
        .filter((name) => name.startsWith(`${language}/`))
        .map((name) => name.slice(language.length + 1))
        .sort();
    expect(pagesOf('en').length).toBeGreaterThan(0);
    expect(pagesOf('es')).toEqual(pagesOf('en'));
  });

  it.each(pageFiles(fixture))('%s: one h1, and every text resolved', (name) => {
    const html = renderPageFile(fixture, name);
    expect(headingsOfLevelOne(html)).toBe(1);
    expect(rawKeysIn(html, keysOf(readPage(fixture, name)))).toEqual([]);
  });

  it('renders the shell (header, menu, footer) without a browser', () => {
    const html = renderShell(fixture, 'es', '/about');
    const activeLinks = [...html.matchAll(/<a [^>]*aria-current="page"[^>]*>/g)].map(([tag]) => /href="([^"]*)"/.exec(tag)?.[1]);
    expect(activeLinks).toEqual(['#/about']);
    expect(html).toContain('>Nosotros<');
    expect(html).toContain('+34 900 111 222');
    expect(html).toContain('© 2021 Northwind &amp; Partners. Todos los derechos reservados.');
    expect(rawKeysIn(html, Object.keys(readShell(fixture, 'es').texts))).toEqual([]);
  });
});

/**
 * The live site changes every week: it is checked only for what holds for any content, derived
 * from its own YAML, so that no editor's change turns these red unless the page itself is broken.
 */
describe('every page of the live site renders without a browser', () => {
  const live = compileSiteFolder(projectRoot);

  it.each(pageFiles(live))('%s: one h1, and no text shown as its key', (name) => {
    const html = renderPageFile(live, name);
    expect(headingsOfLevelOne(html)).toBe(1);
    expect(rawKeysIn(html, keysOf(readPage(live, name)))).toEqual([]);
  });

  it.each(live.site.languages.available.map((l) => l.code))('%s: the shell shows every menu entry and no text as its key', (language) => {
    const html = renderShell(live, language);
    const shellTexts = readShell(live, language).texts;
    expect(rawKeysIn(html, Object.keys(shellTexts))).toEqual([]);
    for (const entry of live.site.header.menu) expect(html).toContain(`>${asHtml(shellTexts[entry.label]!)}<`);
  });
});
