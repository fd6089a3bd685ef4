import type { BlockContent, DefinitionContent, List, PhrasingContent, Root, RootContent } from 'mdast';
import type { FormattedBlock, FormattedInline, FormattedListItem, FormattedText } from '../../shared/formatted-text.ts';
import { fillTextVariables } from '../../shared/text-variables.ts';

/**
 * The tree the browser draws (src/shared/formatted-text.ts) from a formatted text the check has
 * passed, its `{{values}}` filled in from site.yaml: in its words, link addresses and image
 * descriptions, after the Markdown was read, so a value is always text.
 */
export function compactFormattedText(root: Root, values: Readonly<Record<string, string>>): FormattedText {
  const fill = (text: string) => fillTextVariables(text, values);
  return root.children.flatMap((node) => block(node, fill));
}

type Fill = (text: string) => string;

/** A block of the text. Nothing else is left by the reader (markdown.ts) and the check (raw HTML is refused). */
function block(node: RootContent, fill: Fill): FormattedBlock[] {
  if (node.type === 'paragraph') return [['p', ...inlines(node.children, fill)]];
  // The check lets only "## " and "### " through.
  if (node.type === 'heading') return [['h', node.depth === 3 ? 3 : 2, ...inlines(node.children, fill)]];
  if (node.type === 'list') return [list(node, fill)];
  if (node.type === 'blockquote') return [['q', ...blocks(node.children, fill)]];
  return [];
}

const blocks = (nodes: (BlockContent | DefinitionContent)[], fill: Fill): FormattedBlock[] => nodes.flatMap((node) => block(node, fill));

/** A list is loose when an empty line stands between or inside its items: each paragraph then stays one. */
function list(node: List, fill: Fill): FormattedBlock {
  const loose = node.spread === true || node.children.some((item) => item.spread === true);
  const items = node.children.map((item): FormattedListItem => {
    const contents = item.children.flatMap((child): (FormattedBlock | FormattedInline)[] =>
      !loose && child.type === 'paragraph' ? inlines(child.children, fill) : block(child, fill),
    );
    return ['li', ...contents];
  });
  return node.ordered ? ['ol', node.start ?? 1, ...items] : ['ul', ...items];
}

/** Phrasing content, neighbouring texts joined: one text node on the page, however the Markdown split it. */
function inlines(nodes: PhrasingContent[], fill: Fill): FormattedInline[] {
  const out: FormattedInline[] = [];
  for (const node of nodes) {
    for (const piece of inline(node, fill)) {
      const last = out.at(-1);
      if (typeof piece === 'string' && typeof last === 'string') out[out.length - 1] = last + piece;
      else out.push(piece);
    }
  }
  return out;
}

/** A piece of a paragraph, heading or tight list item; the rest is left out as in `block`. */
function inline(node: PhrasingContent, fill: Fill): FormattedInline[] {
  if (node.type === 'text') return [fill(node.value)];
  if (node.type === 'strong') return [['b', ...inlines(node.children, fill)]];
  if (node.type === 'emphasis') return [['i', ...inlines(node.children, fill)]];
  if (node.type === 'link') return [['a', fill(node.url), ...inlines(node.children, fill)]];
  if (node.type === 'image') return [['img', node.url, fill(node.alt ?? '')]];
  if (node.type === 'break') return [['br']];
  return [];
}
