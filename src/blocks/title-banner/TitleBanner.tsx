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
                  {crumb.href ? <PageLink to={crumb.href}>{t(crumb.label)}</PageLink> : <span aria-current="page">{t(crumb.label)}</span>}
                </li>
              ))}
            </ol>
          </nav>
        )}
        <h1 className="title-banner__title">{t(block.title ?? page.title)}</h1>
        {block.text && <p className="title-banner__text">{t(block.text)}</p>}
      </div>
    </section>
  );
}
