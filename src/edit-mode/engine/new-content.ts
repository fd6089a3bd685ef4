/**
 * A new page or a new article: its starting file and its texts in every language, ready to edit and
 * valid at once, planned in memory for `npm run new:page` / `new:article` (scripts/new-content.ts) and
 * edit mode. The starting texts of the languages other than the default are recorded as not
 * yet translated (locales/translation-state.json), and the check warns about them until they change.
 */
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { routeMistake, slugMistake } from '../../routing/new-addresses.ts';
import { memberOf, textOr } from '../../shared/guards.ts';
import {
  collectionPrefix,
  declaredRoute,
  exampleTextsPath,
  type FileOverlay,
  fingerprint,
  loadFiles,
  parseSources,
  readTranslationState,
  type SourceFile,
  today,
  translationStatePath,
  withExampleMarks,
} from '../../content/pipeline.ts';
import { CodedError } from './edit-error.ts';
import { SiteFiles } from './site-files.ts';
import { getIn, setIn } from './yaml-edit.ts';

type Starter = Record<string, string>;

const startingTexts: Record<string, (name: string) => { page: Starter; article: Starter }> = {
  en: (name) => ({
    page: {
      title: name,
      description: `What visitors find on the ${name} page, in one or two sentences.`,
      banner: 'One sentence that tells visitors what this page offers them.',
      heading: 'Section heading',
      itemTitle: 'First point',
      itemText: 'A full paragraph about the first point: what you do, for whom, and what the client gains from it.',
    },
    article: {
      title: name,
      teaser: 'One or two sentences that make people want to read the article.',
      body: 'The first paragraph of the article.\n\n## A subheading\n\nThe next paragraph.',
      imageAlt: 'What the article image shows',
    },
  }),
  es: (name) => ({
    page: {
      title: name,
      description: `Qué encontrarán los visitantes en la página ${name}, en una o dos frases.`,
      banner: 'Una frase que explique a los visitantes qué les ofrece esta página.',
      heading: 'Título de la sección',
      itemTitle: 'Primer punto',
      itemText: 'Un párrafo completo sobre el primer punto: qué hacéis, para quién y qué gana el cliente.',
    },
    article: {
      title: name,
      teaser: 'Una o dos frases que inviten a leer el artículo.',
      body: 'El primer párrafo del artículo.\n\n## Un subtítulo\n\nEl siguiente párrafo.',
      imageAlt: 'Qué muestra la imagen del artículo',
    },
  }),
};

/** Why a page or an article could not be created; nothing has been planned when it is thrown. */
export class NewContentError extends CodedError<
  'invalid-route' | 'invalid-slug' | 'file-exists' | 'texts-exist' | 'no-collection' | 'which-collection' | 'unknown-collection'
> {
  override name = 'NewContentError';
}

/** What creating a page or an article writes: the new file, and every file's new text (relative to the site root). */
export interface NewContent {
  file: string;
  /** The address of the new page, without its first '/': `services/backup-plans`, `articles/cloud-costs`. */
  route: string;
  files: Map<string, string>;
}

/** home-office/backup-plans → homeOfficeBackupPlans: a key name that is valid in any locale file. */
export const keyName = (text: string): string =>
  text.replace(/[^A-Za-z0-9]+(.)?/g, (_m, next: string | undefined) => (next ?? '').toUpperCase()).replace(/^./, (c) => c.toLowerCase());
const humanName = (text: string) => text.replace(/[-_.]+/g, ' ').replace(/^./, (c) => c.toUpperCase());

const modelinePrefix = '# yaml-language-server: $schema=';
/** The line naming the schema `schema` (its path) to the file at `path`, by the path from one to the other. */
const modelineOf = (path: string, schema: string) => `${modelinePrefix}${relative(dirname(path), schema).split(sep).join('/')}`;

/**
 * The first line that tells the editor's YAML extension which schema checks `file`: it wins over
 * .vscode/settings.json, so a page or an article in any folder is checked against the right one.
 * A new file starts with it, the YAML edits (yaml-edit.ts) writing its data below.
 */
const schemaModeline = (root: string, file: string, schema: string): string => `${modelineOf(join(root, file), join(root, 'schema', schema))}\n`;

/** A page's first line names its schema by a path relative to the file: the same schema, from the file's new place `renamed`. */
export function withModeline(text: string, root: string, file: string, renamed: string): string {
  const [first = '', ...rest] = text.split('\n');
  if (!first.startsWith(modelinePrefix)) return text;
  return [modelineOf(join(root, renamed), resolve(dirname(join(root, file)), first.slice(modelinePrefix.length))), ...rest].join('\n');
}

/**
 * Adds texts under `group` of locales/<language>/<namespace>.yaml, changing nothing else of the file
 * (yaml-edit.ts). Every language is checked before any file is planned, so a clash leaves all of them as they were.
 */
function addTexts(files: SiteFiles, namespace: string, group: string, texts: Record<string, Starter>): void {
  const updates = Object.entries(texts).map(([language, values]) => {
    const file = `locales/${language}/${namespace}.yaml`;
    const text = files.read(file) ?? '# yaml-language-server: $schema=../../schema/locale.json\n';
    if (getIn(text, [group]) !== undefined) throw new NewContentError('texts-exist', `${file} already has texts under "${group}": choose another name.`);
    return { file, text: setIn(text, [group], values) };
  });
  for (const { file, text } of updates) files.write(file, text);
}

/** The starting texts of a new page or article, in every language the site has; those of other languages than the default marked as not yet translated. */
function addStartingTexts(files: SiteFiles, namespace: string, group: string, name: string, kind: 'page' | 'article'): void {
  const sources = parseSources(loadFiles(files.root, files.changed));
  const perLanguage = [...sources.locales.keys()].map((language) => [language, (startingTexts[language] ?? startingTexts.en!)(name)[kind]] as const);
  addTexts(files, namespace, group, Object.fromEntries(perLanguage));
  // The title is the one the editor gave: every other starting text is an example, to be replaced.
  const examples = perLanguage.flatMap(([language, values]) =>
    Object.entries(values).flatMap(([name, text]) => (name === 'title' ? [] : [{ language, key: `${namespace}.${group}.${name}`, text }])),
  );
  markExampleTexts(files, examples, `new:${kind}`);
  const defaultLanguage = memberOf(memberOf(sources.site?.data, 'languages'), 'default');
  markUntranslated(
    files,
    perLanguage.filter(([language]) => language !== (typeof defaultLanguage === 'string' ? defaultLanguage : 'en')),
    (key) => `${namespace}.${group}.${key}`,
    `new:${kind}`,
  );
}

/** Records the starting texts as not yet translated (locales/translation-state.json), unless that record cannot be read: the check then says so. */
function markUntranslated(files: SiteFiles, texts: (readonly [string, Starter])[], keyOf: (name: string) => string, writtenBy: string): void {
  const marks = texts.flatMap(([language, values]) => Object.entries(values).map(([name, text]) => ({ language, key: keyOf(name), text })));
  markStartingTexts(files, marks, writtenBy);
}

/** Records texts written for a translator to replace (`writtenBy` names what wrote them): the check warns about each until it changes. */
export function markStartingTexts(files: SiteFiles, marks: { language: string; key: string; text: string }[], writtenBy: string): void {
  if (marks.length === 0) return;
  const text = files.read(translationStatePath);
  const { state, problems } = readTranslationState(text === null ? null : { file: translationStatePath, text });
  if (problems.length > 0) return;
  for (const { language, key, text: value } of marks) (state[language] ??= {})[key] = { untranslated: fingerprint(value), writtenBy };
  files.write(translationStatePath, `${JSON.stringify(state, null, 2)}\n`);
}

/** Records texts written from an example (`writtenBy` names what wrote them): the check warns about each, and edit mode marks it, until it changes. */
export function markExampleTexts(files: SiteFiles, texts: { language: string; key: string; text: string }[], writtenBy: string): void {
  const marked = withExampleMarks(files.read(exampleTextsPath), texts, writtenBy);
  if (marked !== null) files.write(exampleTextsPath, marked);
}

/** The files of `files` planned so far, for a NewContent. */
const planned = (files: SiteFiles, file: string, route: string): NewContent => ({
  file,
  route,
  files: new Map([...files.changed].filter((entry): entry is [string, string] => entry[1] !== null)),
});

/** Plans the page at `route`: pages/<route>.yaml and its texts; of the files as `overlay` leaves them, when given. */
export function planNewPage(root: string, route: string, overlay?: FileOverlay): NewContent {
  const mistake = routeMistake(route);
  if (mistake) throw new NewContentError('invalid-route', mistake);
  const files = new SiteFiles(root, overlay);
  const file = `pages/${route}.yaml`;
  if (files.exists(file)) throw new NewContentError('file-exists', `${file} already exists.`);
  const group = keyName(route);
  const key = (name: string) => `pages.${group}.${name}`;
  const name = humanName(route.split('/').at(-1)!);
  addStartingTexts(files, 'pages', group, name, 'page');
  const blocks = [
    { type: 'title-banner', text: key('banner') },
    { type: 'text-section', heading: key('heading'), items: [{ title: key('itemTitle'), text: key('itemText') }] },
  ];
  files.write(file, setIn(schemaModeline(root, file, 'page.json'), [], { route, title: key('title'), description: key('description'), blocks }));
  return planned(files, file, route);
}

type Collection = { prefix: string; page: SourceFile; items: SourceFile[] };

/** The collections of the site: the folder of each page whose route ends in a parameter (`articles/:slug`), with that page and its items. */
function collectionsOf(root: string, overlay?: FileOverlay): Map<string, Omit<Collection, 'prefix'>> {
  const { pages, items } = parseSources(loadFiles(root, overlay));
  const collections = new Map<string, Omit<Collection, 'prefix'>>();
  for (const page of pages) {
    const prefix = collectionPrefix(declaredRoute(page) ?? '');
    if (prefix !== undefined) collections.set(prefix, { page, items: items.get(prefix) ?? [] });
  }
  return collections;
}

/** The collection an article goes to: the one named, or the only one the site has. */
function chooseCollection(collections: Map<string, Omit<Collection, 'prefix'>>, slug: string, name: string | undefined): Collection {
  const prefixes = [...collections.keys()].sort();
  if (prefixes.length === 0) {
    throw new NewContentError(
      'no-collection',
      'This site has no collection of articles: a page whose route ends in a parameter, such as "blog/:slug", with one file per article in the folder pages/blog/.',
    );
  }
  if (name === undefined && prefixes.length > 1) {
    const message = `This site has several collections of articles: ${prefixes.join(', ')}. Say which with --collection, such as: npm run new:article -- ${slug} --collection ${prefixes[0]}`;
    throw new NewContentError('which-collection', message);
  }
  const prefix = name ?? prefixes[0]!;
  const collection = collections.get(prefix);
  if (!collection) throw new NewContentError('unknown-collection', `This site has no collection "${prefix}". Its collections: ${prefixes.join(', ')}.`);
  return { prefix, ...collection };
}

/** The text file of a collection's articles: the one most of its articles use, else the one its page's title is in. */
function articleNamespace(page: SourceFile, items: SourceFile[]): string {
  const namespaceOf = (file: SourceFile) => /^([a-z0-9][a-zA-Z0-9_-]*)\./.exec(textOr(memberOf(file.data, 'title')))?.[1];
  const counts = new Map<string, number>();
  for (const namespace of items.map(namespaceOf)) if (namespace) counts.set(namespace, (counts.get(namespace) ?? 0) + 1);
  const [mostUsed] = [...counts].sort(([, a], [, b]) => b - a)[0] ?? [];
  return mostUsed ?? namespaceOf(page) ?? 'articles';
}

/** A picture the new article can show until it has its own: another article's, else the first in public/images/. */
function illustrationOf(root: string, items: SourceFile[]): string {
  const images = items.map((item) => memberOf(item.data, 'image')).filter((image) => typeof image === 'string');
  if (images[0]) return images[0];
  const dir = join(root, 'public', 'images');
  const found = existsSync(dir)
    ? readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((name) => /\.(svg|webp)$/.test(name))
        .sort()[0]
    : undefined;
  return found ? `images/${found.split(sep).join('/')}` : 'images/article.svg';
}

/**
 * Plans the article `slug` of `collection` (the only one when not given): its file and its texts; of
 * the files as `overlay` leaves them, when given. Its headline is `title`, else made from the slug.
 */
export function planNewArticle(root: string, slug: string, collection?: string, overlay?: FileOverlay, title?: string): NewContent {
  const mistake = slugMistake(slug);
  if (mistake) throw new NewContentError('invalid-slug', mistake);
  const files = new SiteFiles(root, overlay);
  const { prefix, page, items } = chooseCollection(collectionsOf(root, overlay), slug, collection);
  const file = `pages/${prefix}/${slug}.yaml`;
  if (files.exists(file)) throw new NewContentError('file-exists', `${file} already exists.`);
  const namespace = articleNamespace(page, items);
  const group = keyName(slug);
  addStartingTexts(files, namespace, group, title?.trim() || humanName(slug), 'article');
  const key = (field: string) => `${namespace}.${group}.${field}`;
  // Today as the build counts it, so that the article is published at once (docs/BEHAVIOUR.md#drafts-and-scheduled-articles).
  const start = setIn(schemaModeline(root, file, 'article.json'), [], {
    date: today(),
    title: key('title'),
    teaser: key('teaser'),
    body: key('body'),
  });
  const illustrated = setIn(start, ['image'], illustrationOf(root, items), 'Replace with an illustration made for the article, in public/images/.');
  files.write(file, setIn(illustrated, ['imageAlt'], key('imageAlt')));
  return planned(files, file, `${prefix}/${slug}`);
}
