/**
 * `npm run new:page -- <route>` and `npm run new:article -- <slug> [--collection <prefix>]`: create
 * a starting file and its texts in every language, ready to edit, and valid at once. The starting
 * texts of the languages other than the default are recorded as not yet translated, and the check
 * warns about them until they change. `--root <dir>` works on another copy.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Document, parseDocument } from 'yaml';
import { loadFiles } from '../src/content/load/load-files.ts';
import { declaredRoute, parseSources } from '../src/content/parse/parse-sources.ts';
import type { SourceFile } from '../src/content/parse/source-file.ts';
import { today } from '../src/content/checks/publication.ts';
import { runPipeline } from '../src/content/pipeline.ts';
import { formatReport } from '../src/content/report.ts';
import { fingerprint, readTranslationState, writeTranslationState } from '../src/content/parse/translation-state.ts';
import { translationStatePath } from '../src/content/load/load-files.ts';
import { memberOf } from '../src/shared/guards.ts';
import { UsageError, parseCommandLine, runCli } from './support/cli.ts';

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

/** Why a page or an article could not be created; nothing has been written when it is thrown. */
export class NewContentError extends Error {
  override name = 'NewContentError';
  constructor(
    readonly code: 'invalid-route' | 'invalid-slug' | 'file-exists' | 'texts-exist' | 'no-collection' | 'which-collection' | 'unknown-collection',
    message: string,
  ) {
    super(message);
  }
}

/** home-office/backup-plans → homeOfficeBackupPlans: a key name that is valid in any locale file. */
const keyName = (text: string) =>
  text.replace(/[^A-Za-z0-9]+(.)?/g, (_m, next: string | undefined) => (next ?? '').toUpperCase()).replace(/^./, (c) => c.toLowerCase());
const humanName = (text: string) => text.replace(/[-_.]+/g, ' ').replace(/^./, (c) => c.toUpperCase());

/**
 * The first line that tells the editor's YAML extension which schema checks `file`: it wins over
 * .vscode/settings.json, so a page or an article in any folder is checked against the right one.
 */
const schemaModeline = (root: string, file: string, schema: string) =>
  `# yaml-language-server: $schema=${relative(dirname(file), join(root, 'schema', schema))
    .split(sep)
    .join('/')}`;

/**
 * Adds texts under `group` of locales/<language>/<namespace>.yaml, keeping the file's comments and
 * order. Every language is checked before any file is written, so a clash leaves all of them as they were.
 */
function addTexts(root: string, namespace: string, group: string, texts: Record<string, Starter>): void {
  const updates = Object.entries(texts).map(([language, values]) => {
    const file = join(root, 'locales', language, `${namespace}.yaml`);
    const document = existsSync(file) ? parseDocument(readFileSync(file, 'utf8')) : new Document({});
    if (!existsSync(file)) document.commentBefore = ' yaml-language-server: $schema=../../schema/locale.json';
    if (document.hasIn([group]))
      throw new NewContentError('texts-exist', `locales/${language}/${namespace}.yaml already has texts under "${group}": choose another name.`);
    document.setIn([group], values);
    return { file, text: document.toString({ lineWidth: 0 }) };
  });
  for (const { file, text } of updates) writeFileSync(file, text);
}

/** The starting texts of a new page or article, in every language the site has; those of other languages than the default marked as not yet translated. */
function addStartingTexts(root: string, namespace: string, group: string, name: string, kind: 'page' | 'article'): void {
  const perLanguage = languages(root).map((language) => [language, (startingTexts[language] ?? startingTexts.en!)(name)[kind]] as const);
  addTexts(root, namespace, group, Object.fromEntries(perLanguage));
  const defaultLanguage = memberOf(memberOf(parseSources(loadFiles(root)).site?.data, 'languages'), 'default');
  markUntranslated(
    root,
    perLanguage.filter(([language]) => language !== (typeof defaultLanguage === 'string' ? defaultLanguage : 'en')),
    (key) => `${namespace}.${group}.${key}`,
    `new:${kind}`,
  );
}

/** Records the starting texts as not yet translated (locales/translation-state.json), unless that record cannot be read: the check then says so. */
function markUntranslated(root: string, texts: (readonly [string, Starter])[], keyOf: (name: string) => string, writtenBy: string): void {
  const file = join(root, translationStatePath);
  const { state, problems } = readTranslationState(existsSync(file) ? { file: translationStatePath, text: readFileSync(file, 'utf8') } : null);
  if (problems.length > 0) return;
  for (const [language, values] of texts) {
    const marks = (state[language] ??= {});
    for (const [name, text] of Object.entries(values)) marks[keyOf(name)] = { untranslated: fingerprint(text), writtenBy };
  }
  writeTranslationState(root, state);
}

function languages(root: string): string[] {
  return readdirSync(join(root, 'locales'), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
}

export function newPage(root: string, route: string): string {
  if (!/^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/.test(route)) {
    throw new NewContentError('invalid-route', `"${route}" is not a valid route: use lowercase words joined by "-" and "/", such as "cloud-services/backup".`);
  }
  const file = join(root, 'pages', `${route}.yaml`);
  if (existsSync(file)) throw new NewContentError('file-exists', `${relative(root, file)} already exists.`);
  const group = keyName(route);
  const key = (name: string) => `pages.${group}.${name}`;
  const name = humanName(route.split('/').at(-1)!);
  addStartingTexts(root, 'pages', group, name, 'page');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(
    file,
    [
      schemaModeline(root, file, 'page.json'),
      `route: ${route}`,
      `title: ${key('title')}`,
      `description: ${key('description')}`,
      'blocks:',
      '  - type: title-banner',
      `    text: ${key('banner')}`,
      '  - type: text-section',
      `    heading: ${key('heading')}`,
      '    items:',
      `      - title: ${key('itemTitle')}`,
      `        text: ${key('itemText')}`,
      '',
    ].join('\n'),
  );
  return relative(root, file);
}

/** The collections of the site: the folder of each page whose route ends in a parameter (`articles/:slug`), with that page and its items. */
function collectionsOf(root: string): Map<string, { page: SourceFile; items: SourceFile[] }> {
  const { pages, items } = parseSources(loadFiles(root));
  const collections = new Map<string, { page: SourceFile; items: SourceFile[] }>();
  for (const page of pages) {
    const prefix = /^(.+)\/:[^/]+$/.exec(declaredRoute(page) ?? '')?.[1];
    if (prefix !== undefined) collections.set(prefix, { page, items: items.get(prefix) ?? [] });
  }
  return collections;
}

/** The collection an article goes to: the one named, or the only one the site has. */
function chooseCollection(root: string, slug: string, name: string | undefined): { prefix: string; page: SourceFile; items: SourceFile[] } {
  const collections = collectionsOf(root);
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
const stringOr = (value: unknown): string => (typeof value === 'string' ? value : '');

function articleNamespace(page: SourceFile, items: SourceFile[]): string {
  const namespaceOf = (file: SourceFile) => /^([a-z0-9][a-zA-Z0-9_-]*)\./.exec(stringOr(memberOf(file.data, 'title')))?.[1];
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

export function newArticle(root: string, slug: string, collection?: string): string {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(slug)) {
    throw new NewContentError('invalid-slug', `"${slug}" cannot be an address: use letters, digits, ".", "-" and "_", such as "Cloud-costs-under-control".`);
  }
  const { prefix, page, items } = chooseCollection(root, slug, collection);
  const file = join(root, 'pages', prefix, `${slug}.yaml`);
  if (existsSync(file)) throw new NewContentError('file-exists', `${relative(root, file)} already exists.`);
  const namespace = articleNamespace(page, items);
  const group = keyName(slug);
  addStartingTexts(root, namespace, group, humanName(slug), 'article');
  const key = (field: string) => `${namespace}.${group}.${field}`;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(
    file,
    [
      schemaModeline(root, file, 'article.json'),
      // Today as the build counts it, so that the article is published at once (docs/BEHAVIOUR.md#drafts-and-scheduled-articles).
      `date: "${today()}"`,
      `title: ${key('title')}`,
      `teaser: ${key('teaser')}`,
      `body: ${key('body')}`,
      '# Replace with an illustration made for the article, in public/images/.',
      `image: ${illustrationOf(root, items)}`,
      `imageAlt: ${key('imageAlt')}`,
      '',
    ].join('\n'),
  );
  return relative(root, file);
}

const usage = `Usage: npm run new:page -- <route>      a page, such as cloud-services/backup-plans
       npm run new:article -- <slug>    an article, such as Cloud-costs-under-control

  --collection PREFIX   the collection of the article (a page's route PREFIX/:param), when the site has several
  --root DIR            work on the site in DIR (default: this project)`;

function main(): void {
  const { values, positionals } = parseCommandLine(
    {
      options: { root: { type: 'string', default: resolve(import.meta.dirname, '..') }, collection: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
    },
    usage,
  );
  if (values.help) return console.log(usage);
  const [kind, name, ...extra] = positionals;
  if ((kind !== 'page' && kind !== 'article') || !name || extra.length) throw new UsageError('Give one route (new:page) or one slug (new:article).', usage);
  if (kind === 'page' && values.collection !== undefined) throw new UsageError('--collection is for new:article only.', usage);
  const root = resolve(values.root);
  const created = kind === 'page' ? newPage(root, name) : newArticle(root, name, values.collection);
  const { problems } = runPipeline(root, { compile: false });
  if (problems.some((p) => p.severity === 'error')) {
    console.error(`Created ${created}, but the site now has problems:\n\n${formatReport(problems, root)}`);
    process.exitCode = 1;
    return;
  }
  console.log(
    `Created ${created} and its texts in ${languages(root)
      .map((l) => `locales/${l}/`)
      .join(' and ')}.`,
  );
  const route = created
    .split(sep)
    .join('/')
    .replace(/^pages\//, '')
    .replace(/\.yaml$/, '');
  console.log(
    kind === 'page'
      ? `It is at #/${route}. Link to it from a menu or a page with "link: /${route}".`
      : `It is at #/${route}, and already listed wherever the site lists its articles.`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await runCli(main, [NewContentError]);
