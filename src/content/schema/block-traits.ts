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
 * - `drawsBreadcrumb`: it draws the page's breadcrumb when the trail has more than one entry, unless
 *   the block's field named by `offField` is false: `{ "offField": "breadcrumb" }`. Search engines
 *   get the trail as structured data on exactly those pages (docs/BEHAVIOUR.md#structured-data).
 * - `structuredData`: what it shows that search engines read as structured data, from which of its
 *   fields: `{ "type": "FAQPage", "items": "questions", "name": "question", "text": "answer" }` — the
 *   block's list `questions`, each item's text keys `question` (the question) and `answer`.
 */
import type { KeywordDefinition } from 'ajv';
import { isRecord } from '../../shared/guards.ts';

type ArticleList = { which: 'newest'; limitField?: string } | { which: 'others'; most: number; offField?: string };
type Breadcrumb = { offField?: string };
/** Questions and their answers (schema.org FAQPage): the list field `items`, and in each item the text keys `name` and `text`. */
type StructuredDataTrait = { type: 'FAQPage'; items: string; name: string; text: string };

export interface BlockTraits {
  drawsPageHeading?: true;
  shortBand?: true;
  showsTheArticle?: true;
  listsArticles?: ArticleList;
  drawsBreadcrumb?: Breadcrumb;
  structuredData?: StructuredDataTrait;
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
  { keyword: 'drawsBreadcrumb', metaSchema: { type: 'object', additionalProperties: false, properties: { offField: { type: 'string' } } } },
  {
    keyword: 'structuredData',
    metaSchema: {
      type: 'object',
      additionalProperties: false,
      required: ['type', 'items', 'name', 'text'],
      properties: { type: { enum: ['FAQPage'] }, items: { type: 'string' }, name: { type: 'string' }, text: { type: 'string' } },
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
  if (isRecord(schema.drawsBreadcrumb) && isOptionalText(schema.drawsBreadcrumb, 'offField')) traits.drawsBreadcrumb = schema.drawsBreadcrumb;
  if (isStructuredData(schema.structuredData)) traits.structuredData = schema.structuredData;
  return traits;
}

const isOptionalText = (value: Record<string, unknown>, name: string) => value[name] === undefined || typeof value[name] === 'string';

function isArticleList(value: unknown): value is ArticleList {
  if (!isRecord(value)) return false;
  if (value.which === 'newest') return isOptionalText(value, 'limitField');
  return value.which === 'others' && typeof value.most === 'number' && isOptionalText(value, 'offField');
}

function isStructuredData(value: unknown): value is StructuredDataTrait {
  return isRecord(value) && value.type === 'FAQPage' && ['items', 'name', 'text'].every((name) => typeof value[name] === 'string');
}
