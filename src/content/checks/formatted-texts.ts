import type { Nodes } from 'mdast';
import { textVariables, fillTextVariables } from '../../shared/text-variables.ts';
import type { ProblemCode } from '../codes.ts';
import { formatPath } from '../../shared/path.ts';
import { problem, type Problem } from '../problem.ts';
import type { ParsedTexts } from '../parse/markdown.ts';
import { parseMarkdownWithCache } from '../parse/markdown-cache.ts';
import { isText, type TextEntry } from '../parse/text-table.ts';
import type { CheckedContent } from '../schema/check-schemas.ts';
import { pathLeavingPublic } from '../schema/public-files.ts';
import { pointerToPath } from '../schema/pointer.ts';
import type { Schemas } from '../schema/schemas.ts';
import type { ImageUse } from './images.ts';
import { checkLink } from './links.ts';
import { refsOfKind, type FoundRef } from './refs.ts';
import type { RouteIndex } from './routes.ts';

/** Language → text key → the formatted text, read: what the compiler writes the browser's tree from. */

export interface FormattedTextCheck {
  problems: Problem[];
  parsed: ParsedTexts;
  /** The images the formatted texts show, for the image check (images.ts). */
  images: ImageUse[];
  /** Every link of every formatted text, where its file writes it: what `npm run move:page` rewrites. */
  links: TextLink[];
}

/** A link inside a formatted text: its address as written, and where the file holds it. */
export interface TextLink {
  url: string;
  file: string;
  /** Offsets in the file of the address's first character and of the one after its last; null when they cannot be told apart. */
  start: number | null;
  end: number | null;
}

/** A text key used in fields of formatted text, with those uses. */
interface FormattedKey {
  uses: FoundRef[];
  /** Whether images may stand in it: only when every field that uses it takes them. */
  images: boolean;
}

/** What reading one text needs to know of the site. */
interface Context {
  routes: RouteIndex;
  imagePattern: RegExp;
  variables: Readonly<Record<string, string>>;
}

/**
 * The formatted texts (docs/BEHAVIOUR.md#formatted-texts), in every language: their links are
 * checked as every link is, their images as every image; raw HTML, a first-level heading, and an
 * image where the field takes none are refused. Each problem points at its line and column inside
 * the text file. A text used only in plain fields is plain, whatever it holds: it is not read here.
 */
export function checkFormattedTexts(content: CheckedContent, routes: RouteIndex, schemas: Schemas): FormattedTextCheck {
  const result: FormattedTextCheck = { problems: [], parsed: new Map(), images: [], links: [] };
  const context: Context = { routes, imagePattern: schemas.imagePattern(), variables: content.site ? textVariables(content.site.data) : {} };
  const keys = formattedKeys(content);
  const texts = [...content.locales].flatMap(([language, table]) =>
    [...keys].flatMap(([key, formatted]) => {
      const entry = table.get(key);
      return isText(entry) ? [{ language, key, formatted, entry }] : [];
    }),
  );
  const roots = parseMarkdownWithCache(
    content.root,
    texts.map(({ entry }) => entry.value),
  );
  for (const language of content.locales.keys()) result.parsed.set(language, new Map());
  texts.forEach(({ language, key, formatted, entry }, index) => {
    const root = roots[index]!;
    result.parsed.get(language)!.set(key, root);
    new TextReader(entry, key, formatted, context, result).read(root);
  });
  return result;
}

function formattedKeys(content: CheckedContent): Map<string, FormattedKey> {
  const keys = new Map<string, FormattedKey>();
  for (const found of refsOfKind(content, 'text')) {
    const { formatting, value } = found.ref;
    if (!formatting) continue;
    const known = keys.get(value);
    if (known) {
      known.uses.push(found);
      known.images &&= formatting.images;
    } else keys.set(value, { uses: [found], images: formatting.images });
  }
  return keys;
}

/** Reads one formatted text of one language, reporting what it finds at its place in the text file. */
class TextReader {
  /** Tags refused at their opening: their closing tag is not reported again. */
  private readonly refusedTags = new Set<string>();

  constructor(
    private readonly entry: TextEntry & { value: string },
    private readonly key: string,
    private readonly formatted: FormattedKey,
    private readonly context: Context,
    private readonly result: FormattedTextCheck,
  ) {}

  read(node: Nodes): void {
    this.inspect(node);
    if ('children' in node) for (const child of node.children) this.read(child);
  }

  private inspect(node: Nodes): void {
    const at = node.position?.start.offset ?? 0;
    if (node.type === 'html') this.html(node.value, at);
    else if (node.type === 'heading' && node.depth === 1) {
      this.report(
        'first-level-heading',
        at,
        'A line starting with a single "#" is a first-level heading, and the page\'s title is its only first-level heading.',
        'Start the line with "## " for a subheading (or "### " for one below it).',
      );
    } else if (node.type === 'heading' && node.depth > 3) {
      this.report(
        'heading-too-deep',
        at,
        `A line starting with "${'#'.repeat(node.depth)}" is a heading deeper than texts use.`,
        'Use "## " for a subheading, or "### " for one below it.',
      );
    } else if (node.type === 'link') this.link(node.url, at, wordsOf(node) !== '');
    else if (node.type === 'image') this.image(node.url, at);
  }

  private link(url: string, at: number, hasWords: boolean): void {
    const target = this.addressAt(at);
    const { source, path } = this.entry;
    const [start, last] = [source.offsetInValue(path, target), source.offsetInValue(path, target + url.length - 1)];
    this.result.links.push({ url, file: source.file, start, end: last === null ? null : last + 1 });
    if (!hasWords) {
      this.report(
        'link-without-words',
        at,
        `The link to "${url}" has no words: visitors would have nothing to click, and screen readers nothing to read.`,
        `Write the words between the brackets: [our services](${url}).`,
      );
    }
    const filled = fillTextVariables(url, this.context.variables);
    // A {{value}} the site does not know is the values check's to report (variables.ts).
    if (/\{\{[^}]*\}\}/.test(filled)) return;
    const verdict = checkLink(filled, this.context.routes);
    if (!verdict.ok) this.report(verdict.code, target, verdict.message, verdict.hint);
  }

  private image(url: string, at: number): void {
    const target = this.addressAt(at);
    if (!this.formatted.images) {
      const use = this.formatted.uses.find((found) => !found.ref.formatting?.images) ?? this.formatted.uses[0]!;
      const path = pointerToPath(use.ref.pointer, use.file.source.data);
      const place = `${use.file.source.file}:${use.file.source.valueAt(path).line} (${formatPath(path)})`;
      this.report(
        'image-not-allowed',
        at,
        `"${this.key}" shows an image, and it is used in a field that takes no images: ${place}.`,
        "Delete the image here: a block shows its picture in a field of its own. Images stand only in the texts of fields that take them, such as an article's body.",
      );
      return;
    }
    if (!this.context.imagePattern.test(url) && /(^|\/)\.\.(\/|$)/.test(url)) {
      const { message, hint } = pathLeavingPublic('image', url);
      this.report('image-outside-public', target, message, hint);
      return;
    }
    if (!this.context.imagePattern.test(url)) {
      this.report(
        'invalid-format',
        target,
        `"${url}" is not an image of this site.`,
        'Write the path of an SVG or WebP file under public/, without "public/": ![what it shows](images/picture.svg).',
      );
      return;
    }
    const { entry } = this;
    const position = entry.source.positionInValue(entry.path, target);
    this.result.images.push({ image: url, problem: (code, message, hint) => this.problem(code, position, message, hint) });
  }

  /** Raw HTML: refused, saying what to write instead. A closing tag whose opening was refused is not reported again. */
  private html(value: string, at: number): void {
    const tag = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)/.exec(value);
    const name = tag?.[2]?.toLowerCase();
    if (tag?.[1] === '/' && name && this.refusedTags.has(name)) return;
    if (name) this.refusedTags.add(name);
    const written = value.length > 40 ? `${value.slice(0, 37)}…` : value;
    this.report(
      'html-in-text',
      at,
      `"${written.split('\n')[0]}" is HTML, which texts do not take: ${insteadOf(value, name, this.formatted.images)}`,
      'Texts are formatted in Markdown: **bold**, *italic*, [words](/page). To show a "<" as it is, write \\< instead.',
    );
  }

  /** Where the address of the link or image starting at `at` is written: after the "](" that closes its words. */
  private addressAt(at: number): number {
    const text = this.entry.value;
    if (text[at] === '<') return at + 1;
    let depth = 0;
    for (let index = text[at] === '!' ? at + 1 : at; index < text.length; index++) {
      const char = text[index];
      if (char === '\\') index++;
      else if (char === '[') depth++;
      else if (char === ']' && --depth === 0) {
        if (text[index + 1] !== '(') return at;
        let address = index + 2;
        while (/\s/.test(text[address] ?? '')) address++;
        return text[address] === '<' ? address + 1 : address;
      }
    }
    return at;
  }

  private report(code: ProblemCode, offset: number, message: string, hint: string): void {
    const { entry } = this;
    this.result.problems.push(this.problem(code, entry.source.positionInValue(entry.path, offset), message, hint));
  }

  private problem(code: ProblemCode, position: { line: number; column: number }, message: string, hint: string): Problem {
    const { entry } = this;
    return problem({ code, file: entry.source.file, ...position, path: entry.path, message, hint });
  }
}

/** The words of a link: its text and the descriptions of its images. */
function wordsOf(node: Nodes): string {
  if (node.type === 'text') return node.value.trim();
  if (node.type === 'image') return (node.alt ?? '').trim();
  return 'children' in node ? node.children.map(wordsOf).join('') : '';
}

/** What to write in Markdown instead of an HTML tag, by its name. */
const markdownFor = new Map<string, (tag: string, images: boolean) => string>(
  Object.entries({
    b: (tag: string) => `write **bold** instead of <${tag}>…</${tag}>.`,
    i: (tag: string) => `write *italic* instead of <${tag}>…</${tag}>.`,
    a: () => 'write [the words](/page) instead of <a href="…">…</a>.',
    br: () => 'end the line with a backslash (\\) for a line break, or leave an empty line for a new paragraph, instead of <br>.',
    p: () => 'leave an empty line between paragraphs instead of <p>…</p>.',
    ul: (tag: string) => `start each item on a line of its own with "- " (or "1. " for a numbered list) instead of <${tag}>.`,
    blockquote: (tag: string) => `start each line of a quote with "> " instead of <${tag}>.`,
    h1: (tag: string) => `start a subheading's line with "## " (or "### " below it) instead of <${tag}>.`,
    img: (_tag: string, images: boolean) =>
      images ? 'write ![what it shows](images/picture.svg) instead of <img>.' : 'this text takes no images: delete <img>.',
  }),
);
/** Tags whose advice is another's. */
const sameAdvice = new Map(Object.entries({ strong: 'b', em: 'i', ol: 'ul', li: 'ul', q: 'blockquote', h2: 'h1', h3: 'h1', h4: 'h1', h5: 'h1', h6: 'h1' }));

/** What to write in Markdown instead of a piece of HTML. */
function insteadOf(value: string, tag: string | undefined, images: boolean): string {
  if (value.startsWith('<!--')) return 'notes for other editors go in a YAML comment, on a line of their own above the text ("# …"), not inside it.';
  const advice = tag === undefined ? undefined : markdownFor.get(sameAdvice.get(tag) ?? tag);
  if (tag !== undefined && advice) return advice(tag, images);
  return `delete ${tag ? `<${tag}>` : 'it'}: it is not shown on the page.`;
}
