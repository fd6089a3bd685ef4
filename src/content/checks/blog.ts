import type { BlogArticle, SiteSettings } from '../../generated/content-types.ts';
import { itemSlug } from '../load/load-files.ts';
import { problem, type Problem } from '../problem.ts';
import { problemAt } from '../parse/source-file.ts';
import { everyArticleBlock, type BlockTraits } from '../schema/block-traits.ts';
import type { CheckedContent, CheckedFile } from '../schema/check-schemas.ts';
import { didYouMean } from '../suggest.ts';

type Blog = NonNullable<SiteSettings['blog']>;

/**
 * The blog's settings and what articles say of themselves (docs/BEHAVIOUR.md#blog-articles): each
 * tag and author an article names is declared once in site.yaml, an update comes after the
 * publication, one page lists every article, and feeds have the public address they need.
 */
export function checkBlog(content: CheckedContent, traits: ReadonlyMap<string, BlockTraits>): Problem[] {
  const articles = [...content.items.values()].flat();
  const problems = [...articles.flatMap(updatedBeforeDate), ...secondArticleLists(content, traits)];
  const site = content.site;
  // Without a valid site.yaml, what it declares is unknown: the schema check has said why.
  if (!site) return problems;
  const blog = site.data.blog ?? {};
  problems.push(...duplicateIds(site, blog), ...feedsWithoutUrl(site, blog));
  for (const article of articles) problems.push(...undeclared(article, 'tags', blog), ...undeclared(article, 'authors', blog));
  return problems;
}

const declaration = {
  tags: { code: 'unknown-tag', what: 'tag', add: (id: string) => `"- id: ${id}" and "label:" the text key of its name` },
  authors: { code: 'unknown-author', what: 'author', add: (id: string) => `"- id: ${id}" and "name:"` },
} as const;

/** The tags (or authors) an article names that site.yaml does not declare. */
function undeclared({ source, data }: CheckedFile<BlogArticle>, field: 'tags' | 'authors', blog: Blog): Problem[] {
  const { code, what, add } = declaration[field];
  const declared = (blog[field] ?? []).map((entry) => entry.id);
  return (data[field] ?? []).flatMap((id, index) => {
    if (declared.includes(id)) return [];
    const known = declared.length ? `The ${field} declared are: ${declared.join(', ')}. ` : '';
    const hint = `${didYouMean(id, declared)}${known}To add it, write under blog: ${field}: in site.yaml ${add(id)}.`;
    return [problemAt(code, source, [field, index], `The ${what} "${id}" is not declared in site.yaml.`, hint)];
  });
}

/** Two tags, or two authors, with one id: articles could not say which they mean. */
function duplicateIds(site: CheckedFile<SiteSettings>, blog: Blog): Problem[] {
  return (['tags', 'authors'] as const).flatMap((field) => {
    const first = new Map<string, number>();
    return (blog[field] ?? []).flatMap(({ id }, index) => {
      const earlier = first.get(id);
      if (earlier === undefined) {
        first.set(id, index);
        return [];
      }
      const at = site.source.valueAt(['blog', field, earlier, 'id']);
      const message = `The id "${id}" is already used by the ${field === 'tags' ? 'tag' : 'author'} at line ${at.line}.`;
      return [problemAt('duplicate-id', site.source, ['blog', field, index, 'id'], message, 'Give each one an id of its own, or delete the second.')];
    });
  });
}

/** Feeds write every article's full address, which only `url` gives. */
function feedsWithoutUrl(site: CheckedFile<SiteSettings>, blog: Blog): Problem[] {
  if (!blog.feeds || site.data.url !== undefined) return [];
  const at = site.source.keyAt(['blog'], 'feeds');
  return [
    problem({
      code: 'feeds-need-url',
      file: site.source.file,
      ...at,
      path: ['blog', 'feeds'],
      message: 'Feeds are on, but the site has no public address (url:): a feed gives each article by its full address.',
      hint: 'Add the address the site is published at to site.yaml, such as url: https://www.example.com, or delete feeds: to publish none.',
    }),
  ];
}

function updatedBeforeDate({ source, data }: CheckedFile<BlogArticle>): Problem[] {
  if (data.updated === undefined || data.updated >= data.date) return [];
  const message = `"${itemSlug(source)}" is updated on ${data.updated}, before it was published on ${data.date}.`;
  return [problemAt('updated-before-date', source, ['updated'], message, 'Write the date of the update, on or after date:, or delete updated:.')];
}

/** A second page listing every article: its pages and tag pages would take the same addresses as the first's. */
function secondArticleLists(content: CheckedContent, traits: ReadonlyMap<string, BlockTraits>): Problem[] {
  const lists = content.pages.flatMap((page) => {
    const index = everyArticleBlock(page.data, traits);
    return index === undefined ? [] : [{ page, index }];
  });
  const [first, ...others] = lists;
  return others.map(({ page, index }) => {
    const message = `This page lists every article, as ${first!.page.source.file} does already: only one page may.`;
    const hint = `Give this list a limit (limit: 6), or remove it: the article list is at /${first!.page.data.route}.`;
    return problemAt('second-article-list', page.source, ['blocks', index, 'type'], message, hint);
  });
}
