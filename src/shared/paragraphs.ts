/** One part of an editor's long text: a paragraph, or a subheading (a line starting with "## "). */
export interface TextPart {
  heading: boolean;
  text: string;
}

/**
 * An editor's long text as its parts: paragraphs separated by an empty line, a part starting with
 * "## " being a subheading (docs/EDITING.md, "Add a blog article"). The page (kit/Paragraphs.tsx)
 * and the feeds (seo/article-html.ts) read a text alike.
 */
export function textParts(text: string): TextPart[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => (part.startsWith('## ') ? { heading: true, text: part.slice(3) } : { heading: false, text: part }));
}
