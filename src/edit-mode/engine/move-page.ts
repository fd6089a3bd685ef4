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
import { join } from 'node:path';
import { routeMistake } from '../../routing/new-addresses.ts';
import { redirectRoute } from '../../routing/redirects.ts';
import { memberOf } from '../../shared/guards.ts';
import { checkSite, collectionPrefix, declaredRoute, type FileOverlay, itemSlug, nearest, pointerToPath, type SourceFile } from '../../content/pipeline.ts';
import { CodedError } from './edit-error.ts';
import { withModeline } from './new-content.ts';
import { deleteIn, getIn, insertItem, replaceInText, setIn } from './yaml-edit.ts';

/** Why a page could not be moved; nothing has been written when it is thrown. */
export class MovePageError extends CodedError<
  'invalid-route' | 'no-such-page' | 'special-page' | 'same-route' | 'page-exists' | 'file-exists' | 'has-pages-below' | 'check-fails'
> {
  override name = 'MovePageError';
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

/** `/about` → `/about-us`, keeping a last '/' where the link had one. */
const moved = (link: string, to: string) => `/${to}${to && link.endsWith('/') ? '/' : ''}`;

/** A change of one file's text, made by the lossless YAML edits (yaml-edit.ts). */
type Edit = (text: string) => string;

const redirectsPath = ['redirects'];

/**
 * The changes of site.yaml's `redirects:` (as `data` reads) for a move from `old` to `now`: every
 * redirect that led to `old` leads to `now`; the one from `now`, whose address is a page again, goes
 * (the comments above it stay: the move did not write them); and `from: /old`, `to: /now` is added at
 * the end of the list (or the list, at the end of the file).
 */
function redirectEdits(data: unknown, old: string, now: string): Edit[] {
  const added = { from: `/${old}`, to: `/${now}` };
  const list = memberOf(data, 'redirects');
  const entries = Array.isArray(list) ? list.map((entry: unknown, index) => ({ index, from: memberOf(entry, 'from'), to: memberOf(entry, 'to') })) : [];
  const retargeted = entries.filter(({ to }) => typeof to === 'string' && redirectRoute(to) === old);
  const dropped = entries.filter(({ from }) => typeof from === 'string' && redirectRoute(from) === now).reverse();
  const addLast: Edit = (text) => {
    const current = getIn(text, redirectsPath);
    return insertItem(text, redirectsPath, Array.isArray(current) ? current.length : 0, added);
  };
  const addList: Edit = (text) => setIn(text, redirectsPath, [added], 'Old addresses of pages that have moved (npm run move:page).');
  return [
    ...retargeted.map(
      ({ index, to }) =>
        (text: string) =>
          setIn(text, [...redirectsPath, index, 'to'], moved(String(to), now)),
    ),
    ...dropped.map(
      ({ index }) =>
        (text: string) =>
          deleteIn(text, [...redirectsPath, index], { keepComments: true }),
    ),
    list === undefined ? addList : addLast,
  ];
}

/** Every route of the site: its pages' and its articles'. */
function everyRoute(checked: ReturnType<typeof checkSite>): { pages: string[]; articles: string[]; collections: string[] } {
  const pages = checked.sources.pages.map(declaredRoute).filter((route) => route !== undefined);
  const collections = pages.flatMap((route) => collectionPrefix(route) ?? []);
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
  const mistake = routeMistake(now);
  if (mistake) throw new MovePageError('invalid-route', mistake);
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
  const originals = new Map<string, string>();
  const edits = new Map<string, Edit[]>();
  /** Edits by offset go before those by path, from the last offset to the first: each leaves the places of those before it as they were. */
  const add = (file: SourceFile, edit: Edit, byOffset = false) => {
    originals.set(file.file, file.text);
    const before = edits.get(file.file) ?? [];
    edits.set(file.file, byOffset ? [edit, ...before] : [...before, edit]);
  };
  const links = new Map<string, number>();
  const counted = (file: SourceFile) => links.set(file.file, (links.get(file.file) ?? 0) + 1);
  for (const { source, refs } of checked.content.referencing) {
    for (const ref of refs.filter((found) => found.kind === 'link' && found.value.startsWith('/') && redirectRoute(found.value) === old)) {
      add(source, (text) => setIn(text, pointerToPath(ref.pointer, source.data), moved(ref.value, now)));
      counted(source);
    }
  }
  for (const { file, start, end, url } of textLinksTo(checked, old).sort((a, b) => a.start - b.start)) {
    add(file, (text) => replaceInText(text, start, end, moved(url, now)), true);
    counted(file);
  }
  add(page, (text) => setIn(text, ['route'], now));
  const site = checked.sources.site;
  if (site) for (const edit of redirectEdits(site.data, old, now)) add(site, edit);
  const texts = new Map([...edits].map(([file, changes]) => [file, changes.reduce((text, edit) => edit(text), originals.get(file)!)]));
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
function textLinksTo(checked: ReturnType<typeof checkSite>, old: string): { file: SourceFile; start: number; end: number; url: string }[] {
  const files = new Map([...checked.sources.locales.values()].flat().map((file) => [file.file, file]));
  return checked.textLinks.flatMap(({ url, file, start, end }) => {
    const source = files.get(file);
    if (!url.startsWith('/') || redirectRoute(url) !== old || start === null || end === null || source?.text.slice(start, end) !== url) return [];
    return [{ file: source, start, end, url }];
  });
}
