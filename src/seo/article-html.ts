import { escapeHtmlText } from '../shared/escape.ts';
import { textParts } from '../shared/paragraphs.ts';

/**
 * An article's body as HTML, for the feeds' full content (docs/BEHAVIOUR.md#feeds): its paragraphs
 * and subheadings as the article's page draws them (kit/Paragraphs.tsx), every text escaped
 * (docs/BEHAVIOUR.md#content-in-markup). The one place a body becomes markup outside React: when
 * bodies are formatted text, their HTML comes from the formatted tree here.
 */
export function articleHtml(body: string): string {
  return textParts(body)
    .map(({ heading, text }) => (heading ? `<h2>${escapeHtmlText(text)}</h2>` : `<p>${escapeHtmlText(text)}</p>`))
    .join('\n');
}
