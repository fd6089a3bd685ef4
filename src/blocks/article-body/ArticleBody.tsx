import { useId } from 'react';
import { useTexts } from '../../i18n/use-texts.ts';
import { PageLink } from '../../kit/PageLink.tsx';
import { useUiText } from '../../i18n/use-ui-text.ts';
import { usePage } from '../../kit/page-context.ts';
import { ArticleDate } from '../../kit/ArticleDate.tsx';
import { ContentImage } from '../../kit/ContentImage.tsx';
import { Paragraphs } from '../../kit/Paragraphs.tsx';
import type { BlockProps } from '../../renderer/block-props.ts';
import './article-body.css';

/** The article the route names, or — for an unknown slug — a clear message and a way back. */
export function ArticleBody({ block }: BlockProps<'article-body'>) {
  const { t } = useTexts();
  const ui = useUiText();
  const page = usePage();
  const asideId = useId();
  const article = page.item;
  const others = page.articles ?? [];
  const parent = page.breadcrumb.at(-2);

  return (
    <div className="container article-layout">
      {article ? (
        <article className="article">
          <ContentImage src={article.image} alt={t(article.imageAlt)} priority focus={article.imageFocus} className="article__image" />
          <p className="article__meta">
            {ui('common.publishedOn')} <ArticleDate date={article.date} />
          </p>
          <Paragraphs text={t(article.body)} headingLevel={2} className="article__body" />
        </article>
      ) : (
        <div className="article-missing">
          <h2>{ui('common.articleNotFound')}</h2>
          <p>{ui('common.articleNotFoundText')}</p>
          {parent?.href && (
            <PageLink to={parent.href} className="button button--primary">
              {ui('common.backTo', { page: t(parent.label) })}
            </PageLink>
          )}
        </div>
      )}
      {block.popularPosts !== false && others.length > 0 && (
        <aside className="popular-posts" aria-labelledby={asideId}>
          <h2 id={asideId} className="popular-posts__title">
            {ui('common.popularPosts')}
          </h2>
          <ul role="list">
            {others.map((other) => (
              <li key={other.slug}>
                <PageLink to={`/${other.route}`} className="popular-posts__link">
                  <span className="popular-posts__name">{t(other.title)}</span>
                  <ArticleDate date={other.date} className="popular-posts__date" />
                </PageLink>
              </li>
            ))}
          </ul>
        </aside>
      )}
    </div>
  );
}
