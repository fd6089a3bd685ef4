/**
 * Moving a page to a new address (docs/EDITING.md, "Rename a page"), planned in memory for
 * `npm run move:page` (scripts/move-page.ts) and edit mode: the page's `route:` changes, its
 * file is renamed when it is named after its route (pages/about.yaml → pages/about-us.yaml), every
 * link to it in site.yaml, the files under pages/ and the formatted texts under locales/ follows it,
 * the redirects that led to it lead to its new address, and the redirect from the old one is added
 * (`redirects:` in site.yaml), so that links shared before keep working. Its texts keep their keys: a
 * key names a text, not an address. Only the values that change are written: comments, quotes and
 * layout stay as they were, byte for byte.
 */
import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { CST, isMap, isNode, isScalar, isSeq, parseDocument, type Document, type YAMLSeq } from 'yaml';
import { redirectRoute } from '../../routing/redirects.ts';
import { memberOf } from '../../shared/guards.ts';
import { checkSite, declaredRoute, type FileOverlay, itemSlug, nearest, pointerToPath, type SourceFile } from '../../content/pipeline.ts';

/** Why a page could not be moved; nothing has been written when it is thrown. */
export class MovePageError extends Error {
  override name = 'MovePageError';
  constructor(
    readonly code: 'invalid-route' | 'no-such-page' | 'special-page' | 'same-route' | 'page-exists' | 'file-exists' | 'has-pages-below' | 'check-fails',
    message: string,
  ) {
    super(message);
  }
}

/** One change of a file's text: the characters from `start` to `end` become `text`. */
interface Splice {
  start: number;
  end: number;
  text: string;
}

/** What the move does: each file's new text, the page file's new name, and what changed, for the report. */
export interface Move {
  /** Path from the site folder → its new text. */
  texts: Map<string, string>;
  /** The page file, and its new path when it is renamed. */
  file: string;
  renamedTo: string | null;
  /** Path from the site folder → how many links to the page changed there. */
  links: Map<string, number>;
}

const routePattern = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/;

/** The scalar at `path` of `doc`, with its source token: what CST.setScalarValue rewrites in its own style. */
function scalarAt(doc: Document, path: readonly (string | number)[]): { token: CST.FlowScalar | CST.BlockScalar } | null {
  const node: unknown = doc.getIn(path, true);
  if (!isScalar(node) || !node.srcToken || !CST.isScalar(node.srcToken)) return null;
  return { token: node.srcToken };
}

/** The splice that gives the scalar at `path` the value `value`, in its own quoting style. */
function setScalar(doc: Document, path: readonly (string | number)[], value: string): Splice | null {
  const found = scalarAt(doc, path);
  if (!found) return null;
  const before = CST.stringify(found.token);
  // A copy: the document's own tokens stay as they were read.
  const token = structuredClone(found.token);
  CST.setScalarValue(token, value);
  return { start: found.token.offset, end: found.token.offset + before.length, text: CST.stringify(token) };
}

function applySplices(text: string, splices: Splice[]): string {
  return [...splices]
    .sort((a, b) => b.start - a.start)
    .reduce((result, { start, end, text: inserted }) => result.slice(0, start) + inserted + result.slice(end), text);
}

const readDocument = (text: string) => parseDocument(text, { keepSourceTokens: true });

/** `/about` → `/about-us`, keeping a last '/' where the link had one. */
const moved = (link: string, to: string) => `/${to}${to && link.endsWith('/') ? '/' : ''}`;

/** The offset where the line holding `offset` starts. */
const lineStart = (text: string, offset: number) => text.lastIndexOf('\n', offset - 1) + 1;

/** The `- ` of each item of a block sequence, by the offset of its dash. */
function itemDashes(seq: YAMLSeq): number[] {
  const token = seq.srcToken;
  if (!token || token.type !== 'block-seq') return [];
  return token.items.map((item) => item.start.find((part) => part.type === 'seq-item-ind')?.offset ?? -1);
}

/**
 * The changes of site.yaml's `redirects:` for a move from `old` to `now`: every redirect that led to
 * `old` leads to `now`; the one from `now`, whose address is a page again, goes; and `from: /old`,
 * `to: /now` is added at the end of the list (or the list, at the end of the file).
 */
function redirectSplices(text: string, doc: Document, old: string, now: string): Splice[] {
  const item = (indent: string) => `${indent}- from: /${old}\n${indent}  to: /${now}\n`;
  const node: unknown = doc.getIn(['redirects'], true);
  if (node === undefined) {
    const ending = text.endsWith('\n') ? '' : '\n';
    return [
      { start: text.length, end: text.length, text: `${ending}\n# Old addresses of pages that have moved (npm run move:page).\nredirects:\n${item('  ')}` },
    ];
  }
  const dashes = isSeq(node) ? itemDashes(node) : [];
  if (!isSeq(node) || dashes.length === 0 || dashes.includes(-1)) {
    // An empty or written-in-one-line list: a list of one, in the usual layout, takes its place.
    const [start, end] = isNode(node) && node.range ? node.range : [text.length, text.length];
    return [{ start, end, text: `\n${item('  ').trimEnd()}` }];
  }
  const splices: Splice[] = [];
  node.items.forEach((entry, index) => {
    const data: unknown = isMap(entry) ? entry.toJSON() : undefined;
    const [from, to] = [memberOf(data, 'from'), memberOf(data, 'to')];
    if (typeof from === 'string' && redirectRoute(from) === now && isMap(entry) && entry.range)
      splices.push({ start: lineStart(text, dashes[index]!), end: entry.range[2], text: '' });
    else if (typeof to === 'string' && redirectRoute(to) === old) {
      const splice = setScalar(doc, ['redirects', index, 'to'], moved(to, now));
      if (splice) splices.push(splice);
    }
  });
  const last = node.items.at(-1);
  const end = isMap(last) && last.range ? last.range[2] : text.length;
  const indent = ' '.repeat(dashes[0]! - lineStart(text, dashes[0]!));
  splices.push({ start: end, end, text: `${text[end - 1] === '\n' ? '' : '\n'}${item(indent)}` });
  return splices;
}

/** Every route of the site: its pages' and its articles'. */
function everyRoute(checked: ReturnType<typeof checkSite>): { pages: string[]; articles: string[]; collections: string[] } {
  const pages = checked.sources.pages.map(declaredRoute).filter((route) => route !== undefined);
  const collections = pages.flatMap((route) => /^(.*)\/:[^/]+$/.exec(route)?.[1] ?? []);
  const articles = [...checked.sources.items].flatMap(([prefix, items]) => items.map((item) => `${prefix}/${itemSlug(item)}`));
  return { pages, articles, collections };
}

/** Refuses a move that cannot be made, before anything is read further. */
function refuseImpossible(old: string, now: string, routes: ReturnType<typeof everyRoute>): void {
  if (old === '' || old === '*' || old.includes(':'))
    throw new MovePageError('special-page', 'The home page, the not-found page and the page of a collection of articles keep their routes.');
  if (!routes.pages.includes(old)) {
    const guess = nearest(
      `/${old}`,
      routes.pages.filter((route) => route !== '*').map((route) => `/${route}`),
    );
    throw new MovePageError('no-such-page', `No page has the route "${old}".${guess ? ` Did you mean "${guess}"?` : ''}`);
  }
  if (old === now) throw new MovePageError('same-route', `The page is at /${old} already.`);
  if (!routePattern.test(now))
    throw new MovePageError('invalid-route', `"${now}" is not a valid route: use lowercase words joined by "-" and "/", such as "cloud-services/backup".`);
  if ([...routes.pages, ...routes.articles].includes(now)) throw new MovePageError('page-exists', `A page is at /${now} already: choose another route.`);
  const below = [...routes.pages, ...routes.articles, ...routes.collections].filter((route) => route.startsWith(`${old}/`) || route === old);
  if (below.some((route) => route !== old) || routes.collections.includes(old))
    throw new MovePageError(
      'has-pages-below',
      `Pages have addresses below /${old} (${below
        .filter((route) => route !== old)
        .map((route) => `/${route}`)
        .join(', ')}): move them first, or give this page a route of its own.`,
    );
}

/**
 * What moving the page at `from` to `to` changes, in memory: every file's new text and the page file's
 * new name; of the files as `overlay` leaves them, when given. Throws a MovePageError for a move that
 * cannot be made.
 */
export function planMove(root: string, from: string, to: string, overlay: FileOverlay = new Map()): Move {
  const [old, now] = [redirectRoute(from), redirectRoute(to)];
  const checked = checkSite(root, undefined, overlay);
  refuseImpossible(old, now, everyRoute(checked));
  const page = checked.sources.pages.find((file) => declaredRoute(file) === old)!;
  const documents = new Map<string, { text: string; doc: Document }>();
  const documentOf = (file: string, text: string) => documents.get(file) ?? documents.set(file, { text, doc: readDocument(text) }).get(file)!;
  const splices = new Map<string, Splice[]>();
  const add = (file: string, splice: Splice | null) => splice && splices.set(file, [...(splices.get(file) ?? []), splice]);
  const links = new Map<string, number>();
  for (const { source, refs } of checked.content.referencing) {
    for (const ref of refs.filter((found) => found.kind === 'link' && found.value.startsWith('/') && redirectRoute(found.value) === old)) {
      add(source.file, setScalar(documentOf(source.file, source.text).doc, pointerToPath(ref.pointer, source.data), moved(ref.value, now)));
      links.set(source.file, (links.get(source.file) ?? 0) + 1);
    }
  }
  for (const { file, start, end } of textLinksTo(checked, old)) {
    const link = documentOf(file.file, file.text).text.slice(start, end);
    add(file.file, { start, end, text: moved(link, now) });
    links.set(file.file, (links.get(file.file) ?? 0) + 1);
  }
  add(page.file, setScalar(documentOf(page.file, page.text).doc, ['route'], now));
  const site = checked.sources.site;
  if (site) for (const splice of redirectSplices(site.text, documentOf(site.file, site.text).doc, old, now)) add(site.file, splice);
  const texts = new Map([...splices].map(([file, changes]) => [file, applySplices(documents.get(file)!.text, changes)]));
  const renamedTo = page.file === `pages/${old}.yaml` ? `pages/${now}.yaml` : null;
  const taken = (file: string) => (overlay.has(file) ? overlay.get(file) !== null : existsSync(join(root, file)));
  if (renamedTo && taken(renamedTo)) throw new MovePageError('file-exists', `${renamedTo} exists already: move or delete it first.`);
  if (renamedTo) texts.set(page.file, withModeline(texts.get(page.file)!, root, page.file, renamedTo));
  return { texts, file: page.file, renamedTo, links };
}

/**
 * The links to `old` inside formatted texts ([words](/old)), where their text files write them as they
 * are: a link written with escapes is left to the check, which then reports it.
 */
function textLinksTo(checked: ReturnType<typeof checkSite>, old: string): { file: SourceFile; start: number; end: number }[] {
  const files = new Map([...checked.sources.locales.values()].flat().map((file) => [file.file, file]));
  return checked.textLinks.flatMap(({ url, file, start, end }) => {
    const source = files.get(file);
    if (!url.startsWith('/') || redirectRoute(url) !== old || start === null || end === null || source?.text.slice(start, end) !== url) return [];
    return [{ file: source, start, end }];
  });
}

/** The page's first line names its schema by a path relative to the file: the same schema, from the file's new folder. */
function withModeline(text: string, root: string, file: string, renamed: string): string {
  const prefix = '# yaml-language-server: $schema=';
  const [first = '', ...rest] = text.split('\n');
  if (!first.startsWith(prefix)) return text;
  const schema = resolve(dirname(join(root, file)), first.slice(prefix.length));
  return [
    `${prefix}${relative(dirname(join(root, renamed)), schema)
      .split(sep)
      .join('/')}`,
    ...rest,
  ].join('\n');
}
