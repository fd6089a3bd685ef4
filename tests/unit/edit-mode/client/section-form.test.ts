import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formMistakes, placeProblems, problemFieldId, textsToSend, valueToSave } from '../../../../src/edit-mode/client/form-fields/form-check.ts';
import { fieldId, moveItem, newItem, setAt, specAt, textInputId } from '../../../../src/edit-mode/client/form-fields/form-value.ts';
import { articleSlugMistake, movablePage, pageRouteMistake } from '../../../../src/edit-mode/client/form-fields/page-rules.ts';
import { blockFields, type FieldSpec } from '../../../../src/edit-mode/client/form-fields/schema-fields.ts';
import { commonPrefix, freshKey, isFree } from '../../../../src/edit-mode/client/form-fields/text-keys.ts';
import { isRecord } from '../../../../src/shared/guards.ts';

/**
 * The section form of edit mode (docs/BEHAVIOUR.md#editing-on-the-page): what control each field of a
 * block's schema gets, where the content check's refusals are said, the keys of new texts.
 */

/** A block's schema with its `$ref`s resolved, as GET /__edit-mode/site gives it: the referring node's own words win. */
function resolved(node: unknown, file: string): unknown {
  if (Array.isArray(node)) return node.map((item) => resolved(item, file));
  if (!isRecord(node)) return node;
  let base: Record<string, unknown> = {};
  if (typeof node.$ref === 'string') {
    const [target = '', pointer = ''] = node.$ref.split('#');
    const targetFile = target ? resolve(dirname(file), target) : file;
    let found: unknown = JSON.parse(readFileSync(targetFile, 'utf8'));
    for (const key of pointer.split('/').filter(Boolean)) found = isRecord(found) ? found[key] : undefined;
    const inner = resolved(found, targetFile);
    base = isRecord(inner) ? inner : {};
  }
  for (const [key, value] of Object.entries(node)) if (key !== '$ref') base[key] = resolved(value, file);
  return base;
}
const schemaOf = (type: string): Record<string, unknown> => {
  const file = join(process.cwd(), 'src/blocks', type, 'schema.json');
  const schema = resolved(JSON.parse(readFileSync(file, 'utf8')), file);
  return isRecord(schema) ? schema : {};
};
const fieldsOf = (type: string) => blockFields(schemaOf(type));
const named = (fields: FieldSpec[], name: string): FieldSpec => {
  const field = fields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`no field ${name}`);
  return field;
};
/** Kind and requirement of each field, nested fields under their parent's name. */
function outline(fields: FieldSpec[]): Record<string, unknown> {
  return Object.fromEntries(
    fields.map((field) => {
      const inner = field.kind === 'object' ? field.fields : field.kind === 'list' && field.item.kind === 'object' ? field.item.fields : undefined;
      const kind = `${field.kind}${field.required ? ' (required)' : ''}`;
      return [field.name, inner ? { kind, fields: outline(inner) } : kind];
    }),
  );
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(join(process.cwd(), file), 'utf8'));

/**
 * The fields, list items and definitions of a schema as written (before its `$ref`s are resolved) that
 * have no title of their own; a field that refers to the definition of its own name takes that one's,
 * a list's items the one they refer to.
 */
function untitled(schema: unknown, where: string): string[] {
  if (!isRecord(schema)) return [];
  const members = (group: unknown, kind: 'field' | 'definition') =>
    Object.entries(isRecord(group) ? group : {}).flatMap(([name, node]) =>
      isRecord(node) && !('const' in node) ? [{ place: `${where}.${name}`, name, kind, node }] : [],
    );
  const items = isRecord(schema.items) ? [{ place: `${where}[]`, name: '', kind: 'items' as const, node: schema.items }] : [];
  return [...members(schema.properties, 'field'), ...members(schema.definitions, 'definition'), ...items].flatMap(({ place, name, kind, node }) => {
    const reference = typeof node.$ref === 'string' ? node.$ref : undefined;
    const titled =
      kind === 'definition' || typeof node.title === 'string' || (reference !== undefined && (kind === 'items' || reference.endsWith(`/definitions/${name}`)));
    return [...(titled ? [] : [place]), ...untitled(node, place)];
  });
}

/** Every field the form shows (a picture's description, a list's items and their fields too), with the label it gets. */
function labels(fields: FieldSpec[], where: string): { place: string; name: string; title: string }[] {
  return fields.flatMap((field) => {
    const place = `${where}.${field.name}`;
    const alt = field.kind === 'image' && field.alt ? labels([field.alt], where) : [];
    const inner = field.kind === 'object' ? labels(field.fields, place) : [];
    const item = field.kind === 'list' ? [{ place: `${place}[]`, name: 'item', title: field.itemTitle }] : [];
    const itemFields = field.kind === 'list' && field.item.kind === 'object' ? labels(field.item.fields, `${place}[]`) : [];
    return [{ place, name: field.name, title: field.title }, ...alt, ...inner, ...item, ...itemFields];
  });
}

const languages = [
  { code: 'en', label: 'English' },
  { code: 'es', label: 'Español' },
];

describe('the fields of a block, read from its schema', () => {
  it('gives numbers, words, texts and lists their controls, with the required ones marked (counters)', () => {
    const fields = fieldsOf('counters');
    expect(outline(fields)).toEqual({
      heading: 'text',
      items: { kind: 'list (required)', fields: { value: 'number (required)', suffix: 'string', label: 'text (required)' } },
    });
    const items = named(fields, 'items');
    expect(items).toMatchObject({
      title: 'Figures',
      description: 'The figures, left to right (two to four read best).',
      itemTitle: 'Figure',
      minItems: 1,
      maxItems: 6,
    });
    expect(specAt(fields, ['items', 0, 'value'])).toMatchObject({ kind: 'number', title: 'Number', integer: true, minimum: 0 });
    expect(specAt(fields, ['items', 0, 'suffix'])).toMatchObject({ kind: 'string', maxLength: 3 });
    // The type is the block's, not a field.
    expect(fields.map((field) => field.name)).not.toContain('type');
  });

  it("draws a picture's description under the picture, and gives few choices as radio buttons (media-text)", () => {
    const fields = fieldsOf('media-text');
    expect(outline(fields)).toEqual({
      eyebrow: 'text',
      heading: 'text (required)',
      text: 'text (required)',
      image: 'image',
      imageFocus: 'string',
      imagePosition: 'choice',
      badge: { kind: 'object', fields: { value: 'number (required)', label: 'text (required)' } },
      action: { kind: 'object', fields: { label: 'text (required)', link: 'link (required)', style: 'choice' } },
    });
    expect(named(fields, 'image')).toMatchObject({ title: 'Image', alt: { name: 'imageAlt', title: 'Image description', kind: 'text' } });
    expect(named(fields, 'imagePosition')).toMatchObject({ options: ['start', 'end'], control: 'radio', defaultValue: 'start' });
    expect(named(fields, 'text')).toMatchObject({ formatted: true });
    expect(named(fields, 'heading')).toMatchObject({ formatted: false, title: 'Heading' });
    expect(named(fields, 'heading')).not.toHaveProperty('description');
    expect(specAt(fields, ['imageAlt'])).toMatchObject({ kind: 'text' });
  });

  it('offers other addresses where a link may be anything, and a drop-down list for many choices (service-cards)', () => {
    const card = specAt(fieldsOf('service-cards'), ['cards', 0]);
    if (card?.kind !== 'object') throw new Error('cards are objects');
    expect(named(card.fields, 'icon')).toMatchObject({ kind: 'choice', control: 'select' });
    expect(named(card.fields, 'link')).toMatchObject({ kind: 'link', pagesOnly: false });
  });

  it('leaves pictures without a description of their own alone (team), and links to pages only where the schema says so', () => {
    expect(specAt(fieldsOf('team'), ['members', 0, 'photo'])).toEqual(expect.not.objectContaining({ alt: expect.anything() }));
    const internal = blockFields({ properties: { to: { contentRef: 'link', type: 'string', pattern: '^/', title: 'Page' } } });
    expect(internal[0]).toMatchObject({ kind: 'link', pagesOnly: true });
  });

  it("labels every field with its schema's own title, or that of the definition of its name it refers to (eyebrow → definitions/eyebrow)", () => {
    const types = readdirSync(join(process.cwd(), 'src/blocks'), { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? [entry.name] : []));
    expect(types.length).toBeGreaterThan(10);
    expect(types.flatMap((type) => untitled(readJson(join('src/blocks', type, 'schema.json')), type))).toEqual([]);
    expect(specAt(fieldsOf('faq'), ['eyebrow'])?.title).toBe('Eyebrow');
    // The other files' schemas too: the form has no use for them yet, an editor's YAML extension shows their titles.
    expect(['site', 'page', 'article', 'definitions'].flatMap((name) => untitled(readJson(`schema/${name}.json`), name))).toEqual([]);
  });

  it('labels every field a section form can show with a title from its schema, never its property name', () => {
    const types = readdirSync(join(process.cwd(), 'src/blocks'), { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? [entry.name] : []));
    const unlabelled = types.flatMap((type) => labels(fieldsOf(type), type).flatMap(({ place, name, title }) => (title === name ? [place] : [])));
    expect(unlabelled).toEqual([]);
    // What the check would find: a field without a title of its own is labelled by its name.
    expect(
      labels(blockFields({ properties: { items: { type: 'array', items: { type: 'object', properties: { value: { type: 'number' } } } } } }), 'x'),
    ).toEqual([
      { place: 'x.items', name: 'items', title: 'items' },
      { place: 'x.items[]', name: 'item', title: 'item' },
      { place: 'x.items[].value', name: 'value', title: 'value' },
    ]);
  });
});

describe('where the content check says what it refuses', () => {
  const fields = fieldsOf('feature-lists');
  const value = {
    type: 'feature-lists',
    heading: 'about.why.heading',
    lists: [{ heading: 'about.why.inside.heading', items: [{ label: 'about.why.inside.consulting', link: '/services/consulting' }] }],
  };
  const block = { file: 'pages/about.yaml', index: 3, fields, value };

  it('at the field its path names in the page file', () => {
    expect(problemFieldId({ file: 'pages/about.yaml', path: ['blocks', 3, 'lists', 0, 'items', 0, 'link'] }, block)).toBe(
      fieldId(['lists', 0, 'items', 0, 'link']),
    );
    expect(fieldId(['lists', 0, 'items', 0, 'link'])).toBe('section-field-lists-0-items-0-link');
    // Deeper than a field: at the field. A list item: at the item.
    expect(problemFieldId({ file: 'pages/about.yaml', path: ['blocks', 3, 'lists', 0, 'items', 0, 'link', 'extra'] }, block)).toBe(
      fieldId(['lists', 0, 'items', 0, 'link']),
    );
    expect(problemFieldId({ file: 'pages/about.yaml', path: ['blocks', 3, 'lists', 0] }, block)).toBe(fieldId(['lists', 0]));
  });

  it("at the text's box in the language of the text file", () => {
    expect(problemFieldId({ file: 'locales/es/about.yaml', path: ['why', 'inside', 'consulting'] }, block)).toBe(
      textInputId(['lists', 0, 'items', 0, 'label'], 'es'),
    );
  });

  it('above the buttons when it names another block, the whole block or another file', () => {
    const problems = [
      { file: 'pages/about.yaml', path: ['blocks', 2, 'heading'], line: 1, column: 1, code: 'a', message: 'other block' },
      { file: 'pages/about.yaml', path: ['blocks', 3], line: 1, column: 1, code: 'b', message: 'whole block' },
      { file: 'site.yaml', path: ['menu', 0], line: 1, column: 1, code: 'c', message: 'site' },
      { file: 'pages/about.yaml', path: ['blocks', 3, 'heading'], line: 1, column: 1, code: 'd', message: 'Too long.', hint: 'Shorten it.' },
    ];
    const placed = placeProblems(problems, block);
    expect(placed.elsewhere.map((problem) => problem.message)).toEqual(['other block', 'whole block', 'site']);
    expect([...placed.at]).toEqual([[fieldId(['heading']), ['Too long. Shorten it.']]]);
  });
});

describe('the keys of new texts', () => {
  const fields = fieldsOf('counters');
  const value = {
    type: 'counters',
    heading: 'about.figures.heading',
    items: [{ value: 12, label: 'about.figures.years' }, { value: 340, label: 'about.figures.projects' }, { value: 0 }],
  };
  const context = {
    value,
    fields,
    taken: new Set(['about.figures.heading', 'about.figures.years', 'about.figures.projects']),
    blockType: 'counters',
    route: 'about',
    index: 2,
  };

  it("sit beside the siblings' keys, numbered by the item, skipping keys in use", () => {
    expect(freshKey(['items', 2, 'label'], context)).toBe('about.figures.label-3');
    expect(freshKey(['items', 2, 'label'], { ...context, taken: new Set([...context.taken, 'about.figures.label-3']) })).toBe('about.figures.label-4');
  });

  it("under the block's own keys when no sibling has one, else under the page's namespace and the block's type", () => {
    const media = { type: 'media-text', heading: 'home.about.heading', text: 'home.about.text', badge: { value: 3 } };
    const mediaContext = {
      value: media,
      fields: fieldsOf('media-text'),
      taken: new Set(['home.about.heading', 'home.about.text']),
      blockType: 'media-text',
      route: '',
      index: 1,
    };
    expect(freshKey(['badge', 'label'], mediaContext)).toBe('home.about.badge.label');
    expect(freshKey(['eyebrow'], { ...mediaContext, value: { type: 'media-text' }, taken: new Set() })).toBe('home.media-text-2.eyebrow');
    expect(freshKey(['items', 0, 'label'], { ...context, value: { type: 'counters', items: [{ value: 1 }] }, taken: new Set() })).toBe(
      'about.counters-3.items-1.label',
    );
  });

  it('are free only when no key is them, holds them or is held by them', () => {
    expect(isFree('about.figures', new Set(['about.figures.years']))).toBe(false);
    expect(isFree('about.figures.years.more', new Set(['about.figures.years']))).toBe(false);
    expect(isFree('about.figures.year', new Set(['about.figures.years']))).toBe(true);
    expect(commonPrefix(['about.why.inside.heading', 'about.why.outside.heading'])).toBe('about.why');
    expect(commonPrefix(['about.figures.years'])).toBe('about.figures');
    expect(commonPrefix(['about.a', 'home.b'])).toBe('about');
  });
});

describe('the value a save sends', () => {
  const fields = fieldsOf('counters');
  const loaded = { 'about.figures.years': { en: 'years', es: 'años' }, 'about.figures.heading': { en: 'Figures', es: null } };

  it('puts a new field where its schema lists it, removes one, and moves and adds items', () => {
    const value = { type: 'counters', items: [{ value: 1, label: 'about.figures.years' }, { value: 2 }] };
    const withSuffix = setAt(value, ['items', 0, 'suffix'], '+', fields);
    expect(withSuffix).toEqual({ type: 'counters', items: [{ value: 1, suffix: '+', label: 'about.figures.years' }, { value: 2 }] });
    expect(Object.keys((withSuffix.items as object[])[0]!)).toEqual(['value', 'suffix', 'label']);
    // The value shown is never changed in place: React draws the new one.
    expect(value.items[0]).toEqual({ value: 1, label: 'about.figures.years' });
    expect(setAt(withSuffix, ['items', 0, 'suffix'], undefined, fields)).toEqual(value);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(newItem(named(fields, 'items'))).toEqual([{ value: 0 }]);
    expect(newItem(specAt(fields, ['items', 0])!)).toEqual({ value: 0 });
  });

  it('leaves out an optional text written in no language, and sends only the texts that changed', () => {
    const value = {
      type: 'counters',
      heading: 'about.figures.heading',
      items: [
        { value: 1, label: 'about.figures.years' },
        { value: 2, label: 'about.figures.label-2' },
      ],
    };
    const texts = {
      'about.figures.heading': { en: '', es: '' },
      'about.figures.years': { en: 'years', es: 'años cumplidos' },
      'about.figures.label-2': { en: 'clients', es: 'clientes' },
    };
    const saved = valueToSave(value, texts, fields, languages);
    expect(saved).toEqual({ type: 'counters', items: value.items });
    expect(textsToSend(saved, fields, texts, loaded)).toEqual({
      'about.figures.years': { es: 'años cumplidos' },
      'about.figures.label-2': { en: 'clients', es: 'clientes' },
    });
  });

  it('is not sent while a required field is empty, a number is out of its range, or a new text lacks a language', () => {
    const value = { type: 'counters', items: [{ value: -1, label: 'about.figures.years' }, { value: 2.5, label: 'about.figures.label-2' }, {}] };
    const texts = { 'about.figures.years': { en: 'years', es: 'años' }, 'about.figures.label-2': { en: 'clients', es: '' } };
    const mistakes = formMistakes(value, texts, fields, languages, new Set(['about.figures.label-2']));
    expect(Object.fromEntries(mistakes)).toEqual({
      [fieldId(['items', 0, 'value'])]: ['Write 0 or more.'],
      [fieldId(['items', 1, 'value'])]: ['Write a whole number.'],
      [textInputId(['items', 1, 'label'], 'es')]: ['Write it in Español too.'],
      [fieldId(['items', 2, 'value'])]: ['Fill in number: it is required.'],
      [fieldId(['items', 2, 'label'])]: ['Write the label in every language.'],
    });
  });

  it("asks for a new picture's description in every language", () => {
    const media = fieldsOf('media-text');
    const value = { type: 'media-text', heading: 'h.a', text: 'h.b', image: 'images/uploads/new.png' };
    const texts = { 'h.a': { en: 'A', es: 'A' }, 'h.b': { en: 'B', es: 'B' } };
    expect(Object.fromEntries(formMistakes(value, texts, media, languages, new Set(), new Set([fieldId(['imageAlt'])])))).toEqual({
      [fieldId(['imageAlt'])]: ['Write the image description in every language.'],
    });
    expect(formMistakes(value, texts, media, languages, new Set()).size).toBe(0);
  });
});

describe('the page dialogs', () => {
  const pages = [
    { route: '', path: '/', title: 'Home', file: 'pages/home.yaml', article: false },
    { route: 'about', path: '/about', title: 'About', file: 'pages/about.yaml', article: false },
    { route: 'articles/first-steps', path: '/articles/first-steps', title: 'First steps', file: 'pages/articles/first-steps.yaml', article: true },
    { route: '*', path: '/*', title: 'Not found', file: 'pages/not-found.yaml', article: false },
  ];

  it('refuse addresses new:page and new:article would refuse, in plain words', () => {
    expect(pageRouteMistake('about-us', { pages })).toBeUndefined();
    expect(pageRouteMistake('services/cloud-backup', { pages })).toBeUndefined();
    expect(pageRouteMistake('empleo-ñ', { pages })).toBe(
      '“empleo-ñ” cannot be an address: use letters without accents, digits and “-”, and “/” for a page under another, such as careers or company/team.',
    );
    expect(pageRouteMistake('about', { pages })).toBe('Another page is at /about already: choose another address.');
    expect(pageRouteMistake('', { pages })).toBe('Write the page’s address, such as careers.');
    expect(articleSlugMistake('Cloud-costs', 'articles', { pages })).toBeUndefined();
    expect(articleSlugMistake('first-steps', 'articles', { pages })).toBe('An article is at /articles/first-steps already: choose another title.');
    expect(articleSlugMistake('a b', 'articles', { pages })).toContain('cannot be an address');
  });

  it('move pages only, not the home page, the not-found page nor articles', () => {
    expect(pages.filter(movablePage).map((page) => page.route)).toEqual(['about']);
  });
});
