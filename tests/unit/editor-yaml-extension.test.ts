/**
 * What VS Code's recommended YAML extension shows editors, asked of the server behind it
 * (yaml-language-server, over stdio) with the workspace's own .vscode/settings.json.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from 'vscode-languageserver-protocol';
import { stringify } from 'yaml';
import { documentationOf, positionAfter, YamlLanguageClient } from '../../scripts/editor/yaml-language-client.ts';
import { readBlockExample } from '../../src/content/schema/block-example.ts';
import { blockSchemaPath } from '../../src/content/schema/block-folders.ts';
import { Schemas } from '../../src/content/schema/schemas.ts';
import { projectRoot } from '../support/site-copy.ts';

const schemas = new Schemas(projectRoot);
const blockDescription = (type: string) => (schemas.documents.get(blockSchemaPath(type)) as { description: string }).description;

let client: YamlLanguageClient;
beforeAll(async () => {
  client = await YamlLanguageClient.start(projectRoot);
});
afterAll(() => client?.stop());

let opened = 0;
/** Opens `text` as a new, unsaved file at `file`; each call is a file of its own. */
async function open(file: string, text: string): Promise<string> {
  opened += 1;
  return client.open(file.replace(/(\.yaml)$/, `-${opened}$1`), text);
}

const page = (...blocks: string[]) => ['route: services/cloud-audit', 'title: pages.cloudAudit.title', 'blocks:', ...blocks, ''].join('\n');
const article = (...extra: string[]) =>
  [
    'date: "2025-02-03"',
    'title: blog.audit.title',
    'teaser: blog.audit.teaser',
    'body: blog.audit.body',
    'image: images/blog/audit.svg',
    'imageAlt: blog.audit.imageAlt',
    ...extra,
    '',
  ].join('\n');
/** A hover's markdown as it reads on screen. */
const plain = (markdown: string | null) => (markdown ?? '').replace(/\\(.)/g, '$1');
const messages = (diagnostics: Diagnostic[]) => diagnostics.map((d) => `${d.range.start.line + 1}: ${d.message}`);

describe('completing "type:" in a new block', () => {
  it.each([
    ['above another block', page('  - type: ', '  - type: title-banner')],
    ['at the end of the file', page('  - type: title-banner', '  - type: ')],
  ])('offers every block type, each with its block description (%s)', async (_where, text) => {
    const uri = await open('pages/cloud-audit.yaml', text);
    const line = text.split('\n').indexOf('  - type: ');
    const items = await client.completion(uri, { line, character: '  - type: '.length });
    const offered = items.map((item) => ({ label: item.label, documentation: documentationOf(item) }));
    const expected = schemas.blockTypes().map((type) => ({ label: type, documentation: blockDescription(type) }));
    expect(offered.sort((a, b) => a.label.localeCompare(b.label))).toEqual(expected.sort((a, b) => a.label.localeCompare(b.label)));
  });

  it('offers the types that start with what is typed', async () => {
    const text = page('  - type: co', '  - type: title-banner');
    const uri = await open('pages/cloud-audit.yaml', text);
    const items = await client.completion(uri, positionAfter(text, '- type: co'));
    expect(items.map((item) => item.label).sort()).toEqual(['contact-form', 'counters']);
  });
});

describe('hovering "type:"', () => {
  it('describes the block in hand', async () => {
    const text = page('  - type: counters', '    items:', '      - value: 12', '        label: about.figures.countries');
    const uri = await open('pages/about-copy.yaml', text);
    const hover = plain(await client.hover(uri, positionAfter(text, '- ty')));
    expect(hover).toMatch(/^#### Block type\n\n/);
    expect(hover).toContain(blockDescription('counters'));
    for (const other of schemas.blockTypes().filter((type) => type !== 'counters')) expect(hover).not.toContain(blockDescription(other).slice(0, 40));
  });

  it('describes the block its type names even when its fields belong to another block', async () => {
    const text = page('  - type: counters', '    heading: about.figures.heading', '    slides: []');
    const uri = await open('pages/about-copy.yaml', text);
    expect(plain(await client.hover(uri, positionAfter(text, '- type: coun')))).toContain(blockDescription('counters'));
    expect(messages(await client.diagnostics(uri))).toEqual(['4: Missing property "items".', '6: Property slides is not allowed.']);
  });
});

describe('hovering a field of formatted text', () => {
  it.each([
    ["an article's body", 'pages/blog-details/Audit.yaml', article(), 'bod', 'formattedTextWithImages'],
    ["a block's text", 'pages/cloud-audit.yaml', page('  - type: media-text', '    heading: a.heading', '    text: a.text'), '    tex', 'formattedText'],
  ])('says, for %s, which formatting is allowed', async (_what, file, text, hovered, definition) => {
    const uri = await open(file, text);
    const hover = plain(await client.hover(uri, positionAfter(text, hovered)));
    const definitions = schemas.documents.get('schema/definitions.json')!.definitions as Record<string, { description: string }>;
    expect(hover).toContain(definitions[definition]!.description);
    expect(hover).toContain('Formatting allowed: **bold**, *italic*, [links](/page)');
  });
});

describe('checking as the editor types', () => {
  it('accepts a page made of every block example that docs/BLOCKS.md shows', async () => {
    const examples = schemas.blockTypes().map((type) => readBlockExample(projectRoot, type).block);
    const uri = await open('pages/examples.yaml', stringify({ route: 'examples', title: 'pages.examples.title', blocks: examples }));
    expect(messages(await client.diagnostics(uri))).toEqual([]);
  });

  it('names the valid types for an unknown one', async () => {
    const uri = await open('pages/about-copy.yaml', page('  - type: counter'));
    expect(messages(await client.diagnostics(uri))).toEqual([`4: Unknown block type. Valid types: ${schemas.blockTypes().join(', ')}.`]);
  });

  it('checks a page in a folder of its own under pages/ against the page schema', async () => {
    const uri = await open('pages/new-folder/x.yaml', page('  - type: title-banner', 'colour: blue'));
    expect(messages(await client.diagnostics(uri))).toEqual(['5: Property colour is not allowed.']);
  });

  it('checks a page that names no route as a page', async () => {
    const uri = await open('pages/new-folder/x.yaml', 'title: pages.cloudAudit.title\nblocks:\n  - type: title-banner\n');
    expect(messages(await client.diagnostics(uri))).toEqual(['1: Missing property "route".']);
  });

  it.each([['pages/blog-details/x.yaml'], ['pages/case-studies/x.yaml']])(
    'checks an article file (%s) against the article schema, not the page schema',
    async (file) => {
      const uri = await open(file, article('colour: blue'));
      expect(messages(await client.diagnostics(uri))).toEqual(['7: Property colour is not allowed.']);
    },
  );

  it('checks an article that misses a field as an article', async () => {
    const uri = await open('pages/blog-details/x.yaml', article().replace(/^image: .*\n/m, ''));
    expect(messages(await client.diagnostics(uri))).toEqual(['1: Missing property "image".']);
  });

  it('follows the schema a file names on its first line, as new:page and new:article write it', async () => {
    const uri = await open('pages/new-folder/x.yaml', `# yaml-language-server: $schema=../../schema/article.json\n${page('  - type: title-banner')}`);
    expect(messages(await client.diagnostics(uri))).toEqual([
      '2: Missing property "date".',
      '2: Missing property "teaser".',
      '2: Missing property "body".',
      '2: Missing property "image".',
      '2: Missing property "imageAlt".',
      '4: Property blocks is not allowed.',
      '2: Property route is not allowed.',
    ]);
  });
});
