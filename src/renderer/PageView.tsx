import { use, useEffect, useLayoutEffect } from 'react';
import { useSite } from '../kit/site-context.ts';
import { BlockList } from './BlockList.tsx';
import { usePageLoading } from './loading-context.ts';
import { followHead } from '../seo/follow-head.ts';
import { documentTitle } from './document-title.ts';
import { PageContext } from '../kit/page-context.ts';
import { resolveRoute } from '../routing/resolve-route.ts';
import { pageTitle } from '../shared/page-title.ts';

interface Props {
  language: string;
  route: string;
  /** The address already names another page, still on its way. */
  busy: boolean;
}

/**
 * Draws the page at `route` in `language`. It suspends until the page's data, texts and the code of
 * the blocks it draws have all arrived (ContentStore.page; blocks kept as prerendered need none), and
 * adds its texts before anything of it is drawn. A
 * page already loaded draws in the first render, which is what hydrating the prerendered home needs.
 */
export function PageView({ language, route, busy }: Props) {
  const { site } = useSite();
  const { store, translations, pageRendered } = usePageLoading();
  const page = use(store.page(language, resolveRoute(route, site.collections)));
  const i18n = translations.in(language, ...page.texts);

  useLayoutEffect(() => pageRendered(), [route, language, pageRendered]);
  useEffect(() => {
    document.title = documentTitle(
      pageTitle(page.data, (key, values) => i18n.t(key, values)),
      site,
    );
    followHead(language, route);
  }, [i18n, page, route, language, site]);

  return (
    <PageContext.Provider value={page.data}>
      {/* data-dev-page (`npm start` only): the route edit mode looks the page's blocks up by (src/edit-mode/client/). */}
      <div aria-busy={busy} {...(import.meta.env.DEV ? { 'data-dev-page': page.data.route } : {})}>
        <BlockList route={page.data.route} blocks={page.data.blocks} firstScreenBlocks={page.data.firstScreenBlocks} prerendered={page.prerendered} />
      </div>
    </PageContext.Provider>
  );
}
