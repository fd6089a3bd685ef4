import { useId } from 'react';
import { useTexts } from '../../i18n/use-texts.ts';
import { useUiText } from '../../i18n/use-ui-text.ts';
import { ArticleDate } from '../../kit/ArticleDate.tsx';
import { ContentImage } from '../../kit/ContentImage.tsx';
import { PageLink } from '../../kit/PageLink.tsx';
import { ReadingTime } from '../../kit/ReadingTime.tsx';
import { StatusBadge } from '../../kit/StatusBadge.tsx';
import type { ArticleData, ArticleNeighbours, ArticleSummary } from '../../shared/content.ts';

/** The publication date, the last update, the reading time; on the development server, a draft's or scheduled article's badge. */
export function ArticleMeta({ article }: { article: ArticleData }) {
  const ui = useUiText();
  return (
    <div className="article__meta">
      <StatusBadge article={article} />
      <p>
        <span>
          {ui('common.publishedOn')} <ArticleDate date={article.date} />
        </span>
        {article.updated !== undefined && (
          <span>
            {ui('common.blog.updatedOn')} <ArticleDate date={article.updated} />
          </span>
        )}
        <ReadingTime minutes={article.readingMinutes} />
      </p>
    </div>
  );
}

/** Who wrote the article: photo, name and role of each author site.yaml declares. */
export function ArticleAuthors({ article }: { article: ArticleData }) {
  const { t } = useTexts();
  const ui = useUiText();
  const labelId = useId();
  if (!article.authors?.length) return null;
  return (
    <div className="article-authors">
      <p id={labelId} className="article-authors__label">
        {ui('common.blog.writtenBy')}
      </p>
      <ul role="list" aria-labelledby={labelId}>
        {article.authors.map((author) => (
          <li key={author.id} className="article-author">
            {author.photo !== undefined && <ContentImage src={author.photo} alt="" className="article-author__photo" />}
            <span className="article-author__name">{author.name}</span>
            {author.role !== undefined && <span className="article-author__role">{t(author.role)}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The articles just before and after this one by date, and those sharing its tags. */
export function ArticleNeighbourhood({ neighbours }: { neighbours: ArticleNeighbours }) {
  const { t } = useTexts();
  const ui = useUiText();
  const relatedId = useId();
  const { older, newer, related } = neighbours;
  const step = (article: ArticleSummary, label: 'common.blog.previous' | 'common.blog.next', className: string) => (
    <PageLink to={`/${article.route}`} className={`article-nav__link ${className}`}>
      <span className="article-nav__label">{ui(label)}</span>
      <span className="article-nav__title">{t(article.title)}</span>
    </PageLink>
  );
  return (
    <>
      {(older ?? newer) && (
        <nav aria-label={ui('common.blog.moreArticles')} className="article-nav">
          {older && step(older, 'common.blog.previous', 'article-nav__link--older')}
          {newer && step(newer, 'common.blog.next', 'article-nav__link--newer')}
        </nav>
      )}
      {related.length > 0 && (
        <section className="related-articles" aria-labelledby={relatedId}>
          <h2 id={relatedId}>{ui('common.blog.related')}</h2>
          <ul role="list">
            {related.map((article) => (
              <li key={article.slug}>
                <PageLink to={`/${article.route}`}>{t(article.title)}</PageLink>
                <ArticleDate date={article.date} className="related-articles__date" />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
