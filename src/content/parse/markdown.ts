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
  return isPlainParagraph(text) ? plainParagraph(text) : parseWithMicromark(text);
}

/** What {@link parseMarkdown} gives every text, by running the parser: its shortcut must give the same tree. */
export const parseWithMicromark = (text: string): Root => fromMarkdown(text, { extensions: [unused] });

/**
 * One line that no Markdown construct can start or contain: no character that opens emphasis, code,
 * a link, an image, HTML, an entity or an escape; none at its start that opens a heading, a quote, a
 * list or a fence; no space at either end (which the parser would trim), no tab (counted as up to 4
 * columns) and no character outside the Basic Multilingual Plane (counted as 2).
 */
const plainLine = /^(?![\s#>+=~0-9-])[^\r\n\t\f\v*_`[\]!<>&\\\0\uD800-\uDFFF]*(?<! )$/;

/** Most formatted texts are one plain sentence: the parser's tree for it, built without running the parser (a site of 10,000 pages has tens of thousands). */
export const isPlainParagraph = (text: string): boolean => text !== '' && plainLine.test(text);

function plainParagraph(text: string): Root {
  const position = () => ({ start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: text.length + 1, offset: text.length } });
  return {
    type: 'root',
    children: [{ type: 'paragraph', children: [{ type: 'text', value: text, position: position() }], position: position() }],
    position: position(),
  };
}
