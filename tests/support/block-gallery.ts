import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse, stringify } from 'yaml';
import { readBlockExample, type BlockExample } from '../../src/content/schema/block-example.ts';
import { blockTypesIn } from '../../src/content/schema/block-folders.ts';
import type { BlockTraits } from '../../src/content/schema/block-traits.ts';
import { projectSchemas } from '../../src/content/schema/project-schemas.ts';
import { projectRoot } from './site-copy.ts';

/** The file of texts the gallery writes in every language: its keys start with `gallery.`. */
const textFile = 'gallery';

/** The route of the gallery page of block `type`. */
export const galleryRoute = (type: string) => `block-${type}`;

/**
 * The block types the gallery draws: every one but those that only show on a collection page
 * (`showsTheArticle`), which the fixture site's own articles draw.
 */
export function galleryBlockTypes(): string[] {
  const traits = projectSchemas().blockTraits();
  return blockTypesIn(projectRoot).filter((type) => !traits.get(type)?.showsTheArticle);
}

/**
 * Adds to the site folder `siteRoot` a page for the example of every block (src/blocks/<type>/example.yaml),
 * at `block-<type>`, with the example's texts in every language of the site: the end-to-end tests
 * then draw and check every block type without anyone adding it to the fixture by hand. A block
 * that does not draw the page's main heading comes after a block that does (a short band). Links
 * to pages the site lacks go to its home page; pictures it lacks are copied from the project.
 */
export function addBlockGallery(siteRoot: string): string[] {
  const traits = projectSchemas().blockTraits();
  const languages = siteLanguages(siteRoot);
  const routes = new Set(listPages(siteRoot).map((file) => String((parse(readFileSync(file, 'utf8')) as { route: unknown }).route)));
  const opener = [...traits].find(([, declared]) => declared.drawsPageHeading && declared.shortBand)?.[0];
  const texts: Record<string, Record<string, unknown>> = Object.fromEntries(languages.map((language) => [language, {}]));
  const added = galleryBlockTypes().map((type) => {
    const page = galleryPage(type, traits, opener, languages, texts);
    sendMissingLinksHome(page, routes);
    copyMissingImages(page, siteRoot);
    const file = join(siteRoot, 'pages/gallery', `${galleryRoute(type)}.yaml`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, stringify(page));
    return page.route;
  });
  for (const language of languages) writeFileSync(join(siteRoot, 'locales', language, `${textFile}.yaml`), stringify(texts[language]));
  return added;
}

interface GalleryPage {
  route: string;
  title: string;
  blocks: Record<string, unknown>[];
}

/** The page of block `type`: its example, its keys moved under `gallery.<type>.`, whose texts go into `texts`. */
function galleryPage(type: string, traits: ReadonlyMap<string, BlockTraits>, opener: string | undefined, languages: string[], texts: Record<string, Record<string, unknown>>): GalleryPage {
  const namespace = type.replace(/-(.)/g, (_, letter: string) => letter.toUpperCase());
  const title = `${textFile}.${namespace}.pageTitle`;
  const moved = (example: BlockExample, as: string) => {
    for (const language of languages) {
      const own = ((texts[language]![namespace] ??= {}) as Record<string, unknown>);
      own.pageTitle = `${type} example`;
      for (const [key, byLanguage] of Object.entries(example.texts)) own[`${as}${key}`.replaceAll('.', '_')] = byLanguage[language] ?? Object.values(byLanguage)[0];
    }
    return renameKeys(example.block, (key) => (key in example.texts ? `${textFile}.${namespace}.${`${as}${key}`.replaceAll('.', '_')}` : undefined));
  };
  const block = moved(readBlockExample(projectRoot, type), '');
  const needsOpener = !traits.get(type)?.drawsPageHeading && opener !== undefined;
  const blocks = needsOpener ? [{ ...moved(readBlockExample(projectRoot, opener), 'opener_'), title }, block] : [block];
  return { route: galleryRoute(type), title, blocks };
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

/** Copies from the project's public folder each picture the page shows that the site lacks. */
function copyMissingImages(page: GalleryPage, siteRoot: string): void {
  for (const ref of projectSchemas().check('page', page).refs) {
    const target = join(siteRoot, 'public', ref.value);
    if (ref.kind !== 'image' || existsSync(target)) continue;
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
