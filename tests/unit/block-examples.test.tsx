import { afterAll, describe, expect, it } from 'vitest';
import { readBlockExample } from '../../src/content/schema/block-example.ts';
import { blockSchemaPath, blockTypesIn } from '../../src/content/schema/block-folders.ts';
import { projectSchemas } from '../../src/content/schema/project-schemas.ts';
import { addBlockGallery, galleryPlaces } from '../support/block-gallery.ts';
import { asHtml, compileSiteFolder, readPage, renderBlockOfPageFile } from '../support/render.tsx';
import { SiteCopy } from '../support/site-copy.ts';
import { readSite } from '../support/site-model.ts';

/**
 * Every block folder's example (src/blocks/<type>/example.yaml): a valid block that fills in every
 * field its schema declares, with a text for each of its text keys in every language of the fixture
 * site, and drawn with all of them on a page of its own (the gallery the end-to-end tests draw too).
 */
const schemas = projectSchemas();
const types = blockTypesIn(process.cwd());
const gallery = new SiteCopy();
addBlockGallery(gallery.root);
const output = compileSiteFolder(gallery.root);
const site = readSite(gallery.root);
afterAll(() => gallery.remove());

interface SchemaShape {
  properties?: Record<string, SchemaShape>;
  items?: SchemaShape;
}

/** Paths of the fields a schema declares itself (not those of shared definitions it refers to), such as "slides[].title". */
function declaredFields(schema: SchemaShape, prefix = ''): string[] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, field]) => {
    const path = `${prefix}${name}`;
    return [path, ...declaredFields(field.items ?? field, field.items ? `${path}[].` : `${path}.`)];
  });
}

/** Paths of the fields a value fills in, in the same form. */
function filledFields(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => filledFields(item, prefix.replace(/\.$/, '[].')));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([name, field]) => [`${prefix}${name}`, ...filledFields(field, `${prefix}${name}.`)]);
}

describe.each(types)('the example of block "%s"', (type) => {
  const example = readBlockExample(process.cwd(), type);
  const check = schemas.check('page', { route: 'example', title: 'pages.example.title', blocks: [example.block] });

  it('is a valid block of its type', () => {
    expect(check.errors.map((error) => `${error.instancePath} ${error.message}`)).toEqual([]);
  });

  it('fills in every field its schema declares', () => {
    const schema = schemas.documents.get(blockSchemaPath(type)) as SchemaShape;
    const filled = new Set(filledFields(example.block));
    expect(declaredFields(schema).filter((field) => !filled.has(field))).toEqual([]);
  });

  it('gives each of its text keys, and nothing else, a text in every language', () => {
    const keys = check.refs.filter((ref) => ref.kind === 'text' && ref.pointer.startsWith('/blocks/')).map((ref) => ref.value);
    expect(Object.keys(example.texts).sort()).toEqual([...new Set(keys)].sort());
    for (const [key, byLanguage] of Object.entries(example.texts)) expect(Object.keys(byLanguage).sort(), key).toEqual([...site.languages].sort());
  });
});

describe.each(galleryPlaces())('block $type on its gallery page', ({ route, index }) => {
  it.each(site.languages)('shows every text of its example in %s', (language) => {
    const page = readPage(output, `${language}/${route}.json`);
    const html = renderBlockOfPageFile(output, `${language}/${route}.json`, index);
    const block = page.blocks[index]!;
    const refs = schemas.check('page', { ...page, blocks: [block] }).refs.filter((ref) => ref.kind === 'text' && ref.pointer.startsWith('/blocks/'));
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      // A formatted text is drawn as elements: its words (as the site model reads them) stand between the tags.
      const drawn = ref.formatting ? html.replace(/<[^>]*>/g, '') : html;
      expect(drawn, ref.value).toContain(asHtml(site.text(language, ref.value)));
    }
  });
});
