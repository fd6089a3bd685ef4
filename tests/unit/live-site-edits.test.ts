import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isMap, isScalar, isSeq, parseDocument, type Document, type Scalar, type YAMLMap, type YAMLSeq } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newArticle, newPage } from '../../scripts/new-content.ts';
import type { CompiledSite } from '../../src/content/compile/compile-site.ts';
import { runPipeline, type PipelineResult } from '../../src/content/pipeline.ts';
import { formatReport } from '../../src/content/report.ts';
import { notFoundFile, pageDataFile, type Block } from '../../src/shared/content.ts';
import { asHtml, compileSiteFolder, pageFiles, readPage, readShell, renderShell } from '../support/render.tsx';
import { SiteCopy, projectRoot } from '../support/site-copy.ts';

/**
 * A week of ordinary editing, scripted and applied to a copy of the LIVE site: the content check must
 * accept it and the compiled site must show it. Every edit finds its target through the structure of
 * the YAML (the contact phone, the menu, the first page with enough blocks, the first figure, the
 * first Spanish text the shell shows), never through today's words, so editors' changes to the live
 * site cannot break this test; only a renderer or a check that refuses ordinary edits can.
 */

let site: SiteCopy;

function editYaml(file: string, change: (document: Document) => void): void {
  const document = parseDocument(site.read(file));
  change(document);
  site.write(file, document.toString({ lineWidth: 0 }));
}

/** Every text of a locale file: its key path below the file's namespace and its node. */
function* textsOf(node: unknown, path: string[] = []): Generator<{ path: string[]; node: Scalar }> {
  if (isScalar(node) && typeof node.value === 'string') yield { path, node };
  else if (isMap(node)) for (const pair of node.items) yield* textsOf(pair.value, [...path, String(isScalar(pair.key) ? pair.key.value : pair.key)]);
}

/** Page files of the site copy, in file-name order: their path, parsed document and compiled file name. */
function pagesOfCopy(): { file: string; document: Document; compiledAs: string }[] {
  return readdirSync(join(site.root, 'pages'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.yaml'))
    .sort()
    .map((file) => ({ file: `pages/${file}`, document: parseDocument(site.read(`pages/${file}`)) }))
    .filter(({ document }) => typeof document.get('route') === 'string' && isSeq(document.get('blocks')) && !String(document.get('route')).includes('/:'))
    .map((page) => ({ ...page, compiledAs: page.document.get('route') === '*' ? notFoundFile : pageDataFile(String(page.document.get('route'))) }));
}

/** A name nothing in the live site uses yet (compared without case or separators), for the pages and texts the edits add. */
function unusedName(): { route: string; key: string } {
  const folded = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
  const content = ['pages', 'locales']
    .flatMap((folder) =>
      readdirSync(join(site.root, folder), { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.yaml'))
        .map((f) => folded(site.read(`${folder}/${f}`))),
    )
    .join('\n');
  for (let n = 1; ; n++) if (!content.includes(folded(`weekly-edit-${n}`))) return { route: `weekly-edit-${n}`, key: `weeklyEdit${n}` };
}

interface Edits {
  phone: string;
  newRoutes: string[];
  menuEntry: { label: string; link: string; texts: Record<string, string> };
  article: { route: string; slug: string };
  spanish: { key: string; text: string };
  /** `path` leads from the page's blocks to the value. */
  figure?: { compiledAs: string; path: (string | number)[]; value: number };
  reordered?: { compiledAs: string; blocks: Block[] };
}

function changePhone(): string {
  let phone = '';
  editYaml('site.yaml', (document) => {
    const node = document.getIn(['contact', 'phone'], true) as Scalar<string>;
    phone = node.value === '+34 911 222 333' ? '+34 911 222 334' : '+34 911 222 333';
    node.value = phone;
  });
  return phone;
}

/** A new page with newPage, linked from the end of the menu under a label written in every language. */
function addPageToMenu(languages: string[], name: { route: string; key: string }): Edits['menuEntry'] {
  newPage(site.root, name.route);
  let entry = { label: '', link: `/${name.route}`, texts: {} as Record<string, string> };
  editYaml('site.yaml', (document) => {
    const menu = document.getIn(['header', 'menu']) as YAMLSeq<YAMLMap>;
    // The new label sits next to the first entry's label: same text file, same group.
    const [namespace, ...group] = String(menu.items[0]!.get('label')).split('.').slice(0, -1);
    entry = { ...entry, label: [namespace, ...group, name.key].join('.') };
    menu.items.push(document.createNode({ label: entry.label, link: entry.link }) as YAMLMap);
    for (const language of languages) {
      const text = language === 'es' ? 'Novedades de la semana' : "This week's news";
      entry.texts[language] = text;
      editYaml(`locales/${language}/${namespace}.yaml`, (texts) => texts.setIn([...group, name.key], text));
    }
  });
  return entry;
}

/** The first Spanish text (in file order) that the shell shows and that is a phrase, reworded with its {{values}} kept. */
function rewordSpanish(shellTexts: Record<string, string>): Edits['spanish'] {
  const files = readdirSync(join(site.root, 'locales/es'))
    .filter((f) => f.endsWith('.yaml'))
    .sort();
  for (const file of files) {
    const namespace = file.replace(/\.yaml$/, '');
    const document = parseDocument(site.read(`locales/es/${file}`));
    for (const { path, node } of textsOf(document.contents)) {
      const key = [namespace, ...path].join('.');
      if (!(key in shellTexts) || !/\s/.test(node.value as string)) continue;
      const values = (node.value as string).match(/\{\{[^}]*\}\}/g) ?? [];
      const text = ['Texto revisado por el equipo de contenidos', ...values].join(' ');
      node.value = text;
      site.write(`locales/es/${file}`, document.toString({ lineWidth: 0 }));
      return { key, text };
    }
  }
  throw new Error('The live shell shows no Spanish text of two words or more');
}

/** The first value of a counters or skill-bars block, changed to another valid value. */
function changeFigure(): Edits['figure'] {
  for (const page of pagesOfCopy()) {
    const blocks = (page.document.get('blocks') as { items: YAMLMap[] }).items;
    const blockIndex = blocks.findIndex((block) => ['counters', 'skill-bars'].includes(String(block.get('type'))));
    if (blockIndex < 0) continue;
    const list = blocks[blockIndex]!.get('type') === 'counters' ? 'items' : 'skills';
    const path = [blockIndex, list, 0, 'value'];
    const node = page.document.getIn(['blocks', ...path], true) as Scalar<number>;
    // A skill is a percentage: stay within 0–100.
    node.value = node.value >= 100 ? node.value - 1 : node.value + 1;
    site.write(page.file, page.document.toString({ lineWidth: 0 }));
    return { compiledAs: page.compiledAs, path, value: node.value };
  }
  return undefined;
}

/**
 * On the first page with four blocks or more: the first block (the page's banner or hero) stays, the
 * second goes, the rest are reversed. Four, because with three a removal leaves nothing to reorder
 * below the first block.
 */
function reorderBlocks(): Edits['reordered'] {
  const page = pagesOfCopy().find(({ document }) => (document.get('blocks') as { items: unknown[] }).items.length >= 4);
  if (!page) return undefined;
  const blocks = page.document.get('blocks') as { items: unknown[] };
  const [first, , ...rest] = blocks.items;
  blocks.items = [first, ...rest.reverse()];
  site.write(page.file, page.document.toString({ lineWidth: 0 }));
  return { compiledAs: page.compiledAs, blocks: (page.document.toJS() as { blocks: Block[] }).blocks };
}

type Json = Record<string | number, unknown>;
const valueAt = (node: unknown, path: (string | number)[]): unknown => path.reduce<unknown>((value, step) => (value as Json)[step], node);

let baseline: CompiledSite;
let result: PipelineResult;
let edits: Edits;
let languages: string[];
const compiled = () => {
  expect(result.compiled, formatReport(result.problems, site.root)).not.toBeNull();
  return result.compiled!;
};

beforeAll(() => {
  site = new SiteCopy(projectRoot);
  baseline = compileSiteFolder(site.root);
  languages = baseline.site.languages.available.map((l) => l.code);
  const name = unusedName();
  const phone = changePhone();
  const menuEntry = addPageToMenu(languages, name);
  const moreRoutes = [1, 2, 3, 4, 5].map((n) => `${name.route}/part-${n}`);
  for (const route of moreRoutes) newPage(site.root, route);
  const articleFile = newArticle(site.root, `${name.route.replace(/^./, (c) => c.toUpperCase())}-article`);
  const [, route, slug] = /^pages\/((?:.*\/)?([^/]+))\.yaml$/.exec(articleFile)!;
  const spanish = rewordSpanish(readShell(baseline, 'es').texts);
  const reordered = reorderBlocks();
  const figure = changeFigure();
  if (reordered && figure?.compiledAs === reordered.compiledAs) {
    // The figure may sit on the reordered page: the blocks expected there carry its new value.
    (valueAt(reordered.blocks, figure.path.slice(0, -1)) as Json)[figure.path.at(-1)!] = figure.value;
  }
  edits = { phone, newRoutes: [name.route, ...moreRoutes], menuEntry, article: { route: route!, slug: slug! }, spanish, figure, reordered };
  result = runPipeline(site.root);
});
afterAll(() => site.remove());

describe('a week of ordinary edits to a copy of the live site', () => {
  it('passes the content check (warnings allowed)', () => {
    expect(
      result.problems.filter((p) => p.severity === 'error'),
      formatReport(result.problems, site.root),
    ).toEqual([]);
  });

  it('shows the new phone number in the shell of every language', () => {
    expect(compiled().site.contact.phone).toBe(edits.phone);
    for (const language of languages) expect(renderShell(compiled(), language)).toContain(edits.phone);
  });

  it('has the new page and five more below it in every language, each with its texts and breadcrumb', () => {
    const [first, ...below] = edits.newRoutes;
    for (const language of languages) {
      for (const route of [first!, ...below]) {
        const page = readPage(compiled(), `${language}/${pageDataFile(route)}`);
        expect(page.texts[page.title], `${language}/${route}`).toBeTruthy();
        expect(page.breadcrumb.map((crumb) => crumb.href)).toEqual(route === first ? ['/', undefined] : ['/', `/${first}`, undefined]);
      }
    }
  });

  it('has one more menu entry, the new page, labelled in every language', () => {
    const menu = compiled().site.header.menu;
    expect(menu).toHaveLength(baseline.site.header.menu.length + 1);
    expect(menu.at(-1)).toEqual({ label: edits.menuEntry.label, link: edits.menuEntry.link });
    for (const language of languages) expect(renderShell(compiled(), language)).toContain(`>${asHtml(edits.menuEntry.texts[language]!)}<`);
  });

  it('lists the new article wherever the whole collection is listed, and gives it its page in every language', () => {
    // The first page of the whole list, newest first; a tag's page lists only the articles with that tag.
    const listsAll = (name: string) => {
      const page = readPage(compiled(), name);
      const first = (page.listing?.page ?? 1) === 1 && !page.listing?.tag;
      return first && page.blocks.some((block) => block.type === 'blog-cards' && block.limit === undefined);
    };
    const listing = pageFiles(compiled()).filter((name) => readPage(compiled(), name).articles?.some((a) => a.slug === edits.article.slug));
    expect(listing.length).toBeGreaterThan(0);
    expect(
      pageFiles(compiled())
        .filter(listsAll)
        .filter((name) => !listing.includes(name)),
    ).toEqual([]);
    for (const language of languages) expect(readPage(compiled(), `${language}/${edits.article.route}.json`).item?.slug).toBe(edits.article.slug);
  });

  it('shows the reworded Spanish text, and leaves the other languages alone', () => {
    expect(readShell(compiled(), 'es').texts[edits.spanish.key]).toBe(edits.spanish.text);
    for (const language of languages.filter((l) => l !== 'es'))
      expect(readShell(compiled(), language).texts[edits.spanish.key]).toBe(readShell(baseline, language).texts[edits.spanish.key]);
  });

  it('shows the changed figure', (context) => {
    if (!edits.figure) return context.skip('the live site has no counters or skill-bars block');
    const { compiledAs, path, value } = edits.figure;
    for (const language of languages) expect(valueAt(readPage(compiled(), `${language}/${compiledAs}`).blocks, path)).toBe(value);
  });

  it("shows the reordered page's blocks in their new order, without the removed one", (context) => {
    if (!edits.reordered) return context.skip('the live site has no page of four blocks or more');
    const { compiledAs, blocks } = edits.reordered;
    for (const language of languages) expect(readPage(compiled(), `${language}/${compiledAs}`).blocks).toEqual(blocks);
  });
});
