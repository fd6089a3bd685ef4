import type { Block } from '../../generated/content-types.ts';
import type { Crumb, PageStructuredData } from '../../shared/content.ts';
import { isArray, memberOf } from '../../shared/guards.ts';
import type { BlockTraits } from '../schema/block-traits.ts';

/** The field `name` of a block or an item, when a trait names one. */
const fieldOf = (value: unknown, name: string | undefined): unknown => (name === undefined ? undefined : memberOf(value, name));

/**
 * What a page's blocks show that search engines read as structured data
 * (docs/BEHAVIOUR.md#structured-data), as their schemas declare it (block-traits.ts): whether one
 * draws the breadcrumb (`drawsBreadcrumb`), and the questions and answers of those that declare
 * `structuredData` of type FAQPage, from the fields they name. Nothing when they show none.
 */
export function pageStructuredData(
  blocks: readonly Block[],
  breadcrumb: readonly Crumb[],
  traits: ReadonlyMap<string, BlockTraits>,
): { structuredData?: PageStructuredData } {
  const data: PageStructuredData = {};
  const drawsBreadcrumb = (block: Block) => {
    const declared = traits.get(block.type)?.drawsBreadcrumb;
    return declared !== undefined && fieldOf(block, declared.offField) !== false;
  };
  if (breadcrumb.length > 1 && blocks.some(drawsBreadcrumb)) data.breadcrumb = true;
  const faq = blocks.flatMap((block) => {
    const declared = traits.get(block.type)?.structuredData;
    const items = fieldOf(block, declared?.items);
    if (!declared || !isArray(items)) return [];
    return items.flatMap((item) => {
      const [name, text] = [fieldOf(item, declared.name), fieldOf(item, declared.text)];
      return typeof name === 'string' && typeof text === 'string' ? [{ name, text }] : [];
    });
  });
  if (faq.length > 0) data.faq = faq;
  return Object.keys(data).length > 0 ? { structuredData: data } : {};
}
