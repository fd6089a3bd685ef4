import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useSite } from '../app/site-context.ts';
import { addTexts } from '../i18n/i18n.ts';
import { useUiText } from '../i18n/use-ui-text.ts';
import type { PageData } from '../shared/content.ts';
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
  const [shown, setShown] = useState<Shown | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    setCurrentFiles(files);
    let current = true;
    store.page(language, files.file, files.fallback).then(
      ({ data }) => {
        addTexts(i18n, language, data.texts);
        if (current) setShown({ key, data });
      },
      (error: unknown) => {
        console.error(error);
        if (current) setShown({ key, error: true });
      },
    );
    return () => {
      current = false;
    };
  }, [key, attempt, files, language, store, i18n, setCurrentFiles]);

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
      <div className="page-status" role="alert">
        <p>{ui('common.loadFailed')}</p>
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
