import { useTexts } from '../../i18n/use-texts.ts';
import { PageLink } from '../../kit/PageLink.tsx';
import { useUiText } from '../../i18n/use-ui-text.ts';
import { usePage } from '../../kit/page-context.ts';
import { ArticleDate } from '../../kit/ArticleDate.tsx';
import { ContentImage } from '../../kit/ContentImage.tsx';
import { ReadingTime } from '../../kit/ReadingTime.tsx';
import { Section } from '../../kit/Section.tsx';
import { StatusBadge } from '../../kit/StatusBadge.tsx';
import { TagList } from '../../kit/TagList.tsx';
import { useSite } from '../../kit/site-context.ts';
import type { BlockProps } from '../../renderer/block-props.ts';
import { basePath } from '../../routing/addresses.ts';
import { feedFile } from '../../seo/feed-links.ts';
import type { ArticleSummary, Listing } from '../../shared/content.ts';
import { Pagination } from './Pagination.tsx';
import './blog-cards.css';

/**
 * The newest articles, as many as `limit` says; with no limit, the article list: one page of it
 * (the build splits it), the tags to choose from, and the way to the other pages
 * (docs/BEHAVIOUR.md#blog-articles).
 */
export function BlogCards({ block, onFirstScreen }: BlockProps<'blog-cards'>) {
  const page = usePage();
  const articles = (page.articles ?? []).slice(0, block.limit);
  const listing = block.limit === undefined ? page.listing : undefined;
  return (
    <Section eyebrow={block.eyebrow} heading={block.heading} intro={block.intro}>
      {listing && <ListTools listing={listing} route={page.route} />}
      <ul role="list" className="blog-cards">
        {articles.map((article, position) => (
          <BlogCard key={article.slug} article={article} priority={position === 0 && onFirstScreen} />
        ))}
      </ul>
      {listing && <Pagination listing={listing} />}
    </Section>
  );
}

/** Above the article list: its tags to choose from, and the link to its feed (docs/BEHAVIOUR.md#feeds). */
function ListTools({ listing, route }: { listing: Listing; route: string }) {
  const ui = useUiText();
  const { site, language } = useSite();
  if (listing.tags.length === 0 && !site.feeds) return null;
  return (
    <div className="blog-list-tools">
      {listing.tags.length > 0 && (
        <TagList
          tags={listing.tags}
          label={ui('common.blog.tags')}
          all={{ route: listing.list, label: 'common.blog.allArticles' }}
          current={route}
          chosen={listing.tag?.id ?? ''}
        />
      )}
      {site.feeds && (
        <a href={`${basePath(site)}${feedFile(site.feeds, language, site, 'rss')}`} className="blog-list-tools__feed" type="application/rss+xml">
          {ui('common.blog.feed')}
        </a>
      )}
    </div>
  );
}

function BlogCard({ article, priority }: { article: ArticleSummary; priority: boolean }) {
  const { t } = useTexts();
  const ui = useUiText();
  return (
    <li className="blog-card">
      <ContentImage src={article.image} alt={t(article.imageAlt)} priority={priority} focus={article.imageFocus} className="blog-card__image" />
      <div className="blog-card__body">
        <StatusBadge article={article} />
        <p className="blog-card__facts">
          <ArticleDate date={article.date} />
          <ReadingTime minutes={article.readingMinutes} />
        </p>
        <h3 className="blog-card__title">
          <PageLink to={`/${article.route}`}>{t(article.title)}</PageLink>
        </h3>
        <p className="blog-card__teaser">{t(article.teaser)}</p>
        <PageLink to={`/${article.route}`} className="blog-card__more" aria-hidden tabIndex={-1}>
          {ui('common.readMore')}
          {/* Not read aloud (the title above is the link for that); it names the article for tools that list links by their text, as search engines do. */}
          <span className="visually-hidden">: {t(article.title)}</span>
        </PageLink>
      </div>
    </li>
  );
}
