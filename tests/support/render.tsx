import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { SiteContext } from '../../src/app/site-context.ts';
import { addTexts, createI18n } from '../../src/i18n/i18n.ts';
import { ContentStore } from '../../src/renderer/content-store.ts';
import { runPipeline } from '../../src/content/pipeline.ts';
import type { ShellData, SiteData } from '../../src/shared/content.ts';
import { projectRoot } from './site-copy.ts';

export const compiled = runPipeline(projectRoot).compiled!;
export const site: SiteData = { ...compiled.site, contentPath: 'content/test', emailOrigin: null };

/** Renders `children` to HTML the way a prerenderer would: in Node, with no window or document. */
export function renderWithoutBrowser(children: ReactNode, language: string, extraTexts: Record<string, string> = {}, path = '/'): string {
  const i18n = createI18n(site, language);
  const shell = JSON.parse(compiled.files.get(`${language}/_shell.json`)!) as ShellData;
  addTexts(i18n, language, { ...shell.texts, ...extraTexts });
  const context = {
    site,
    store: new ContentStore('unused', () => Promise.reject(new Error('no network in this test'))),
    i18n,
    switchLanguage: () => Promise.resolve(),
    setCurrentFiles: () => undefined,
    pageRendered: () => undefined,
  };
  return renderToString(
    <SiteContext.Provider value={context}>
      <I18nextProvider i18n={i18n}>
        <Router ssrPath={path}>{children}</Router>
      </I18nextProvider>
    </SiteContext.Provider>,
  );
}
