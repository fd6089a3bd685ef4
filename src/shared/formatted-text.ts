/**
 * A formatted text as the build hands it to the browser (docs/BEHAVIOUR.md#formatted-texts): the
 * Markdown an editor wrote, read at build time into the few elements the site draws, as compact
 * JSON. A string is text, drawn as text whatever it holds; an array is an element, its tag first.
 * The browser carries no Markdown parser: src/kit/FormattedText.tsx draws this tree.
 */

/** Inside a paragraph, a heading or a tight list's item. */
export type FormattedInline =
  | string
  /** **strong** */
  | ['b', ...FormattedInline[]]
  /** *emphasis* */
  | ['i', ...FormattedInline[]]
  /** [words](link): the link as written in YAML ('/about', 'https://…', 'mailto:…'), checked by the build. */
  | ['a', string, ...FormattedInline[]]
  /** ![description](images/…): a path under public/, and the description (empty for a decorative image). */
  | ['img', string, string]
  /** A line break inside a paragraph (a line ending in a backslash). */
  | ['br'];

export type FormattedBlock =
  | ['p', ...FormattedInline[]]
  /** A subheading: 2 for "## ", 3 for "### "; drawn at the level its place on the page gives "## " and one below for "### ". */
  | ['h', 2 | 3, ...FormattedInline[]]
  | ['ul', ...FormattedListItem[]]
  /** A numbered list and the number it starts at. */
  | ['ol', number, ...FormattedListItem[]]
  /** A quote ("> "). */
  | ['q', ...FormattedBlock[]];

/** An item holds blocks; in a tight list (no empty line between items) its paragraphs' contents stand in it directly. */
export type FormattedListItem = ['li', ...(FormattedBlock | FormattedInline)[]];

/** A whole formatted text: its blocks, top to bottom. */
export type FormattedText = FormattedBlock[];

/** Text key → its formatted text, for one language. */
export type FormattedTexts = Record<string, FormattedText>;

const blockTags = new Set(['p', 'h', 'ul', 'ol', 'q']);

/** Whether a list item's child is a block (a loose list) rather than words (a tight list's). */
export const isFormattedBlock = (node: FormattedBlock | FormattedInline): node is FormattedBlock => typeof node !== 'string' && blockTags.has(node[0]);

/**
 * A formatted text's words without its formatting, for what reads plain text (search engines'
 * structured data): its blocks as paragraphs an empty line apart, a list's items a line each,
 * an image by its description.
 */
export function plainText(text: FormattedText): string {
  return text.map(blockWords).join('\n\n');
}

function blockWords(node: FormattedBlock): string {
  switch (node[0]) {
    case 'h': {
      const [, , ...contents] = node;
      return contents.map(inlineWords).join('');
    }
    case 'ol': {
      const [, , ...items] = node;
      return items.map(itemWords).join('\n');
    }
    case 'ul': {
      const [, ...items] = node;
      return items.map(itemWords).join('\n');
    }
    case 'p': {
      const [, ...contents] = node;
      return contents.map(inlineWords).join('');
    }
    case 'q': {
      const [, ...contents] = node;
      return contents.map(blockWords).join('\n\n');
    }
  }
}

function itemWords([, ...contents]: FormattedListItem): string {
  return contents.map((node) => (isFormattedBlock(node) ? blockWords(node) : inlineWords(node))).join('');
}

function inlineWords(node: FormattedInline): string {
  if (typeof node === 'string') return node;
  switch (node[0]) {
    case 'a': {
      const [, , ...contents] = node;
      return contents.map(inlineWords).join('');
    }
    case 'img':
      return node[2];
    case 'br':
      return '\n';
    case 'b':
    case 'i': {
      const [, ...contents] = node;
      return contents.map(inlineWords).join('');
    }
  }
}
