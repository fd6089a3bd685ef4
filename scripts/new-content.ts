/**
 * `npm run new:page -- <route>` and `npm run new:article -- <slug>`: create a starting file and its
 * texts in every language, ready to edit, and valid at once. `--root <dir>` works on another copy.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Document, parseDocument } from 'yaml';
import { runPipeline } from '../src/content/pipeline.ts';
import { formatReport } from '../src/content/report.ts';
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
    readonly code: 'invalid-route' | 'invalid-slug' | 'file-exists' | 'texts-exist',
    message: string,
  ) {
    super(message);
  }
}

/** home-office/backup-plans → homeOfficeBackupPlans: a key name that is valid in any locale file. */
const keyName = (text: string) => text.replace(/[^A-Za-z0-9]+(.)?/g, (_m, next: string | undefined) => (next ?? '').toUpperCase()).replace(/^./, (c) => c.toLowerCase());
const humanName = (text: string) => text.replace(/[-_.]+/g, ' ').replace(/^./, (c) => c.toUpperCase());

/**
 * The first line that tells the editor's YAML extension which schema checks `file`: it wins over
 * .vscode/settings.json, so a page or an article in any folder is checked against the right one.
 */
const schemaModeline = (root: string, file: string, schema: string) => `# yaml-language-server: $schema=${relative(dirname(file), join(root, 'schema', schema)).split(sep).join('/')}`;

/**
 * Adds texts under `group` of locales/<language>/<namespace>.yaml, keeping the file's comments and
 * order. Every language is checked before any file is written, so a clash leaves all of them as they were.
 */
function addTexts(root: string, namespace: string, group: string, texts: Record<string, Starter>): void {
  const updates = Object.entries(texts).map(([language, values]) => {
    const file = join(root, 'locales', language, `${namespace}.yaml`);
    const document = existsSync(file) ? parseDocument(readFileSync(file, 'utf8')) : new Document({});
    if (!existsSync(file)) document.commentBefore = ' yaml-language-server: $schema=../../schema/locale.json';
    if (document.hasIn([group])) throw new NewContentError('texts-exist', `locales/${language}/${namespace}.yaml already has texts under "${group}": choose another name.`);
    document.setIn([group], values);
    return { file, text: document.toString({ lineWidth: 0 }) };
  });
  for (const { file, text } of updates) writeFileSync(file, text);
}

/** The starting texts of a new page or article, in every language the site has. */
function addStartingTexts(root: string, namespace: string, group: string, name: string, kind: 'page' | 'article'): void {
  const perLanguage = languages(root).map((language) => [language, (startingTexts[language] ?? startingTexts.en!)(name)[kind]] as const);
  addTexts(root, namespace, group, Object.fromEntries(perLanguage));
}

function languages(root: string): string[] {
  return readdirSync(join(root, 'locales'), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
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
  writeFileSync(file, [
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
  ].join('\n'));
  return relative(root, file);
}

export function newArticle(root: string, slug: string): string {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(slug)) {
    throw new NewContentError('invalid-slug', `"${slug}" cannot be an address: use letters, digits, ".", "-" and "_", such as "Cloud-costs-under-control".`);
  }
  const file = join(root, 'pages', 'blog-details', `${slug}.yaml`);
  if (existsSync(file)) throw new NewContentError('file-exists', `${relative(root, file)} already exists.`);
  const group = keyName(slug);
  const name = humanName(slug);
  addStartingTexts(root, 'blog', group, name, 'article');
  const key = (field: string) => `blog.${group}.${field}`;
  writeFileSync(file, [
    schemaModeline(root, file, 'article.json'),
    `date: "${new Date().toISOString().slice(0, 10)}"`,
    `title: ${key('title')}`,
    `teaser: ${key('teaser')}`,
    `body: ${key('body')}`,
    '# Replace with an illustration made for the article, in public/images/blog/.',
    'image: images/hero-data.svg',
    `imageAlt: ${key('imageAlt')}`,
    '',
  ].join('\n'));
  return relative(root, file);
}

const usage = `Usage: npm run new:page -- <route>      a page, such as cloud-services/backup-plans
       npm run new:article -- <slug>    a blog article, such as Cloud-costs-under-control

  --root DIR   work on the site in DIR (default: this project)`;

function main(): void {
  const { values, positionals } = parseCommandLine(
    { options: { root: { type: 'string', default: resolve(import.meta.dirname, '..') }, help: { type: 'boolean', short: 'h' } }, allowPositionals: true },
    usage,
  );
  if (values.help) return console.log(usage);
  const [kind, name, ...extra] = positionals;
  if ((kind !== 'page' && kind !== 'article') || !name || extra.length) throw new UsageError('Give one route (new:page) or one slug (new:article).', usage);
  const root = resolve(values.root);
  const created = kind === 'page' ? newPage(root, name) : newArticle(root, name);
  const { problems } = runPipeline(root, { compile: false });
  if (problems.some((p) => p.severity === 'error')) {
    console.error(`Created ${created}, but the site now has problems:\n\n${formatReport(problems, root)}`);
    process.exitCode = 1;
    return;
  }
  console.log(`Created ${created} and its texts in ${languages(root).map((l) => `locales/${l}/`).join(' and ')}.`);
  console.log(kind === 'page' ? `It is at #/${name}. Link to it from a menu or a page with "link: /${name}".` : `It is at #/blog-details/${name} and already listed on the blog.`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await runCli(main, [NewContentError]);
