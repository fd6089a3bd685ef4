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
  const block = elementOf(start)?.closest('[data-block]');
  const route = block?.closest('[data-dev-page]')?.getAttribute('data-dev-page');
  if (block && route !== null && route !== undefined) found.block = { route, index: Number(block.getAttribute('data-block')), element: block };
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
      if (node instanceof Element && node.matches('[data-block], main, header, footer, body')) return undefined;
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

/**
 * The text node whose letters are at the point. Looked for beneath what covers them too: a card's
 * link is stretched over the whole card, and the teaser under it is still the text pointed at.
 */
function textNodeAt(x: number, y: number): Text | null {
  const node = document.caretPositionFromPoint?.(x, y)?.offsetNode;
  if (node instanceof Text && lettersAt(node, x, y)) return node;
  for (const element of document.elementsFromPoint(x, y)) {
    if (isDevUi(element)) continue;
    for (const child of element.childNodes) if (child instanceof Text && lettersAt(child, x, y)) return child;
  }
  return null;
}

function lettersAt(node: Text, x: number, y: number): boolean {
  if (!node.data.trim()) return false;
  const range = document.createRange();
  range.selectNodeContents(node);
  return [...range.getClientRects()].some((r) => x >= r.left && x <= r.right && y >= r.top && y <= r.bottom);
}

/** The language switch (src/app/LanguageSwitcher.tsx): in edit mode it still shows the page in the other language. */
const languageSwitch = '.language-switcher__button';

/**
 * Whether a click in edit mode does what it does on the site instead of opening a text
 * (docs/BEHAVIOUR.md#editing-on-the-page): on the language switch, and on a question's row outside
 * its words (its arrow), which opens or closes the answer. `at`: where a pointer clicked; none from the keyboard.
 */
export function keepsItsAction(node: Node | null, at: { x: number; y: number } | undefined): boolean {
  const element = elementOf(node);
  if (!element) return false;
  if (element.closest(languageSwitch)) return true;
  return !!at && !!element.closest('summary') && !textNodeAt(at.x, at.y);
}

/** A text of the page on screen, for the panel's list of them: `shown` false when it draws nothing (a closed question's answer). */
export interface PageText {
  node: Node;
  mark: TextMark;
  excerpt: string;
  shown: boolean;
  /** The index of the section it is in; undefined outside the sections. */
  section: number | undefined;
}

/**
 * Every text of the page on screen (`page`, the element marked with its route), hidden ones
 * included, each once, in reading order: its formatted texts, its marked text nodes and attributes.
 */
export function pageTexts(page: Element): PageText[] {
  const nodes: Node[] = [...page.querySelectorAll(formattedText)];
  for (const element of page.querySelectorAll(markedAttributes.map((attribute) => `[${attribute}]`).join(','))) {
    if (markedAttributes.some((attribute) => readMark(element.getAttribute(attribute)))) nodes.push(element);
  }
  const walker = document.createTreeWalker(page, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node instanceof Text && readMark(node.data) && !formattedTextOf(node)) nodes.push(node);
  }
  nodes.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  const seen = new Set<string>();
  return nodes.flatMap((node) => {
    const mark = markOf(node);
    if (!mark || seen.has(`${mark.language}:${mark.key}`)) return [];
    seen.add(`${mark.language}:${mark.key}`);
    const section = elementOf(node)?.closest('[data-block]')?.getAttribute('data-block');
    return [{ node, mark, excerpt: excerpt(node), shown: drawn(node), section: section ? Number(section) : undefined }];
  });
}

/** Whether a text is drawn for the eye: not in a closed question, nor only for screen readers (a box of 1 px). */
function drawn(node: Node): boolean {
  const element = elementOf(node);
  return !!element && element.checkVisibility() && hasBox(element);
}

function markOf(node: Node): TextMark | undefined {
  if (node instanceof Text) return readMark(node.data);
  if (!(node instanceof Element)) return undefined;
  if (node.matches(formattedText)) return { key: node.getAttribute('data-dev-text')!, language: node.getAttribute('data-dev-language')! };
  return markedAttributes.map((attribute) => readMark(node.getAttribute(attribute))).find(Boolean);
}

function excerpt(node: Node): string {
  const attributes = node instanceof Element ? markedAttributes.map((a) => node.getAttribute(a)) : [];
  const text =
    node instanceof HTMLElement && node.matches(formattedText)
      ? // A formatted text as it reads: its paragraphs and items one after the other (all its letters when it is not drawn).
        (node.innerText || [...node.children].map((child) => child.textContent).join(' ')).replace(/\s+/g, ' ').trim()
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
