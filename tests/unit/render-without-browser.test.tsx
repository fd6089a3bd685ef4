import { describe, expect, it } from 'vitest';
import { App } from '../../src/app/App.tsx';
import { renderToString } from 'react-dom/server';
import { addTexts, createI18n } from '../../src/i18n/i18n.ts';
import { BlockList } from '../../src/renderer/BlockList.tsx';
import { PageContext } from '../../src/renderer/page-context.ts';
import { ContentStore } from '../../src/renderer/content-store.ts';
import type { PageData, ShellData } from '../../src/shared/content.ts';
import { compiled, renderWithoutBrowser, site } from '../support/render.tsx';

const pageFiles = [...compiled.files.keys()].filter((name) => !name.endsWith('_shell.json'));

describe('every page renders without a browser (ready for prerendering)', () => {
  it('runs where window and document do not exist', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it.each(pageFiles)('%s: one h1, and every text resolved', (name) => {
    const [language] = name.split('/');
    const page = JSON.parse(compiled.files.get(name)!) as PageData;
    const html = renderWithoutBrowser(
      <PageContext.Provider value={page}>
        <BlockList blocks={page.blocks} />
      </PageContext.Provider>,
      language!,
      page.texts,
    );
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    const rawKeys = Object.keys(page.texts).filter((key) => html.includes(`>${key}<`) || html.includes(`"${key}"`));
    expect(rawKeys).toEqual([]);
  });

  it('renders the shell (header, menu, footer) without a browser', () => {
    const i18n = createI18n(site, 'es');
    addTexts(i18n, 'es', (JSON.parse(compiled.files.get('es/_shell.json')!) as ShellData).texts);
    const store = new ContentStore('unused', () => Promise.reject(new Error('offline')));
    const html = renderToString(<App site={site} store={store} i18n={i18n} ssrPath="/about-us" />);
    const activeLinks = [...html.matchAll(/<a [^>]*aria-current="page"[^>]*>/g)].map(([tag]) => /href="([^"]*)"/.exec(tag)?.[1]);
    expect(activeLinks).toEqual(['#/about-us']);
    expect(html).toContain('Quiénes somos');
    expect(html).toContain('© 2024 Meridia Consulting');
  });
});
