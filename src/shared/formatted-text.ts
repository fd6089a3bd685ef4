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
