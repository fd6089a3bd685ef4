import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { reloadOnce } from '../app/deployment.ts';
import { useSite } from '../app/site-context.ts';
import { addTexts } from '../i18n/i18n.ts';
import { useUiText } from '../i18n/use-ui-text.ts';
import type { PageData } from '../shared/content.ts';
import { blockComponentsReady, loadBlockComponents } from './block-components.ts';
import { BlockList } from './BlockList.tsx';
import { PageContext } from './page-context.ts';
import { resolveRoute, routeOf } from './resolve-route.ts';

type Shown = { key: string; data: PageData } | { key: string; error: true };

/**
 * Shows the page for the current location. While the next page loads, the previous one stays on
 * screen (no blank flash); a failed load offers a retry instead of an empty page.
 */
export function PageView() {
  const [location] = useLocation();
  const { site, store, i18n, setCurrentFiles, pageRendered } = useSite();
  const { t } = useTranslation();
  const ui = useUiText();
  const language = i18n.language;
  const route = routeOf(location);
  const files = useMemo(() => resolveRoute(route, site.collections), [route, site.collections]);
  const key = `${language}:${files.file}`;
  // A page the start-up code already fetched (with its blocks and texts) shows in the first render,
  // which is what hydrating the prerendered HTML needs.
  const [shown, setShown] = useState<Shown | null>(() => {
    const ready = store.pageIfLoaded(language, files.file, files.fallback);
    return ready && blockComponentsReady(ready.data.blocks) ? { key, data: ready.data } : null;
  });
  const [attempt, setAttempt] = useState(0);
  // What the first render showed, so the first load does not add the same texts again (which
  // re-renders every translated component) and redraw the page it has just hydrated.
  const prepared = useRef(shown);

  useEffect(() => {
    setCurrentFiles(files);
    let current = true;
    /** After a new deployment the old version's files are gone: fetch the new site, once. */
    const reloadIfRedeployed = async () => !(await store.isCurrent(language)) && reloadOnce(site.contentPath);
    // The shell's texts come along (cached after the first time), so Retry also mends a failed start.
    Promise.all([store.shell(language), store.page(language, files.file, files.fallback)])
      .then(async ([shell, { data, found }]) => {
        if (!found && (await reloadIfRedeployed())) return null;
        await loadBlockComponents(data.blocks);
        return { texts: { ...shell.texts, ...data.texts }, data };
      })
      .then(
        (loaded) => {
          const already = prepared.current;
          prepared.current = null;
          if (!loaded || (already?.key === key && 'data' in already && already.data === loaded.data)) return;
          addTexts(i18n, language, loaded.texts);
          if (current) setShown({ key, data: loaded.data });
        },
        async (error: unknown) => {
          console.error(error);
          // A page or block chunk of an older deployment is gone: reload. Offline: offer a retry.
          if (await reloadIfRedeployed()) return;
          if (current) setShown({ key, error: true });
        },
      );
    return () => {
      current = false;
    };
  }, [key, attempt, files, language, store, i18n, setCurrentFiles, site.contentPath]);

  const data = shown && 'data' in shown ? shown.data : null;
  const renderedRoute = shown?.key === key ? route : null;

  useLayoutEffect(() => {
    if (renderedRoute !== null) pageRendered();
  }, [renderedRoute, pageRendered]);

  useEffect(() => {
    if (data) document.title = `${t(data.title)} · ${site.company.name}`;
  }, [data, t, site.company.name]);

  if (shown && 'error' in shown && shown.key === key) {
    return (
      <div className="page-status">
        <p role="alert">{ui('common.loadFailed')}</p>
        <button type="button" className="button button--primary" onClick={() => setAttempt((n) => n + 1)}>
          {ui('common.retry')}
        </button>
      </div>
    );
  }
  if (!data) {
    return (
      <div className="page-status" aria-busy="true">
        <p>{ui('common.loading')}</p>
      </div>
    );
  }
  return (
    <PageContext.Provider value={data}>
      <div aria-busy={shown?.key !== key}>
        <BlockList blocks={data.blocks} />
      </div>
    </PageContext.Provider>
  );
}
