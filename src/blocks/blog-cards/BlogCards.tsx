import { useTexts } from '../../i18n/use-texts.ts';
import { PageLink } from '../../kit/PageLink.tsx';
import { useUiText } from '../../i18n/use-ui-text.ts';
import { usePage } from '../../kit/page-context.ts';
import { ArticleDate } from '../../kit/ArticleDate.tsx';
import { ContentImage } from '../../kit/ContentImage.tsx';
import { Section } from '../../kit/Section.tsx';
import type { BlockProps } from '../../renderer/block-props.ts';
import './blog-cards.css';

export function BlogCards({ block, onFirstScreen }: BlockProps<'blog-cards'>) {
  const { t } = useTexts();
  const ui = useUiText();
  const articles = (usePage().articles ?? []).slice(0, block.limit);
  return (
    <Section eyebrow={block.eyebrow} heading={block.heading} intro={block.intro}>
      <ul role="list" className="blog-cards">
        {articles.map((article, position) => (
          <li key={article.slug} className="blog-card">
            <ContentImage
              src={article.image}
              alt={t(article.imageAlt)}
              priority={position === 0 && onFirstScreen}
              focus={article.imageFocus}
              className="blog-card__image"
            />
            <div className="blog-card__body">
              <ArticleDate date={article.date} className="blog-card__date" />
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
        ))}
      </ul>
    </Section>
  );
}
