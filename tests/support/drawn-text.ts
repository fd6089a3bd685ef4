/**
 * A text of the content as src/kit/Paragraphs.tsx draws it: its paragraphs (split at empty lines),
 * each without the "## " that makes it a subheading. Tests look for these parts on the page, since
 * the text as written, with its empty lines and marks, stands nowhere in it.
 */
export const drawnParts = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim().replace(/^## /, ''))
    .filter(Boolean);
