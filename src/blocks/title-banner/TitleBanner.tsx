import { useTexts } from '../../i18n/use-texts.ts';
import { PageLink } from '../../kit/PageLink.tsx';
import { useUiText } from '../../i18n/use-ui-text.ts';
import { usePage } from '../../kit/page-context.ts';
import type { BlockProps } from '../../renderer/block-props.ts';
import './title-banner.css';

/** The inner page's h1, with the breadcrumb the pipeline derived from the route. */
export function TitleBanner({ block }: BlockProps<'title-banner'>) {
  const { t } = useTexts();
  const ui = useUiText();
  const page = usePage();
  const showBreadcrumb = block.breadcrumb !== false && page.breadcrumb.length > 1;
  return (
    <section className="title-banner">
      <div className="container">
        {showBreadcrumb && (
          <nav aria-label={ui('common.breadcrumb')} className="breadcrumb">
            <ol>
              {page.breadcrumb.map((crumb) => (
                <li key={crumb.href ?? crumb.label}>
                  {crumb.href ? (
                    <PageLink to={crumb.href}>{t(crumb.label, crumb.values)}</PageLink>
                  ) : (
                    <span aria-current="page">{t(crumb.label, crumb.values)}</span>
                  )}
                </li>
              ))}
            </ol>
          </nav>
        )}
        {/* A tag's page is headed by the tag's name, whatever heading the article list gives itself (docs/BEHAVIOUR.md#blog-articles). */}
        <h1 className="title-banner__title">{t(page.listing?.tag ? page.title : (block.title ?? page.title))}</h1>
        {block.text && <p className="title-banner__text">{t(block.text)}</p>}
      </div>
    </section>
  );
}
