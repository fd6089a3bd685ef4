import type { BlogArticle, SiteSettings } from '../../generated/content-types.ts';
import type { ArticleData, ArticleNeighbours, ArticleSummary, AuthorData, TagSummary } from '../../shared/content.ts';
import { statusOn } from '../model/publication.ts';
import { itemSlug } from '../load/load-files.ts';
import { isText, type TextTable } from '../parse/text-table.ts';
import type { CheckedFile } from '../schema/check-schemas.ts';

/** An article as the compiler hands it around: its data as pages carry it, and its file. */
export interface Article {
  data: ArticleData;
  file: CheckedFile<BlogArticle>;
}

/**
 * How fast the reading time assumes a reader reads, in words per minute, in every language
 * (docs/BEHAVIOUR.md#blog-articles).
 */
export const wordsPerMinute = 200;

/** Words as a reader counts them: runs of letters and digits, with the apostrophes and hyphens inside them. */
const word = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/** Minutes to read `text` at wordsPerMinute, rounded, at least 1. */
export function readingMinutes(text: string): number {
  return Math.max(1, Math.round((text.match(word)?.length ?? 0) / wordsPerMinute));
}

export interface ArticleOptions {
  /** Language → its texts. */
  locales: ReadonlyMap<string, TextTable>;
  blog: NonNullable<SiteSettings['blog']>;
  /** The route of a tag's page, when it has one. */
  tagRoute: (id: string) => string | undefined;
  /** The day that decides what is published (YYYY-MM-DD). */
  today: string;
  /** The development server's preview: drafts and scheduled articles too, marked with their status. */
  preview: boolean;
}

/**
 * Every article of every collection that is published on `today` (with `preview`, every article),
 * newest first (docs/BEHAVIOUR.md#drafts-and-scheduled-articles). Each carries what its pages show:
 * its tags and authors as site.yaml declares them, and its reading time in every language.
 */
export function collectArticles(items: ReadonlyMap<string, CheckedFile<BlogArticle>[]>, options: ArticleOptions): Article[] {
  const articles = [...items].flatMap(([prefix, files]) =>
    files.flatMap((file) => {
      const status = statusOn(file.data, options.today);
      return status && !options.preview ? [] : [{ file, data: articleData(prefix, file, status, options) }];
    }),
  );
  return articles.sort((a, b) => b.data.date.localeCompare(a.data.date) || a.data.slug.localeCompare(b.data.slug));
}

function articleData(prefix: string, file: CheckedFile<BlogArticle>, status: ArticleData['status'], options: ArticleOptions): ArticleData {
  const { date, updated, title, teaser, body, image, imageAlt, imageFocus } = file.data;
  const slug = itemSlug(file.source);
  const minutes: Record<string, number> = {};
  for (const [language, table] of options.locales) {
    const entry = table.get(body);
    if (isText(entry)) minutes[language] = readingMinutes(entry.value);
  }
  const tags = (file.data.tags ?? []).flatMap((id): TagSummary[] => {
    const tag = options.blog.tags?.find((declared) => declared.id === id);
    const route = options.tagRoute(id);
    return tag ? [{ id, label: tag.label, ...(route === undefined ? {} : { route }) }] : [];
  });
  const authors = (file.data.authors ?? []).flatMap((id): AuthorData[] => {
    const author = options.blog.authors?.find((declared) => declared.id === id);
    return author ? [author] : [];
  });
  return {
    slug,
    route: `${prefix}/${slug}`,
    date,
    ...(updated === undefined ? {} : { updated }),
    title,
    teaser,
    body,
    image,
    imageAlt,
    ...(imageFocus === undefined ? {} : { imageFocus }),
    readingMinutes: minutes,
    ...(status ? { status } : {}),
    ...(tags.length ? { tags } : {}),
    ...(authors.length ? { authors } : {}),
  };
}

/** What a card or a link shows of an article: all but its body, tags and authors. */
export function summaryOf({ data }: Article): ArticleSummary {
  const { body: _body, tags: _tags, authors: _authors, ...summary } = data;
  return summary;
}

/** How many related articles an article's page shows at most. */
const mostRelated = 3;

/**
 * The articles nearest to `article` among `articles` (newest first): those sharing most of its tags
 * (newest first among equals), and the ones just before and after it by date.
 */
export function neighboursOf(article: Article, articles: readonly Article[]): { related: Article[]; older?: Article; newer?: Article } {
  const index = articles.indexOf(article);
  const own = new Set(article.data.tags?.map((tag) => tag.id));
  const shared = (other: Article) => (other.data.tags ?? []).filter((tag) => own.has(tag.id)).length;
  const related = articles
    .filter((other) => other !== article && shared(other) > 0)
    .map((other, order) => ({ other, order, count: shared(other) }))
    .sort((a, b) => b.count - a.count || a.order - b.order)
    .slice(0, mostRelated)
    .map(({ other }) => other);
  const older = articles[index + 1];
  const newer = index > 0 ? articles[index - 1] : undefined;
  return { related, ...(older ? { older } : {}), ...(newer ? { newer } : {}) };
}

/** The neighbours as the article's page carries them. */
export function neighboursData({ related, older, newer }: ReturnType<typeof neighboursOf>): ArticleNeighbours {
  return { related: related.map(summaryOf), ...(older ? { older: summaryOf(older) } : {}), ...(newer ? { newer: summaryOf(newer) } : {}) };
}
