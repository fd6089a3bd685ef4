import { problem, type Problem } from '../problem.ts';
import { problemAt } from '../parse/source-file.ts';
import type { CheckedContent } from '../schema/check-schemas.ts';
import type { Schemas } from '../schema/schemas.ts';

/**
 * Every page has exactly one block that draws its main heading, its <h1> (docs/BEHAVIOUR.md#page-semantics):
 * which blocks do is declared once, in their schemas (`drawsPageHeading`).
 */
export function checkPageHeadings(content: CheckedContent, schemas: Schemas): Problem[] {
  const headingBlocks = schemas.pageHeadingBlocks();
  const names = (joiner: string) => headingBlocks.join(joiner);
  const problems: Problem[] = [];
  for (const { source, data } of content.pages) {
    const drawing = data.blocks.flatMap((block, index) => (headingBlocks.includes(block.type) ? [index] : []));
    if (drawing.length === 0) {
      const message = 'This page has no main heading: none of its blocks draws one.';
      problems.push(
        problem({
          code: 'missing-page-heading',
          file: source.file,
          ...source.keyAt([], 'blocks'),
          path: ['blocks'],
          message,
          hint: `Start "blocks:" with a block that draws it: ${names(' or ')}.`,
        }),
      );
      continue;
    }
    const [first, ...extra] = drawing;
    for (const index of extra) {
      // Where a block is costs parsing its file again: asked only when there is a problem to show.
      const firstLine = source.valueAt(['blocks', first!]).line;
      const message = `This page already has its main heading, drawn by the "${data.blocks[first!]!.type}" block on line ${firstLine}; a page has exactly one.`;
      const hint = `Remove this block, or replace it with a block that does not draw the main heading (any but ${names(' and ')}).`;
      problems.push(problemAt('extra-page-heading', source, ['blocks', index, 'type'], message, hint));
    }
  }
  return problems;
}
