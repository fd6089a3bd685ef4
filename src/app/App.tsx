import { Suspense, useCallback, useDeferredValue, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { i18n } from 'i18next';
import { Router, useLocation } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import type { DevTools } from './dev-tools.ts';
import { Translations } from '../i18n/translations.ts';
import type { ContentStore } from '../renderer/content-store.ts';
import { LoadBoundary } from '../renderer/LoadBoundary.tsx';
import { PageLoadFailed, PageLoading } from '../renderer/PageStatus.tsx';
import { PageView } from '../renderer/PageView.tsx';
import { resolveRoute } from '../routing/resolve-route.ts';
import { useArrived } from '../renderer/resource.ts';
import { addressOf, routerBase } from '../routing/addresses.ts';
import type { SiteData } from '../shared/content.ts';
import { activeRoutes } from './NavLink.tsx';
import type { ScrollRestoration } from './scroll-restoration.ts';
import { Shell } from './Shell.tsx';
import type { KeptFooter } from './SiteFooter.tsx';
import { SiteContext, type SiteContextValue } from '../kit/site-context.ts';
import { PageLoadingContext, type PageLoadingValue } from '../renderer/loading-context.ts';
import { useLanguage } from './use-language.ts';

interface AppProps {
  site: SiteData;
  store: ContentStore;
  /** The app's i18next instance: the language to start in, and any texts it already holds. */
  i18n: i18n;
  /** Absent when rendering without a browser. */
  scroll?: ScrollRestoration;
  /** Location to render without a browser (prerendering, tests), or that prerendered markup was rendered at (hydrating it). */
  ssrPath?: string;
  /** The development server's additions (src/dev-tools.tsx); never in the build. */
  devTools?: DevTools;
  /** The footer as the build drew it, on the page the document holds: kept until the visitor reaches it. */
  keptFooter?: KeptFooter;
}

export function App({ site, store, i18n, scroll, ssrPath, devTools, keptFooter }: AppProps) {
  // Hash routing reads the address after '#'; path routing the path, below the site's base (docs/BEHAVIOUR.md#routes).
  const location = site.routing === 'path' ? { base: routerBase(site) } : { hook: useHashLocation };
  return (
    <Router {...location} {...(scroll ? { aroundNav: scroll.aroundNav } : {})} {...(ssrPath ? { ssrPath } : {})}>
      <Site site={site} store={store} startTexts={i18n} scroll={scroll} devTools={devTools} keptFooter={keptFooter} />
    </Router>
  );
}

const noChanges = () => () => {};
const unchanged = () => 0;

function Site({ site, store, startTexts, scroll, devTools, keptFooter }: Omit<AppProps, 'i18n' | 'ssrPath'> & { startTexts: i18n }) {
  // Edit mode marks every text as it is drawn, so the whole app draws again when it is switched.
  useSyncExternalStore(devTools?.subscribe ?? noChanges, devTools?.switches ?? unchanged, unchanged);
  const [location, navigate] = useLocation();
  const address = addressOf(location, site);
  const [language, switchLanguage] = useLanguage(site, store, startTexts.language, address, navigate);
  const wanted = useMemo(() => ({ language, route: address.route }), [language, address.route]);
  // wouter reads the address as an external store, which React renders at once; the deferred copy
  // is the page on screen, which moves on only once the next page (or language) has arrived (the
  // previous one stays meanwhile, never a blank or "Loading" flash).
  const shown = useDeferredValue(wanted);
  const [attempt, setAttempt] = useState(0);
  const translations = useMemo(() => new Translations(startTexts), [startTexts]);
  const mainRef = useRef<HTMLElement>(null);

  const retry = useCallback(() => {
    store.retry();
    setAttempt((n) => n + 1);
  }, [store]);
  const pageRendered = useCallback(() => {
    // After a link click, move focus to the new content, as a full page load would.
    if (scroll?.pageRendered()) mainRef.current?.focus({ preventScroll: true });
  }, [scroll]);
  // Already arrived once the page is on screen: the menu and the page change together.
  const onScreen = useArrived(store.page(shown.language, resolveRoute(shown.route, site.collections)));
  const active = useMemo(() => activeRoutes(shown.route, onScreen?.data), [shown.route, onScreen]);
  const context = useMemo<SiteContextValue>(
    () => ({ site, language: shown.language, activeRoutes: active, switchLanguage }),
    [site, shown.language, active, switchLanguage],
  );
  const loading = useMemo<PageLoadingValue>(() => ({ store, translations, pageRendered }), [store, translations, pageRendered]);

  return (
    <SiteContext.Provider value={context}>
      <PageLoadingContext.Provider value={loading}>
        <Shell language={shown.language} mainRef={mainRef} banner={devTools && <devTools.Banner />} keptFooter={keptFooter}>
          <Suspense fallback={<PageLoading />}>
            <LoadBoundary resetKey={`${shown.language}:${shown.route}:${attempt}`} fallback={<PageLoadFailed onRetry={retry} />}>
              {devTools ? (
                <devTools.PageGate route={shown.route}>
                  <PageView language={shown.language} route={shown.route} busy={shown !== wanted} />
                </devTools.PageGate>
              ) : (
                <PageView language={shown.language} route={shown.route} busy={shown !== wanted} />
              )}
            </LoadBoundary>
          </Suspense>
        </Shell>
        {devTools && <devTools.EditMode />}
      </PageLoadingContext.Provider>
    </SiteContext.Provider>
  );
}
