import { useState } from 'react';
import type { EditModeSite } from '../protocol.ts';
import { ArticleSettingsDialog } from './ArticleSettingsDialog.tsx';
import { BrandDialog } from './BrandDialog.tsx';
import { MenuDialog } from './MenuDialog.tsx';
import { isArticle, useRouteInAddressBar } from './page-on-screen.ts';
import { routeOnScreen } from './PageDialogs.tsx';
import { PageSettingsDialog } from './PageSettingsDialog.tsx';
import { TranslationsDialog } from './TranslationsDialog.tsx';

type Open =
  { which: 'menu' } | { which: 'brand' } | { which: 'translations' } | { which: 'article-settings' } | { which: 'page-settings'; route: string | undefined };

/**
 * Edit mode's buttons for what is not a section: the menus every page shares
 * (docs/EDITING.md#the-menu-and-the-footer-links) and the brand (docs/EDITING.md#brand-colours-font-and-logo), and the settings of the page on screen
 * (docs/EDITING.md#page-settings), and of the article on screen (docs/EDITING.md#article-settings),
 * offered on an article only;
 * the translations waiting for a translator (docs/EDITING.md#translate-the-site).
 */
export function SiteButtons({ site }: { site: EditModeSite }) {
  const [open, setOpen] = useState<Open>();
  const onArticle = isArticle(site, useRouteInAddressBar());
  const close = () => setOpen(undefined);
  return (
    <div className="dev-page-buttons">
      <button type="button" className="dev-button" aria-haspopup="dialog" onClick={() => setOpen({ which: 'page-settings', route: routeOnScreen() })}>
        Page settings
      </button>
      {onArticle && (
        <button type="button" className="dev-button" aria-haspopup="dialog" onClick={() => setOpen({ which: 'article-settings' })}>
          Article settings
        </button>
      )}
      <button type="button" className="dev-button" aria-haspopup="dialog" onClick={() => setOpen({ which: 'menu' })}>
        Menu
      </button>
      <button type="button" className="dev-button" aria-haspopup="dialog" onClick={() => setOpen({ which: 'brand' })}>
        Brand
      </button>
      <button type="button" className="dev-button" aria-haspopup="dialog" onClick={() => setOpen({ which: 'translations' })}>
        Translations
      </button>
      {open?.which === 'menu' && <MenuDialog site={site} onClose={close} />}
      {open?.which === 'brand' && <BrandDialog onClose={close} />}
      {open?.which === 'translations' && <TranslationsDialog site={site} onClose={close} />}
      {open?.which === 'article-settings' && <ArticleSettingsDialog site={site} onClose={close} />}
      {open?.which === 'page-settings' && <PageSettingsDialog site={site} route={open.route} onClose={close} />}
    </div>
  );
}
