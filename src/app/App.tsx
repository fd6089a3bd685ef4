import { useCallback, useMemo, useRef } from 'react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import { addTexts } from '../i18n/i18n.ts';
import { rememberLanguage } from '../i18n/language-preference.ts';
import type { ContentStore } from '../renderer/content-store.ts';
import { PageView } from '../renderer/PageView.tsx';
import type { RouteFiles } from '../renderer/resolve-route.ts';
import type { SiteData } from '../shared/content.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import type { ScrollRestoration } from './scroll-restoration.ts';
import { SiteContext, type SiteContextValue } from './site-context.ts';
import { SkipLink } from './SkipLink.tsx';

interface AppProps {
  site: SiteData;
  store: ContentStore;
  i18n: i18n;
  /** Absent when rendering without a browser. */
  scroll?: ScrollRestoration;
  /** Location to render without a browser (prerendering, tests). */
  ssrPath?: string;
}

export function App({ site, store, i18n, scroll, ssrPath }: AppProps) {
  const currentFiles = useRef<RouteFiles | null>(null);
  const mainRef = useRef<HTMLElement>(null);

  const switchLanguage = useCallback(async (language: string) => {
    const files = currentFiles.current;
    const [shell, page] = await Promise.all([store.shell(language), files ? store.page(language, files.file, files.fallback) : null]);
    addTexts(i18n, language, shell.texts);
    if (page) addTexts(i18n, language, page.data.texts);
    await i18n.changeLanguage(language);
    rememberLanguage(language);
  }, [store, i18n]);

  const pageRendered = useCallback(() => {
    // After a link click, move focus to the new content, as a full page load would.
    if (scroll?.pageRendered()) mainRef.current?.focus({ preventScroll: true });
  }, [scroll]);

  const context = useMemo<SiteContextValue>(() => ({
    site,
    store,
    i18n,
    switchLanguage,
    setCurrentFiles: (files) => {
      currentFiles.current = files;
    },
    pageRendered,
  }), [site, store, i18n, switchLanguage, pageRendered]);

  return (
    <SiteContext.Provider value={context}>
      <I18nextProvider i18n={i18n}>
        <Router hook={useHashLocation} {...(scroll ? { aroundNav: scroll.aroundNav } : {})} {...(ssrPath ? { ssrPath } : {})}>
          <SkipLink target={mainRef} />
          <Header />
          <main id="main" ref={mainRef} tabIndex={-1}>
            <PageView />
          </main>
          <Footer />
        </Router>
      </I18nextProvider>
    </SiteContext.Provider>
  );
}
