/**
 * What a block declares of itself at the top of its schema, so that the generic code (the compiler,
 * the heading check, the first screen) never names a block type (docs/BLOCKS.md#add-a-block):
 *
 * - `drawsPageHeading: true`: it draws the page's main heading (its `<h1>`); a page has exactly one
 *   block that does.
 * - `shortBand: true`: a short band at the top of a page; the block after it still starts on the
 *   first screen, so its images load at once.
 * - `showsTheArticle: true`: it draws the article a collection page (`route: …/:slug`) is showing.
 * - `listsArticles`: it lists articles of the site, so each page using it carries their summaries:
 *   `{ "which": "newest", "limitField": "limit" }` the newest first, as many as the block's field
 *   `limit` says (all when it is left out); `{ "which": "others", "most": 5, "offField": "popularPosts" }`
 *   up to five of the newest others than the one shown, unless the block's field `popularPosts` is false.
 */
import type { KeywordDefinition } from 'ajv';
import type { Page } from '../../generated/content-types.ts';
import { isRecord, memberOf } from '../../shared/guards.ts';

type ArticleList = { which: 'newest'; limitField?: string } | { which: 'others'; most: number; offField?: string };

export interface BlockTraits {
  drawsPageHeading?: true;
  shortBand?: true;
  showsTheArticle?: true;
  listsArticles?: ArticleList;
}

const flag = (keyword: string): KeywordDefinition => ({ keyword, metaSchema: { const: true } });

/** The keywords for ajv, each with the meta-schema its value must match (a typo in a block's schema fails at once). */
export const blockTraitKeywords: KeywordDefinition[] = [
  flag('drawsPageHeading'),
  flag('shortBand'),
  flag('showsTheArticle'),
  {
    keyword: 'listsArticles',
    metaSchema: {
      oneOf: [
        { type: 'object', additionalProperties: false, required: ['which'], properties: { which: { const: 'newest' }, limitField: { type: 'string' } } },
        {
          type: 'object',
          additionalProperties: false,
          required: ['which', 'most'],
          properties: { which: { const: 'others' }, most: { type: 'integer', minimum: 1 }, offField: { type: 'string' } },
        },
      ],
    },
  },
];

/** The traits a block's schema declares (checked against the meta-schemas above when the schemas are compiled). */
export function readBlockTraits(schema: unknown): BlockTraits {
  if (!isRecord(schema)) return {};
  const traits: BlockTraits = {};
  if (schema.drawsPageHeading === true) traits.drawsPageHeading = true;
  if (schema.shortBand === true) traits.shortBand = true;
  if (schema.showsTheArticle === true) traits.showsTheArticle = true;
  if (isArticleList(schema.listsArticles)) traits.listsArticles = schema.listsArticles;
  return traits;
}

function isArticleList(value: unknown): value is ArticleList {
  if (!isRecord(value)) return false;
  const optionalText = (name: string) => value[name] === undefined || typeof value[name] === 'string';
  if (value.which === 'newest') return optionalText('limitField');
  return value.which === 'others' && typeof value.most === 'number' && optionalText('offField');
}

/** The article lists a page's blocks declare (`listsArticles`), each with its block's place and a reader of the block's own fields. */
export function articleLists(page: Page, traits: ReadonlyMap<string, BlockTraits>) {
  return page.blocks.flatMap((block, index) => {
    const list = traits.get(block.type)?.listsArticles;
    const field = (name?: string): unknown => (name === undefined ? undefined : memberOf(block, name));
    return list ? [{ list, field, index }] : [];
  });
}

/**
 * Whether `page` is the article list: one of its blocks lists the newest articles with no limit,
 * so it lists them all, page by page, and its tag pages and feeds hang under its address
 * (docs/BEHAVIOUR.md#blog-articles). The index of that block, or undefined.
 */
export function everyArticleBlock(page: Page, traits: ReadonlyMap<string, BlockTraits>): number | undefined {
  return articleLists(page, traits).find(({ list, field }) => list.which === 'newest' && field(list.limitField) === undefined)?.index;
}
