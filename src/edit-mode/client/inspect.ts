import { readMark, withoutMarks, type TextMark } from './text-markers.ts';
import { devUiAttribute } from '../../dev/dev-ui.ts';

/** What edit mode found under the pointer or in focus: a text and the block around it, each optional. */
export interface Inspected {
  text?: {
    /** The text node, or the element whose attribute (alt, aria-label…) holds the text. */
    node: Node;
    mark: TextMark;
    /** The text as visitors read it, cut short. */
    excerpt: string;
  };
  block?: {
    /** The route of the page data the block belongs to, as the source map lists pages. */
    route: string;
    index: number;
    /** The block's wrapper, which draws no box of its own (BlockList). */
    element: Element;
  };
}

const markedAttributes = ['alt', 'aria-label', 'title', 'placeholder'];
/** How far above the node under the pointer a text is looked for: a paragraph split out of a longer text carries no mark of its own. */
const levelsUp = 3;

export const isDevUi = (node: Node | null): boolean => !!elementOf(node)?.closest(`[${devUiAttribute}]`);

/** The text and block at a point of the viewport. */
export function inspectAt(x: number, y: number): Inspected {
  const textNode = textNodeAt(x, y);
  return inspectNode(textNode ?? document.elementFromPoint(x, y));
}

/** The text and block of `start`: a text node, or an element (the focused one). */
export function inspectNode(start: Node | null): Inspected {
  if (!start || isDevUi(start)) return {};
  const found: Inspected = {};
  const text = markedTextFrom(start);
  if (text) found.text = { ...text, excerpt: excerpt(text.node) };
  const block = elementOf(start)?.closest('[data-dev-block]');
  const route = block?.closest('[data-dev-page]')?.getAttribute('data-dev-page');
  if (block && route !== null && route !== undefined) found.block = { route, index: Number(block.getAttribute('data-dev-block')), element: block };
  return found;
}

/**
 * Every marked text on the page, in reading order, for stepping through them with the keyboard: a
 * formatted text once, as a whole (its element), the other texts by their text node.
 */
export function markedTexts(): Node[] {
  const texts: Node[] = [...document.querySelectorAll(formattedText)].filter((element) => !isDevUi(element) && hasBox(element));
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node instanceof Text && readMark(node.data) && !isDevUi(node) && !formattedTextOf(node) && hasBox(node)) texts.push(node);
  }
  return texts.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}

/** The box a node draws on screen (a block's wrapper draws none itself: the union of its contents'). */
export function boxOf(node: Node): DOMRect {
  if (node instanceof Element && getComputedStyle(node).display !== 'contents') return node.getBoundingClientRect();
  const range = document.createRange();
  range.selectNodeContents(node);
  return range.getBoundingClientRect();
}

/**
 * A formatted text (src/kit/FormattedText.tsx) is drawn from the build's tree, not through i18next:
 * its element names its key and language instead of invisible marks.
 */
const formattedText = '[data-dev-text][data-dev-language]';
const formattedTextOf = (node: Node): Element | null => elementOf(node)?.closest(formattedText) ?? null;

function markedTextFrom(start: Node): { node: Node; mark: TextMark } | undefined {
  const formatted = formattedTextOf(start);
  if (formatted) return { node: formatted, mark: { key: formatted.getAttribute('data-dev-text')!, language: formatted.getAttribute('data-dev-language')! } };
  let node: Node | null = start;
  for (let level = 0; node && level <= levelsUp; level++, node = node.parentNode) {
    const marks = marksIn(node);
    if (marks.length === 0) {
      if (node instanceof Element && node.matches('[data-dev-block], main, header, footer, body')) return undefined;
      continue;
    }
    // Beyond the text under the pointer, a text is told only when it is the one text there: the
    // padding of a card holding a title and a paragraph names neither.
    const keys = new Set(marks.map(({ mark }) => `${mark.language}:${mark.key}`));
    return start instanceof Text && level === 0 ? marks[0] : keys.size === 1 ? marks[0] : undefined;
  }
  return undefined;
}

function marksIn(node: Node): { node: Node; mark: TextMark }[] {
  if (node instanceof Text) {
    const mark = readMark(node.data);
    return mark ? [{ node, mark }] : [];
  }
  if (!(node instanceof Element)) return [];
  const found: { node: Node; mark: TextMark }[] = [];
  for (const attribute of markedAttributes) {
    const mark = readMark(node.getAttribute(attribute));
    if (mark) found.push({ node, mark });
  }
  const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    const mark = text instanceof Text ? readMark(text.data) : undefined;
    if (mark) found.push({ node: text, mark });
  }
  return found;
}

/** The text node under the point, when the point is on its letters rather than beside them. */
function textNodeAt(x: number, y: number): Text | null {
  const position = document.caretPositionFromPoint?.(x, y);
  const node = position?.offsetNode;
  if (!(node instanceof Text)) return null;
  const range = document.createRange();
  range.selectNodeContents(node);
  const onLetters = [...range.getClientRects()].some((r) => x >= r.left && x <= r.right && y >= r.top && y <= r.bottom);
  return onLetters ? node : null;
}

function excerpt(node: Node): string {
  const attributes = node instanceof Element ? markedAttributes.map((a) => node.getAttribute(a)) : [];
  const text =
    node instanceof HTMLElement && node.matches(formattedText)
      ? // A formatted text as it reads: its paragraphs and items one after the other.
        node.innerText.replace(/\s+/g, ' ').trim()
      : withoutMarks(node instanceof Text ? node.data : (attributes.find((v) => readMark(v)) ?? '')).trim();
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}

function hasBox(node: Node): boolean {
  const box = boxOf(node);
  return box.width > 1 && box.height > 1;
}

function elementOf(node: Node | null): Element | null {
  return node instanceof Element ? node : (node?.parentElement ?? null);
}
