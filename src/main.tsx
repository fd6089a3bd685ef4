import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { ViteHotContext } from 'vite/types/hot.d.ts';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import site from 'virtual:site';
import { App } from './app/App.tsx';
import { interactiveBlocks } from './blocks/interactive-blocks.ts';
import type { DevTools } from './app/dev-tools.ts';
import { ScrollRestoration } from './app/scroll-restoration.ts';
import { footerCode } from './app/SiteFooter.tsx';
import { createI18n } from './i18n/i18n.ts';
import { initialLanguage } from './i18n/language-preference.ts';
import { ContentStore } from './renderer/content-store.ts';
import { prerenderedBlocks } from './renderer/BlockList.tsx';
import { resolveRoute, routeOfHash } from './routing/resolve-route.ts';
import { addressOf, locationOfPath, routerPath } from './routing/addresses.ts';
import { replaceOldHash } from './routing/redirects.ts';
import { contentChangedEvent, type ContentChange } from './shared/dev-server.ts';
import { redrawDrawings, updatesBrand } from './dev/brand-drawings.ts';
import 'virtual:brand';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';

// From here on the app, not the boot script, shows the pages (src/prerender/boot-script.ts).
const html = document.documentElement;
html.setAttribute('data-app', '');
// An old address (`redirects:`) gives way to its page's, in place: at once, and whenever the address
// becomes one. Listening before wouter does (it subscribes on the first render), so that it reads the
// new address (docs/BEHAVIOUR.md#redirects).
if (site.routing !== 'path') {
  replaceOldHash(window, site.redirects);
  addEventListener('hashchange', () => replaceOldHash(window, shownSite.redirects));
}
// The first page: with path routing its address names it, language included; with hash routing the
// language is the visitor's earlier choice (docs/BEHAVIOUR.md#language).
const first =
  site.routing === 'path' ? addressOf(locationOfPath(location.pathname, site), site) : { language: initialLanguage(site), route: routeOfHash(location.hash) };
const language = first.language ?? site.languages.default;
const firstRoute = first.route;
// The registry, its own chunk, arrives with the first page that draws a block by its code: the first
// page, as the build drew it, may draw none (docs/PERFORMANCE.md#blocks-drawn-once).
const store = new ContentStore(`${import.meta.env.BASE_URL}${site.contentPath}`, () => import('./blocks/registry.ts').then((module) => module.blockRegistry));
const scroll = new ScrollRestoration();
const container = document.getElementById('root')!;
// The page the build prerendered here (<html lang> and data-route say which): its blocks that draw
// markup and links only stay as they are, their code not loaded, and so do the footer and the blocks
// below the first screen whose code acts, until the visitor reaches them (docs/PERFORMANCE.md#blocks-drawn-once).
// Only in the build: `npm start` draws every block with its code, as edit mode needs.
const keepsPrerendered = import.meta.env.PROD && html.dataset.route !== undefined && container.hasChildNodes();
if (keepsPrerendered) store.keepPrerendered(html.lang, resolveRoute(html.dataset.route!, site.collections), prerenderedBlocks(container), interactiveBlocks);
// The prerendered markup says which page it shows (<html lang> and data-route, set by the build and
// by the boot script): the app takes it over as it is when that is the page this visitor gets, else
// draws the right page (the boot script has hidden the other).
const takesOver = container.hasChildNodes() && html.lang === language && html.dataset.route === firstRoute;
const footerMarkup = keepsPrerendered && takesOver ? container.querySelector(':scope > footer.site-footer')?.innerHTML : undefined;
const keptFooter = footerMarkup === undefined ? undefined : { language: html.lang, markup: footerMarkup };
/** The site's settings on screen: under `npm start`, each content edit brings them anew. */
let shownSite = site;

/** Once the app has drawn or taken over the page, say so: the boot script then replays what it held back. */
function ready() {
  html.classList.remove('prerender-stale');
  html.setAttribute('data-ready', '');
}
function WhenReady({ children }: { children: ReactNode }) {
  // The outermost effect runs after every effect inside it: the whole app is live by then.
  useEffect(ready, []);
  return children;
}

/**
 * `npm start` only: the banner and page that tell the content's mistakes, and edit mode (src/dev-tools.tsx).
 * import.meta.env.DEV is false in the build, which then drops this import and all it brings.
 */
const devTools: Promise<DevTools | undefined> = import.meta.env.DEV ? import('./dev-tools.tsx').then((tools) => tools.devTools) : Promise.resolve(undefined);

/** Draws the app, and returns how to draw it again (with the site and content as they are then). */
const render = (dev: DevTools | undefined): (() => void) => {
  /** `prerenderedAt`: the location the markup in #root was rendered at, when hydrating it. */
  const app = (prerenderedAt?: string) => (
    <StrictMode>
      <WhenReady>
        <App
          site={shownSite}
          store={store}
          i18n={createI18n(shownSite, language, dev?.textMarker)}
          scroll={scroll}
          {...(prerenderedAt ? { ssrPath: prerenderedAt } : {})}
          keptFooter={keptFooter}
          {...(dev ? { devTools: dev } : {})}
        />
      </WhenReady>
    </StrictMode>
  );
  if (takesOver) {
    // Hydrated at the location the build rendered it at: the router then reads the same address as
    // the build did (never its default "/", the home page), and the address as typed right after.
    // As a transition, hydration yields to the visitor's input every few milliseconds instead of
    // blocking the main thread for the whole page.
    const at = routerPath(firstRoute, language, site);
    let root: Root | undefined;
    startTransition(() => {
      root = hydrateRoot(container, app(at));
    });
    return () => root?.render(app(at));
  }
  const root = createRoot(container);
  root.render(app());
  return () => root.render(app());
};

/**
 * `npm start` only: the development server tells of each content edit (src/vite/content-watch.ts),
 * and the page draws it in place, once every page it has shown has arrived anew: the dialogs,
 * focus and scroll position stay (docs/BEHAVIOUR.md#development-server). One change at a time, in
 * the order told.
 */
function drawContentChanges(hot: ViteHotContext, redraw: () => void, dev: DevTools) {
  let drawing = Promise.resolve();
  const draw = async (change: ContentChange) => {
    const { show } = await store.reload();
    flushSync(() => {
      show();
      dev.contentChanged(change);
      shownSite = change.site;
      redraw();
    });
    dev.contentDrawn();
  };
  hot.on('vite:afterUpdate', ({ updates }) => {
    if (updatesBrand(updates)) redrawDrawings();
  });
  hot.on(contentChangedEvent, (change) => {
    // Should drawing it in place fail, the page is loaded again instead.
    drawing = drawing.then(() => draw(change)).catch(() => location.reload());
  });
}

// The app renders once the first page has arrived whole (its data, texts and blocks' code, and the
// footer's unless the build's is kept), so it draws it at once, never a "Loading" line first; or once
// it failed, to show what failed and a retry.
const firstPage = Promise.all([store.page(language, resolveRoute(firstRoute, site.collections)), keptFooter ?? footerCode()]).then(
  () => undefined,
  () => undefined,
);
void Promise.all([firstPage, devTools]).then(([, dev]) => {
  const redraw = render(dev);
  // import.meta.hot is undefined in the build, which then leaves all of it out.
  if (import.meta.hot && dev) drawContentChanges(import.meta.hot, redraw, dev);
});
