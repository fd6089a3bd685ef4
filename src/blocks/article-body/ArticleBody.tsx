import { useId } from 'react';
import { useTexts } from '../../i18n/use-texts.ts';
import { PageLink } from '../../kit/PageLink.tsx';
import { useUiText } from '../../i18n/use-ui-text.ts';
import { usePage } from '../../kit/page-context.ts';
import { ArticleDate } from '../../kit/ArticleDate.tsx';
import { ContentImage } from '../../kit/ContentImage.tsx';
import { FormattedText } from '../../kit/FormattedText.tsx';
import { TagList } from '../../kit/TagList.tsx';
import type { BlockProps } from '../../renderer/block-props.ts';
import type { ArticleData, ArticleSummary, Crumb } from '../../shared/content.ts';
import { ArticleAuthors, ArticleMeta, ArticleNeighbourhood } from './ArticleParts.tsx';
import './article-body.css';

/** The article the route names, or — for an unknown slug — a clear message and a way back. */
export function ArticleBody({ block }: BlockProps<'article-body'>) {
  const page = usePage();
  const others = page.articles ?? [];
  return (
    <div className="container article-layout">
      {page.item ? (
        <div className="article-main">
          <Article article={page.item} />
          {page.neighbours && <ArticleNeighbourhood neighbours={page.neighbours} />}
        </div>
      ) : (
        <ArticleMissing parent={page.breadcrumb.at(-2)} />
      )}
      {block.popularPosts !== false && others.length > 0 && <PopularPosts articles={others} />}
    </div>
  );
}

/** The article itself: picture, dates and reading time, authors, text, tags (docs/BEHAVIOUR.md#blog-articles). */
function Article({ article }: { article: ArticleData }) {
  const { t } = useTexts();
  const ui = useUiText();
  return (
    // Its title is the page's <h1>, above it in the title banner: the article is named by it.
    <article className="article" aria-label={t(article.title)}>
      <ContentImage src={article.image} alt={t(article.imageAlt)} priority focus={article.imageFocus} className="article__image" />
      <ArticleMeta article={article} />
      <ArticleAuthors article={article} />
      <FormattedText textKey={article.body} headingLevel={2} className="article__body" />
      {article.tags && <TagList tags={article.tags} label={ui('common.blog.tags')} />}
    </article>
  );
}

function ArticleMissing({ parent }: { parent: Crumb | undefined }) {
  const { t } = useTexts();
  const ui = useUiText();
  return (
    <div className="article-missing">
      <h2>{ui('common.articleNotFound')}</h2>
      <p>{ui('common.articleNotFoundText')}</p>
      {parent?.href && (
        <PageLink to={parent.href} className="button button--primary">
          {ui('common.backTo', { page: t(parent.label) })}
        </PageLink>
      )}
    </div>
  );
}

function PopularPosts({ articles }: { articles: ArticleSummary[] }) {
  const { t } = useTexts();
  const ui = useUiText();
  const asideId = useId();
  return (
    <aside className="popular-posts" aria-labelledby={asideId}>
      <h2 id={asideId} className="popular-posts__title">
        {ui('common.popularPosts')}
      </h2>
      <ul role="list">
        {articles.map((other) => (
          <li key={other.slug}>
            <PageLink to={`/${other.route}`} className="popular-posts__link">
              <span className="popular-posts__name">{t(other.title)}</span>
              <ArticleDate date={other.date} className="popular-posts__date" />
            </PageLink>
          </li>
        ))}
      </ul>
    </aside>
  );
}
