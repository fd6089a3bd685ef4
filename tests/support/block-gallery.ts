import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse, stringify } from 'yaml';
import { readBlockExample } from '../../src/content/schema/block-example.ts';
import { blockTypesIn } from '../../src/content/schema/block-folders.ts';
import type { BlockTraits } from '../../src/content/schema/block-traits.ts';
import { projectSchemas } from '../../src/content/schema/project-schemas.ts';
import { projectRoot } from './site-copy.ts';

/** The file of texts the gallery writes in every language: its keys start with `gallery.`. */
const textFile = 'gallery';

/** Where the gallery puts the example of block `type`: the route of its page, and its place among the page's blocks. */
export interface GalleryPlace {
  type: string;
  route: string;
  index: number;
}

/** The page that holds every example but those drawing a page heading: after the opener's, in the order of their folders. */
const sharedRoute = 'block-gallery';

/**
 * Where the gallery draws each block type: those that draw the page's main heading on a page each
 * (the opener, a short band that does, starts the shared page instead), the others one after the
 * other on a shared page, after the opener. Blocks that only show on a collection page
 * (`showsTheArticle`) are left to the fixture site's own articles.
 */
export function galleryPlaces(): GalleryPlace[] {
  const traits = projectSchemas().blockTraits();
  const opener = openerOf(traits);
  const types = blockTypesIn(projectRoot).filter((type) => !traits.get(type)?.showsTheArticle);
  const shared = types.filter((type) => !traits.get(type)?.drawsPageHeading);
  const own = types.filter((type) => traits.get(type)?.drawsPageHeading && type !== opener);
  return [
    ...(opener ? [{ type: opener, route: sharedRoute, index: 0 }] : []),
    ...shared.map((type, index) => ({ type, route: sharedRoute, index: index + (opener ? 1 : 0) })),
    ...own.map((type) => ({ type, route: `block-${type}`, index: 0 })),
  ];
}

/** A block type that draws the page's main heading as a short band: the shared page starts with it. */
const openerOf = (traits: ReadonlyMap<string, BlockTraits>) => [...traits].find(([, declared]) => declared.drawsPageHeading && declared.shortBand)?.[0];

/**
 * Adds to the site folder `siteRoot` the pages of the gallery (galleryPlaces), with each example's
 * texts in every language of the site under `gallery.<type>.`: the end-to-end tests then draw and
 * check every block type without anyone adding it to the fixture by hand. Links to pages the site
 * lacks go to its home page; pictures, videos and captions it lacks are copied from the project.
 */
export function addBlockGallery(siteRoot: string): void {
  const languages = siteLanguages(siteRoot);
  const routes = new Set(listPages(siteRoot).map((file) => String((parse(readFileSync(file, 'utf8')) as { route: unknown }).route)));
  const texts: Record<string, Record<string, unknown>> = Object.fromEntries(languages.map((language) => [language, { pageTitle: 'Block gallery' }]));
  const pages = new Map<string, GalleryPage>();
  for (const { type, route } of galleryPlaces()) {
    // No page of the site links to the gallery, nor needs to: it is there for the tests.
    const page = pages.get(route) ?? pages.set(route, { route, title: `${textFile}.pageTitle`, unlisted: true, blocks: [] }).get(route)!;
    page.blocks.push(exampleBlock(type, languages, texts));
  }
  for (const page of pages.values()) {
    sendMissingLinksHome(page, routes);
    copyMissingFiles(page, siteRoot);
    const file = join(siteRoot, 'pages/gallery', `${page.route}.yaml`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, stringify(page));
  }
  for (const language of languages) writeFileSync(join(siteRoot, 'locales', language, `${textFile}.yaml`), stringify(texts[language]));
}

interface GalleryPage {
  route: string;
  title: string;
  unlisted: true;
  blocks: Record<string, unknown>[];
}

/** The example of block `type`, its text keys moved under `gallery.<type>.`, whose texts go into `texts`. */
function exampleBlock(type: string, languages: string[], texts: Record<string, Record<string, unknown>>): Record<string, unknown> {
  const example = readBlockExample(projectRoot, type);
  const namespace = type.replace(/-(.)/g, (_, letter: string) => letter.toUpperCase());
  const keyOf = (key: string) => key.replaceAll('.', '_');
  for (const language of languages) {
    const own = Object.entries(example.texts).map(([key, byLanguage]) => [keyOf(key), byLanguage[language] ?? Object.values(byLanguage)[0]]);
    texts[language]![namespace] = Object.fromEntries(own);
  }
  return renameKeys(example.block, (key) => (key in example.texts ? `${textFile}.${namespace}.${keyOf(key)}` : undefined));
}

/** `value` with every string that `rename` maps replaced by its new name. */
function renameKeys<T>(value: T, rename: (key: string) => string | undefined): T {
  if (typeof value === 'string') return (rename(value) ?? value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => renameKeys(item, rename)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, renameKeys(inner, rename)])) as T;
  return value;
}

/** The links of the page's blocks, as the schema marks them, to a page the site lacks: to its home page instead. */
function sendMissingLinksHome(page: GalleryPage, routes: ReadonlySet<string>): void {
  for (const ref of projectSchemas().check('page', page).refs) {
    if (ref.kind !== 'link' || !ref.value.startsWith('/') || routes.has(ref.value.slice(1).split('#')[0]!)) continue;
    setAt(page, ref.pointer, '/');
  }
}

/** Copies from the project's public folder each picture, video or captions file the page shows that the site lacks. */
function copyMissingFiles(page: GalleryPage, siteRoot: string): void {
  for (const ref of projectSchemas().check('page', page).refs) {
    const target = join(siteRoot, 'public', ref.value);
    if ((ref.kind !== 'image' && ref.kind !== 'media') || existsSync(target)) continue;
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(join(projectRoot, 'public', ref.value), target);
  }
}

function setAt(value: unknown, pointer: string, to: string): void {
  const path = pointer.split('/').slice(1);
  const parent = path.slice(0, -1).reduce<unknown>((node, step) => (node as Record<string, unknown>)[step], value) as Record<string, unknown>;
  parent[path.at(-1)!] = to;
}

function siteLanguages(siteRoot: string): string[] {
  const site = parse(readFileSync(join(siteRoot, 'site.yaml'), 'utf8')) as { languages: { available: { code: string }[] } };
  return site.languages.available.map(({ code }) => code);
}

function listPages(folder: string): string[] {
  return readdirSync(join(folder, 'pages'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.yaml'))
    .map((entry) => join(entry.parentPath, entry.name));
}
