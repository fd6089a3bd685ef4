import type { Root } from 'mdast';
import type { Options } from 'micromark';
import { fromMarkdown } from 'mdast-util-from-markdown';

type Extension = NonNullable<Options['extensions']>[number];

/**
 * The Markdown constructs a formatted text does without (docs/BEHAVIOUR.md#formatted-texts): what
 * they would start is read as the characters written. Code (indented lines, ``` fences and
 * `backticks`) has no place on a marketing page, and an indented line of a list's paragraph or a
 * pair of backticks would turn into it unawares; a line of dashes or equals signs under a line
 * would make it a heading without a "#"; "[name]: address" lines would hide links out of the
 * checks' sight. Raw HTML stays on, so that the check can refuse it and say what to write instead.
 */
const unused: Extension = {
  disable: { null: ['codeIndented', 'codeFenced', 'codeText', 'thematicBreak', 'setextUnderline', 'definition'] },
};

/**
 * A formatted text as a Markdown syntax tree (CommonMark, less the constructs above), each node with
 * its place in the text (`position.start.offset`): the check points at a mistake through it, the
 * compiler writes the tree the browser draws.
 */
/** Every formatted text parsed, by its key, then by its language. */
export type ParsedTexts = Map<string, Map<string, Root>>;

export function parseMarkdown(text: string): Root {
  return fromMarkdown(text, { extensions: [unused] });
}
