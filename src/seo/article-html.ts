import { escapeHtmlAttribute, escapeHtmlText, escapeUrlAttribute } from '../shared/escape.ts';
import { isFormattedBlock, type FormattedBlock, type FormattedInline, type FormattedListItem, type FormattedText } from '../shared/formatted-text.ts';

/** Where a feed reader finds what a text names: a link as written in YAML, an image's path under public/. */
export interface FeedAddresses {
  link: (href: string) => string;
  image: (src: string) => string;
}

/**
 * An article's body as HTML, for the feeds' full content (docs/BEHAVIOUR.md#feeds): the formatted
 * text the article's page draws (kit/FormattedText.tsx), from the same tree, every text escaped and
 * every address written as one (docs/BEHAVIOUR.md#content-in-markup). The one place a body becomes
 * markup outside React. A feed reader is another site: links and images get full addresses.
 */
export function articleHtml(text: FormattedText, addresses: FeedAddresses): string {
  return text.map((node) => blockHtml(node, addresses)).join('\n');
}

function blockHtml(node: FormattedBlock, addresses: FeedAddresses): string {
  const inlines = (nodes: FormattedInline[]) => nodes.map((child) => inlineHtml(child, addresses)).join('');
  const items = (list: FormattedListItem[]) =>
    list.map(([, ...contents]) => `<li>${contents.map((child) => nodeHtml(child, addresses)).join('')}</li>`).join('');
  switch (node[0]) {
    case 'p': {
      const [, ...contents] = node;
      return `<p>${inlines(contents)}</p>`;
    }
    case 'h': {
      const [, depth, ...contents] = node;
      // The article's title is the feed entry's; its "## " subheadings are the body's first level below it.
      return `<h${depth}>${inlines(contents)}</h${depth}>`;
    }
    case 'ul': {
      const [, ...list] = node;
      return `<ul>${items(list)}</ul>`;
    }
    case 'ol': {
      const [, start, ...list] = node;
      return `<ol${start === 1 ? '' : ` start="${start}"`}>${items(list)}</ol>`;
    }
    case 'q': {
      const [, ...contents] = node;
      return `<blockquote>${contents.map((child) => blockHtml(child, addresses)).join('')}</blockquote>`;
    }
  }
}

/** What a list item holds: blocks, or in a tight list the contents of its paragraph. */
function nodeHtml(node: FormattedBlock | FormattedInline, addresses: FeedAddresses): string {
  return isFormattedBlock(node) ? blockHtml(node, addresses) : inlineHtml(node, addresses);
}

function inlineHtml(node: FormattedInline, addresses: FeedAddresses): string {
  if (typeof node === 'string') return escapeHtmlText(node);
  const inlines = (nodes: FormattedInline[]) => nodes.map((child) => inlineHtml(child, addresses)).join('');
  switch (node[0]) {
    case 'b': {
      const [, ...contents] = node;
      return `<strong>${inlines(contents)}</strong>`;
    }
    case 'i': {
      const [, ...contents] = node;
      return `<em>${inlines(contents)}</em>`;
    }
    case 'a': {
      const [, href, ...contents] = node;
      return `<a href="${escapeUrlAttribute(addresses.link(href))}">${inlines(contents)}</a>`;
    }
    case 'img':
      return `<img src="${escapeUrlAttribute(addresses.image(node[1]))}" alt="${escapeHtmlAttribute(node[2])}">`;
    case 'br':
      return '<br>';
  }
}
