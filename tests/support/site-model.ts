import { createInstance, type i18n } from 'i18next';
import { compileSite } from '../../src/content/compile/compile-site.ts';
import { checkSite } from '../../src/content/pipeline.ts';
import { today } from '../../src/content/model/publication.ts';
import { isError } from '../../src/content/problem.ts';
import { pageTitle } from '../../src/shared/page-title.ts';
import { textVariables } from '../../src/shared/text-variables.ts';
import { missingItemFile, notFoundFile, pageDataFile, type BlockType, type CompiledSiteData, type PageData, type ShellData } from '../../src/shared/content.ts';
import { formatReport } from '../../src/content/report.ts';
import type { FormattedBlock, FormattedInline, FormattedListItem } from '../../src/shared/formatted-text.ts';

/** What each kind of route shows: a declared page, a collection item, or the two fallbacks. */
type RouteKind = 'page' | 'item' | 'missing-item' | 'not-found';

export interface SiteRoute {
  /** The address after "#/" ('' for the home page). */
  route: string;
  kind: RouteKind;
  /** Block types of the page, top to bottom. */
  blocks: BlockType[];
  /** The page says `unlisted: true`: no link needs to lead to it (docs/BEHAVIOUR.md#linked-pages). */
  unlisted: boolean;
  /** The content check warns that no link leads to it yet (`unlinked-page`): the site ships all the same. */
  unlinked: boolean;
  /** The compiled page in each language, as the browser receives it. */
  data: Record<string, PageData>;
}

/**
 * A site as its own YAML describes it, read through the content pipeline: every route it serves,
 * its texts, its settings. Tests derive what to expect from this instead of spelling out a site's
 * pages or words, so the live site's checks follow its content and the fixture's tests follow the
 * fixture's YAML.
 */
export interface SiteModel {
  site: CompiledSiteData;
  /** Language codes, the default first. */
  languages: string[];
  /** Every page, every collection item, then an unknown item of each collection and an unknown page. */
  routes: SiteRoute[];
  /** Every text key the site uses (pages, articles, header, footer, controls): none may ever be shown as such. */
  textKeys: ReadonlySet<string>;
  /** A text as the site shows it in `language`, its {{variables}} filled in (and `values`, for the texts that take some). */
  text(language: string, key: string, values?: Record<string, string | number>): string;
  /** The tab title of `route` in `language`. */
  title(route: SiteRoute, language: string): string;
  /** The language's name as the switcher shows it ("English", "Español"). */
  languageLabel(language: string): string;
}

/** Every `link:` under a value read from YAML (a block, the site's settings), in order. */
export function linksIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(linksIn);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => (key === 'link' && typeof inner === 'string' ? [inner] : linksIn(inner)));
}

/** Every link a formatted text holds (src/shared/formatted-text.ts), in order. */
export function linksInText(nodes: readonly (FormattedBlock | FormattedInline | FormattedListItem)[]): string[] {
  return nodes.flatMap((node) => {
    if (typeof node === 'string') return [];
    const [tag, ...contents] = node;
    const inner = contents.filter((content) => typeof content === 'object');
    return tag === 'a' ? [String(contents[0]), ...linksInText(inner)] : linksInText(inner);
  });
}

const cache = new Map<string, SiteModel>();

export function readSite(root: string): SiteModel {
  let model = cache.get(root);
  if (!model) cache.set(root, (model = buildModel(root)));
  return model;
}

function buildModel(root: string): SiteModel {
  // The check and the compiler as the pipeline runs them, with the checked pages at hand for what is not compiled (unlisted).
  const { problems, content, imageSizes, formattedTexts } = checkSite(root);
  if (!content.site || problems.some(isError)) throw new Error(`The site at ${root} does not compile:\n${formatReport(problems.filter(isError), root)}`);
  const { site, files } = compileSite({ ...content, site: content.site, imageSizes, formattedTexts, today: today() });
  const unlisted = new Set(content.pages.filter((page) => page.data.unlisted).map((page) => page.data.route));
  const unlinkedFiles = new Set(problems.filter((problem) => problem.code === 'unlinked-page').map((problem) => problem.file));
  const unlinked = new Set(content.pages.filter((page) => unlinkedFiles.has(page.source.file)).map((page) => page.data.route));
  const languages = [site.languages.default, ...site.languages.available.map((l) => l.code).filter((code) => code !== site.languages.default)];
  const texts = textsByLanguage(files);
  const translators = new Map(languages.map((language) => [language, translator(site, language, texts.get(language) ?? {})]));
  const text = (language: string, key: string, values?: Record<string, string | number>) => translators.get(language)!.t(key, values);
  return {
    site,
    languages,
    routes: routesOf(files, languages, site, { unlisted, unlinked }),
    textKeys: new Set([...texts.values()].flatMap((table) => Object.keys(table))),
    text,
    title: ({ data }, language) => `${pageTitle(data[language]!, (key, values) => text(language, key, values))} · ${site.company.name}`,
    languageLabel: (language) => site.languages.available.find((l) => l.code === language)?.label ?? language,
  };
}

/** Every text of every compiled file (pages and shell), by language; a formatted text as its words read (wordsOf). */
function textsByLanguage(files: ReadonlyMap<string, string>): Map<string, Record<string, string>> {
  const texts = new Map<string, Record<string, string>>();
  for (const [name, json] of files) {
    const language = name.slice(0, name.indexOf('/'));
    const data = JSON.parse(json) as PageData | ShellData;
    const formatted: Record<string, string> = {};
    if ('formatted' in data) for (const [key, tree] of Object.entries(data.formatted ?? {})) formatted[key] = wordsOf(tree);
    texts.set(language, { ...texts.get(language), ...data.texts, ...formatted });
  }
  return texts;
}

/**
 * The words of a formatted text, one after the other as the page's text holds them: its texts,
 * without link addresses and images (src/shared/formatted-text.ts).
 */
function wordsOf(nodes: readonly (FormattedBlock | FormattedInline | FormattedListItem)[]): string {
  return nodes
    .map((node) => {
      if (typeof node === 'string') return node;
      const [tag, ...contents] = node;
      if (tag === 'img' || tag === 'br') return '';
      // The address of a link, the level of a heading, the first number of a list: not words.
      const words = tag === 'a' || tag === 'h' || tag === 'ol' ? contents.slice(1) : contents;
      return wordsOf(words.filter((content) => typeof content !== 'number'));
    })
    .join('');
}

/**
 * i18next filling in texts as the browser's does (src/i18n/i18n.ts), {{company}} and friends
 * included; without React, which the build tests must load only in its production build.
 */
function translator(site: CompiledSiteData, language: string, texts: Record<string, string>): i18n {
  const instance = createInstance();
  void instance.init({ lng: language, initAsync: false, resources: {}, interpolation: { escapeValue: false, defaultVariables: textVariables(site) } });
  instance.addResources(language, 'translation', texts);
  return instance;
}

/** Every compiled page and item, then an unknown item of each collection and an unknown page. */
function routesOf(
  files: ReadonlyMap<string, string>,
  languages: string[],
  site: CompiledSiteData,
  { unlisted, unlinked }: Record<'unlisted' | 'unlinked', ReadonlySet<string>>,
): SiteRoute[] {
  const [first] = languages as [string];
  const route = (path: string, kind: RouteKind, file: string): SiteRoute => {
    const data = Object.fromEntries(languages.map((language) => [language, JSON.parse(files.get(`${language}/${file}`)!) as PageData]));
    return { route: path, kind, blocks: data[first]!.blocks.map((block) => block.type), unlisted: unlisted.has(path), unlinked: unlinked.has(path), data };
  };
  const pageFiles = [...files.keys()].filter((name) => name.startsWith(`${first}/`)).map((name) => name.slice(first.length + 1));
  const declared = new Set(pageFiles.map((file) => file.replace(/\.json$/, '')));
  const unused = (candidate: string) => {
    let path = candidate;
    for (let n = 2; declared.has(path); n++) path = `${candidate}-${n}`;
    return path;
  };
  const collections = site.collections.map((c) => c.prefix).sort();
  // Files starting with "_" are the shell's texts and the fallback pages.
  const routes = pageFiles
    .filter((file) => !/(^|\/)_/.test(file))
    .map((file) => {
      const path = file === pageDataFile('') ? '' : file.replace(/\.json$/, '');
      return route(path, collections.includes(path.slice(0, path.lastIndexOf('/'))) ? 'item' : 'page', file);
    })
    .sort((a, b) => a.route.localeCompare(b.route));
  return [
    ...routes,
    ...collections.map((prefix) => route(unused(`${prefix}/no-such-item`), 'missing-item', missingItemFile(prefix))),
    route(unused('no-such-page'), 'not-found', notFoundFile),
  ];
}
