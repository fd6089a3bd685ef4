/**
 * The "Edit text" dialog's formatting buttons, as edits of a box's Markdown (docs/EDITING.md,
 * "Formatting texts"): each takes the box's value and selection and gives the new value and what
 * to select next, so that typing goes on where it makes sense.
 */
export interface Edit {
  value: string;
  /** The selection after the edit. */
  start: number;
  end: number;
}

export type Emphasis = 'bold' | 'italic';
const markers: Record<Emphasis, string> = { bold: '**', italic: '*' };
/** What an empty selection becomes, selected so that typing replaces it. */
const placeholders: Record<Emphasis | 'link', string> = { bold: 'bold text', italic: 'italic text', link: 'link text' };

/**
 * Bold or italic around the selection, or taken off when the selection is already exactly that. The
 * spaces at either end stay outside (Markdown does not read `** word**`), and each line is wrapped
 * on its own: emphasis does not cross lines.
 */
export function toggleEmphasis(value: string, start: number, end: number, kind: Emphasis): Edit {
  const marker = markers[kind];
  if (isWrapped(value, start, end, marker)) {
    const unwrapped = value.slice(0, start - marker.length) + value.slice(start, end) + value.slice(end + marker.length);
    return { value: unwrapped, start: start - marker.length, end: end - marker.length };
  }
  if (start === end) return insert(value, start, marker, placeholders[kind], marker);
  const wrapped = value
    .slice(start, end)
    .split('\n')
    .map((line) =>
      line.replace(/^(\s*)(.*?)(\s*)$/, (whole, before: string, words: string, after: string) =>
        words ? `${before}${marker}${words}${marker}${after}` : whole,
      ),
    )
    .join('\n');
  return { value: value.slice(0, start) + wrapped + value.slice(end), start, end: start + wrapped.length };
}

/** The selection, or a placeholder, as a link to `address`; the link's words stay selected. */
export function insertLink(value: string, start: number, end: number, address: string): Edit {
  const words =
    value
      .slice(start, end)
      .trim()
      .replace(/\s*\n\s*/g, ' ') || placeholders.link;
  const link = `[${words}](${address.trim()})`;
  return { value: value.slice(0, start) + link + value.slice(end), start: start + 1, end: start + 1 + words.length };
}

/**
 * The lines the selection touches as a list ("- " before each), or as lines again when each already
 * is an item. A list after a paragraph needs a blank line before it to be read as one.
 */
export function toggleList(value: string, start: number, end: number): Edit {
  const from = value.lastIndexOf('\n', start - 1) + 1;
  const nextBreak = value.indexOf('\n', end > start && value[end - 1] === '\n' ? end - 1 : end);
  const to = nextBreak === -1 ? value.length : nextBreak;
  const lines = value.slice(from, to).split('\n');
  const filled = lines.filter((line) => line.trim() !== '');
  const isList = filled.length > 0 && filled.every((line) => /^\s*- /.test(line));
  let changed = isList
    ? lines.map((line) => line.replace(/^(\s*)- /, '$1'))
    : lines.map((line) => (line.trim() === '' && filled.length > 0 ? line : /^\s*- /.test(line) ? line : `- ${line.trimStart()}`));
  const before = value.slice(0, from);
  // A list right under a paragraph line is read as part of that paragraph's text.
  const needsGap = !isList && before !== '' && !/(^|\n)\s*\n$/.test(before) && !/(^|\n)\s*- [^\n]*\n$/.test(before);
  if (needsGap) changed = ['', ...changed];
  const replaced = changed.join('\n');
  const result = before + replaced + value.slice(to);
  const caret = from + replaced.length;
  return { value: result, start: start === end ? caret : from + (needsGap ? 1 : 0), end: caret };
}

function isWrapped(value: string, start: number, end: number, marker: string): boolean {
  if (start === end) return false;
  const before = value.slice(0, start);
  const after = value.slice(end);
  if (!before.endsWith(marker) || !after.startsWith(marker)) return false;
  // `*` right inside `**`: that is bold, not italic (`***` is both).
  if (marker === '*') return !(before.endsWith('**') && after.startsWith('**')) || (before.endsWith('***') && after.startsWith('***'));
  return true;
}

function insert(value: string, at: number, before: string, placeholder: string, after: string): Edit {
  return {
    value: value.slice(0, at) + before + placeholder + after + value.slice(at),
    start: at + before.length,
    end: at + before.length + placeholder.length,
  };
}
