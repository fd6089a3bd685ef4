import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { projectSchemas } from '../../../src/content/schema/project-schemas.ts';
import type { Problem } from '../../../src/content/problem.ts';
import { onlyProblemAt, stagesOf } from '../../support/content-check.ts';
import { SiteCopy } from '../../support/site-copy.ts';
import { formatPath } from '../../../src/shared/path.ts';

let site: SiteCopy;
beforeEach(() => {
  site = new SiteCopy();
});
afterEach(() => site.remove());

const schemaProblems = () => stagesOf(site.root).schemaProblems;
const onlyErrorAt = (file: string, marker: string): Problem => onlyProblemAt(site, schemaProblems(), file, marker);

describe('schema errors', () => {
  it('passes the fixture site, and gives the cross-checks every file that passed', () => {
    const { schemaProblems: problems, content } = stagesOf(site.root);
    expect(problems).toEqual([]);
    expect(content.site).not.toBeNull();
    expect(content.pages.map((page) => page.data.route)).toContain('services/consulting');
    // Drafts and scheduled articles pass their schema like the others: only the compiler leaves them out.
    expect(content.items.get('articles')).toHaveLength(5);
    expect(content.languages).toEqual(['en', 'es']);
    expect(content.locales.get('es')!.get('about.figures.projects')?.value).toBe('proyectos entregados');
    expect(content.everyFileRead).toBe(true);
  });

  it('names an unknown field, suggests the nearest and lists the allowed ones', () => {
    site.edit('pages/home.yaml', '    heading: home.about.heading', '    headng: home.about.heading');
    const problem = schemaProblems().find((p) => p.code === 'unknown-field')!;
    const at = site.positionOf('pages/home.yaml', 'headng');
    expect(problem).toMatchObject({ file: 'pages/home.yaml', line: at.line, column: at.column, path: ['blocks', 1, 'headng'] });
    expect(problem.message).toBe('Unknown field "headng" in a "media-text" block.');
    expect(problem.hint).toMatch(/^Did you mean "heading"\? Fields allowed here: type, eyebrow, heading, text,/);
  });

  it('names a missing required field with what it is for', () => {
    site.edit('pages/about.yaml', /    heading: about\.skills\.heading\n/, '');
    const problem = onlyErrorAt('pages/about.yaml', 'type: skill-bars');
    expect(problem).toMatchObject({
      code: 'missing-field',
      path: ['blocks', 1],
      message: 'Missing required field "heading" in a "skill-bars" block.',
      hint: 'Add "heading:" — Text key of the section heading.',
    });
  });

  it('explains a wrong type', () => {
    site.edit('pages/about.yaml', '        value: 90', '        value: ninety');
    const problem = onlyErrorAt('pages/about.yaml', 'ninety');
    expect(problem).toMatchObject({
      code: 'wrong-type',
      path: ['blocks', 1, 'skills', 0, 'value'],
      message: 'Expected a whole number here but found the text "ninety".',
    });
  });

  it('lists the valid block types and suggests the nearest for an unknown one', () => {
    site.edit('pages/about.yaml', 'type: counters', 'type: counter');
    const problem = onlyErrorAt('pages/about.yaml', 'counter\n');
    expect(problem).toMatchObject({ code: 'unknown-block-type', path: ['blocks', 2, 'type'], message: 'Unknown block type "counter".' });
    expect(problem.hint).toBe(`Did you mean "counters"? Valid types: ${projectSchemas().blockTypes().join(', ')}.`);
  });

  it('asks for the type of a block that has none', () => {
    site.edit('pages/contact.yaml', '  - type: title-banner\n    text: contact.banner', '  - text: contact.banner');
    const problem = onlyErrorAt('pages/contact.yaml', 'text: contact.banner');
    expect(problem).toMatchObject({ code: 'missing-block-type', message: 'This block has no "type".', path: ['blocks', 0] });
    expect(problem.hint).toBe(`Start the block with "- type:" and one of: ${projectSchemas().blockTypes().join(', ')}.`);
  });

  it('explains a block type that is not a text', () => {
    site.edit('pages/about.yaml', 'type: counters', 'type: 7');
    const problem = onlyErrorAt('pages/about.yaml', '7\n');
    expect(problem).toMatchObject({ code: 'wrong-type', message: 'Expected a text here but found the number 7.', path: ['blocks', 2, 'type'] });
  });

  it('lists the allowed values', () => {
    site.edit('pages/home.yaml', '            style: secondary', '            style: outline');
    const problem = onlyErrorAt('pages/home.yaml', 'outline');
    expect(problem).toMatchObject({ code: 'value-not-allowed', message: '"outline" is not allowed here.', hint: 'Use one of: primary, secondary.' });
  });

  it('refuses a value outside its range', () => {
    site.edit('pages/about.yaml', '        value: 90', '        value: 190');
    const problem = onlyErrorAt('pages/about.yaml', '190');
    expect(problem).toMatchObject({ code: 'out-of-range', message: '190 is above the largest value allowed, 100.' });
  });

  it('checks formats', () => {
    site.edit('site.yaml', '  email: hello@northwind.example', '  email: hello-at-northwind.example');
    const problem = onlyErrorAt('site.yaml', 'hello-at-northwind.example');
    expect(problem).toMatchObject({ code: 'invalid-format', message: '"hello-at-northwind.example" is not a valid email.' });
  });

  it('takes an image named .jpg, .jpeg, .png, .webp, .avif or .svg', () => {
    // As phones and cameras name them too: IMG_0042.JPG.
    for (const name of ['team.jpg', 'IMG_0042.JPG', 'team.jpeg', 'team.png', 'team.webp', 'team.avif', 'team.svg']) {
      site.edit('pages/home.yaml', /image: images\/[\w.-]+\n(?= {4}imageAlt: home\.about)/, `image: images/${name}\n`);
      expect(schemaProblems().filter((problem) => problem.file === 'pages/home.yaml')).toEqual([]);
    }
  });

  it('refuses an image of a kind browsers cannot show by its name, and says which names it takes', () => {
    site.edit('pages/home.yaml', 'image: images/about-team.svg', 'image: images/team.gif');
    const problem = onlyErrorAt('pages/home.yaml', 'images/team.gif');
    expect(problem).toMatchObject({ code: 'invalid-format', message: '"images/team.gif" is not a valid image name.' });
    expect(problem.hint).toBe(
      'An image under images/ ending in .jpg, .jpeg, .png, .webp, .avif or .svg (in small or capital letters), such as images/team.jpg.',
    );
  });

  it("refuses an iPhone's HEIC photo, and says to export it as JPEG", () => {
    site.edit('pages/home.yaml', 'image: images/about-team.svg', 'image: images/IMG_0042.HEIC');
    expect(onlyErrorAt('pages/home.yaml', 'images/IMG_0042.HEIC').hint).toBe(
      'HEIC photos, as iPhones take them, cannot be shown by browsers: export the photo as JPEG. An image under images/ ending in .jpg, .jpeg, .png, .webp, .avif or .svg (in small or capital letters), such as images/team.jpg.',
    );
  });

  it('refuses an entry of a text file that is a number, a list or true', () => {
    site.edit('locales/en/notFound.yaml', 'suggestions: These pages may help', 'suggestions: 42');
    const problem = onlyErrorAt('locales/en/notFound.yaml', '42');
    expect(problem).toMatchObject({ code: 'not-a-text', path: ['suggestions'], message: 'Expected a text or a group of texts but found the number 42.' });
  });

  it.each([
    ['empty quotes', '  title: ""', '""', 'title: '.length],
    ['nothing after the colon', '  title:', 'title:', 'title:'.length],
  ])('says once, at its line, that a Spanish text is empty (%s)', (_name, line, marker, offset) => {
    site.edit('locales/es/about.yaml', '  title: Nosotros', line);
    const problem = onlyProblemAt(site, schemaProblems(), 'locales/es/about.yaml', marker, marker === '""' ? 0 : offset);
    expect(problem).toMatchObject({ code: 'empty-text', path: ['meta', 'title'], message: 'The Spanish text of "about.meta.title" is empty.' });
    expect(problem.hint).toBe('Write the Spanish text after "title:", or delete "title" in every language if no page needs it.');
  });

  // The page would show nothing: a banner of spaces is as blank as an empty one (docs/BEHAVIOUR.md#missing-translations).
  it.each([
    ['spaces in quotes', '  title: "   "', '"   "'],
    ['a tab and spaces in quotes', '  title: " \\t "', '" \\t "'],
  ])('refuses a Spanish text of only spaces as empty, at its line (%s)', (_name, line, marker) => {
    site.edit('locales/es/about.yaml', '  title: Nosotros', line);
    const problem = onlyErrorAt('locales/es/about.yaml', marker);
    expect(problem).toMatchObject({
      code: 'empty-text',
      path: ['meta', 'title'],
      message: 'The Spanish text of "about.meta.title" holds only spaces: the page would show nothing.',
    });
    expect(problem.hint).toBe('Write the Spanish text after "title:", or delete "title" in every language if no page needs it.');
  });

  it('says so of an English text too, and of a text YAML reads as empty because it starts with "#"', () => {
    site.edit('locales/en/notFound.yaml', 'title: Page not found', 'title: #404 Page not found');
    const problem = onlyErrorAt('locales/en/notFound.yaml', '#404');
    expect(problem).toMatchObject({ code: 'empty-text', path: ['title'], message: 'The English text of "notFound.title" is empty.' });
    expect(problem.hint).toBe('YAML reads "#" and what follows it as a comment. Put the whole text in double quotes: title: "#404 Page not found"');
  });

  // i18next keeps texts in objects: a text or a group under these names never reaches the page (and __proto__ is how polluting every object starts).
  it.each([['__proto__'], ['constructor']])('refuses "%s" as the name of a text, at its line', (name) => {
    site.edit('locales/en/about.yaml', '  description: Who we are', `  ${name}: Who we are`);
    const problem = onlyErrorAt('locales/en/about.yaml', `${name}:`);
    expect(problem).toMatchObject({
      code: 'reserved-name',
      path: ['meta', name],
      message: `"${name}" cannot be the name of a text: the site's code gives it a meaning of its own.`,
    });
    expect(problem.hint).toBe('Choose another name, in every language and in the pages that use it.');
  });

  it('accepts "prototype", which is an ordinary name in an object (the name of a project phase, say)', () => {
    site.edit('locales/en/about.yaml', '  description: Who we are', '  prototype: Who we are');
    expect(schemaProblems()).toEqual([]);
  });

  it('refuses an empty link', () => {
    site.edit('pages/home.yaml', '            link: /contact\n', '            link: ""\n');
    const problem = onlyProblemAt(site, schemaProblems(), 'pages/home.yaml', 'link: ""', 'link: '.length);
    expect(problem).toMatchObject({ code: 'wrong-text-length', path: ['blocks', 0, 'slides', 0, 'actions', 1, 'link'], message: 'This text is empty.' });
  });

  it('refuses a list with too few entries', () => {
    site.edit(
      'pages/home.yaml',
      '    actions:\n      - label: common.contactUs\n        link: /contact\n      - label: home.cta.call\n        link: tel:+34900111222\n        style: secondary\n',
      '    actions: []\n',
    );
    const problem = onlyErrorAt('pages/home.yaml', '[]');
    expect(problem).toMatchObject({ code: 'wrong-list-length', path: ['blocks', 4, 'actions'], message: 'This list has 0 entries; it needs at least 1.' });
  });

  it('asks for the field that must come with another', () => {
    site.edit('pages/home.yaml', '    imageAlt: home.about.imageAlt\n', '');
    const problem = onlyErrorAt('pages/home.yaml', 'type: media-text');
    expect(problem).toMatchObject({
      code: 'missing-companion-field',
      path: ['blocks', 1],
      message: '"image" is set but "imageAlt" is missing in a "media-text" block.',
    });
  });

  it('asks for the public address at the line that turns on path routing, saying what to add', () => {
    site.edit('site.yaml', 'url: https://www.northwind.example\n', 'routing: path\n');
    const problem = onlyErrorAt('site.yaml', 'routing: path');
    expect(problem).toMatchObject({ code: 'missing-companion-field', path: ['routing'], message: '"routing: path" needs "url", which is missing.' });
    expect(problem.hint).toMatch(/^Add "url:" — The address the site is published at, .* Example: "https:\/\/www\.example\.com"\.$/);
    site.edit('site.yaml', 'routing: path', 'routing: path\nurl: https://www.northwind.example');
    expect(schemaProblems()).toEqual([]);
  });

  it("refuses a video code that is not one of its host's, saying what a code looks like", () => {
    site.edit('pages/about.yaml', 'video: M7lc1UVf-VE', 'video: https://www.youtube.com/watch?v=M7lc1UVf-VE');
    const problem = onlyErrorAt('pages/about.yaml', 'https://www.youtube');
    expect(problem).toMatchObject({
      code: 'invalid-format',
      path: ['blocks', 5, 'video'],
      message: '"https://www.youtube.com/watch?v=M7lc1UVf-VE" is not a valid video code on YouTube.',
    });
    expect(problem.hint).toBe(
      "The YouTube video's id: the 11 letters, digits, '-' or '_' after 'v=' in its address (M7lc1UVf-VE in https://www.youtube.com/watch?v=M7lc1UVf-VE). Example: \"M7lc1UVf-VE\".",
    );
    site.edit('pages/about.yaml', 'video: https://www.youtube.com/watch?v=M7lc1UVf-VE', 'video: M7lc1UVf-VE');
    site.edit('pages/services.yaml', 'video: "76979871"', 'video: "7697987l"');
    expect(onlyErrorAt('pages/services.yaml', '"7697987l"')).toMatchObject({
      code: 'invalid-format',
      message: '"7697987l" is not a valid video number on Vimeo.',
    });
  });

  it('refuses a video file of another kind than MP4 or WebM, and a captions file that is not WebVTT', () => {
    site.edit('pages/services/consulting.yaml', 'video: media/clip.webm', 'video: media/clip.mov');
    site.edit('pages/services/consulting.yaml', 'file: media/clip.es.vtt', 'file: media/clip.es.srt');
    expect(schemaProblems().map(({ code, path, message }) => [code, formatPath(path), message])).toEqual([
      ['invalid-format', 'blocks[2].video', '"media/clip.mov" is not a valid video file.'],
      ['invalid-format', 'blocks[2].captions[1].file', '"media/clip.es.srt" is not a valid captions file.'],
    ]);
  });

  it('refuses captions for a video from YouTube or Vimeo, at their line, saying why', () => {
    site.edit('pages/about.yaml', 'video: M7lc1UVf-VE', 'video: M7lc1UVf-VE\n    captions:\n      - language: en\n        file: media/clip.en.vtt');
    const problem = onlyErrorAt('pages/about.yaml', 'captions:');
    expect(problem).toMatchObject({
      code: 'excluded-field',
      path: ['blocks', 5, 'captions'],
      message: '"source: youtube" does not go with "captions" in a "video" block.',
    });
    expect(problem.hint).toBe(
      "Captions are for a video file: a YouTube or Vimeo video shows the captions uploaded there. Remove 'captions', or make the video a file.",
    );
  });

  it('refuses a text name with characters other than letters, digits, "-" and "_"', () => {
    site.edit('locales/en/notFound.yaml', 'title: Page not found', 'page title: Page not found');
    const problem = onlyErrorAt('locales/en/notFound.yaml', 'page title');
    expect(problem).toMatchObject({ code: 'invalid-name', path: ['page title'], message: '"page title" is not a valid name here.' });
  });

  it('leaves out of the checked content a file that breaks its schema, and the keys of a text file that does', () => {
    site.edit('pages/about.yaml', 'type: counters', 'type: counter');
    site.edit('locales/es/notFound.yaml', /^title: .*$/m, 'title: 42');
    const { content } = stagesOf(site.root);
    expect(content.pages.map((page) => page.data.route)).not.toContain('about');
    expect(content.referencing.map((file) => file.source.file)).toContain('pages/about.yaml');
    expect(content.readable('es', 'notFound.title')).toBe(false);
    expect(content.readable('en', 'notFound.title')).toBe(true);
    expect(content.everyFileRead).toBe(false);
  });
});

describe('fields of formatted text', () => {
  const schemas = projectSchemas();
  /** Every property of every schema file that refers to `definition`, by file and path, with its own keywords. */
  const fieldsReferring = (definition: string) => {
    const found: { where: string; keywords: string[] }[] = [];
    const walk = (node: unknown, where: string) => {
      if (Array.isArray(node)) node.forEach((item, index) => walk(item, `${where}[${index}]`));
      if (node === null || typeof node !== 'object') return;
      const record = node as Record<string, unknown>;
      if (typeof record.$ref === 'string' && record.$ref.endsWith(`/definitions/${definition}`)) found.push({ where, keywords: Object.keys(record) });
      for (const [key, value] of Object.entries(record)) walk(value, `${where}/${key}`);
    };
    for (const [file, schema] of schemas.documents) walk(schema, file);
    return found;
  };

  it('are declared once, by the shared definitions, for the long texts of the blocks and the article', () => {
    expect(fieldsReferring('formattedText').map((field) => field.where)).toEqual([
      'src/blocks/faq/schema.json/properties/items/items/properties/answer',
      'src/blocks/media-text/schema.json/properties/text',
      'src/blocks/rich-text/schema.json/properties/body',
      'src/blocks/skill-bars/schema.json/properties/text',
      'src/blocks/testimonials/schema.json/properties/items/items/properties/quote',
      'src/blocks/text-section/schema.json/properties/items/items/properties/text',
    ]);
    expect(fieldsReferring('formattedTextWithImages').map((field) => field.where)).toEqual(['schema/article.json/properties/body']);
  });

  it('take text keys as every text field does', () => {
    const definitions = schemas.documents.get('schema/definitions.json')!.definitions as Record<string, { pattern?: string; contentRef?: string }>;
    for (const name of ['formattedText', 'formattedTextWithImages']) {
      expect({ name, pattern: definitions[name]!.pattern, contentRef: definitions[name]!.contentRef }).toEqual({
        name,
        pattern: definitions.textKey!.pattern,
        contentRef: 'text',
      });
    }
  });

  it("carry no description of their own: the editor's hover shows the definition's, which says what formatting is allowed", () => {
    const described = [...fieldsReferring('formattedText'), ...fieldsReferring('formattedTextWithImages')].filter((field) =>
      field.keywords.includes('description'),
    );
    expect(described.map((field) => `${field.where}: delete its "description", or the editor's hover hides that formatting is allowed`)).toEqual([]);
  });
});

describe('the places that show an image', () => {
  /** Every field of `schema` that holds an image, by its path in the schema. */
  function imageFields(schema: unknown, path = ''): { path: string; field: Record<string, unknown> }[] {
    if (Array.isArray(schema)) return schema.flatMap((item, index) => imageFields(item, `${path}/${index}`));
    if (typeof schema !== 'object' || schema === null) return [];
    const field = schema as Record<string, unknown>;
    const own = typeof field.$ref === 'string' && field.$ref.endsWith('definitions.json#/definitions/image') ? [{ path, field }] : [];
    return [...own, ...Object.entries(field).flatMap(([key, value]) => imageFields(value, `${path}/${key}`))];
  }

  it('each declare the widest they show it (displayWidth), which sizes and the narrow-photo warning read', () => {
    const { documents } = projectSchemas();
    // site.json's only image is the map's pin, which Google Maps draws as it is.
    const shown = [...documents].filter(([file]) => file !== 'schema/site.json' && file !== 'schema/definitions.json');
    const fields = shown.flatMap(([file, schema]) =>
      imageFields(schema).map(({ path, field }) => ({ at: `${file}#${path}`, displayWidth: field.displayWidth })),
    );
    expect(fields.length).toBeGreaterThan(0);
    const undeclared = fields.filter(({ displayWidth }) => typeof displayWidth !== 'number').map(({ at }) => at);
    expect(undeclared, 'add "displayWidth": <the widest, in CSS pixels, that the block draws it> beside the field\'s $ref').toEqual([]);
  });
});

describe('paths on this site (the newsletter endpoint)', () => {
  const setEndpoint = (value: string) => site.edit('site.yaml', '  sendLimitSeconds: 10\n', `  sendLimitSeconds: 10\n  newsletterEndpoint: ${value}\n`);
  const pathHint = 'Write a path on this site: "/", then names of letters, digits and . _ ~ - between single slashes, such as "/api/newsletter".';

  it('takes a path on this site', () => {
    setEndpoint('/api/newsletter');
    expect(schemaProblems()).toEqual([]);
  });

  it.each([
    [
      '//evil.example/collect',
      '"//evil.example/collect" leads to another site: browsers read an address that starts with "//" as the address of another site.',
    ],
    [
      '/\\evil.example/collect',
      '"/\\evil.example/collect" leads to another site: browsers read "\\" as "/", and an address that starts with "//" as the address of another site.',
    ],
    [
      '\\\\evil.example',
      '"\\\\evil.example" leads to another site: browsers read "\\" as "/", and an address that starts with "//" as the address of another site.',
    ],
    ['/api\\newsletter', '"/api\\newsletter" contains "\\", which browsers read as "/".'],
    ['https://evil.example/collect', '"https://evil.example/collect" is a web address, but this field takes a path on this site.'],
    ['javascript:alert(1)', '"javascript:alert(1)" is a web address, but this field takes a path on this site.'],
    ['/%2F%2Fevil.example', '"/%2F%2Fevil.example" contains an encoded character ("%2F"): write the path out, letter by letter.'],
    ['/api//newsletter', '"/api//newsletter" has an empty name between two slashes ("//").'],
    ['/api/../admin', '"/api/../admin" has a name that starts with ".": write the path as it is, without "." or ".." steps.'],
    ['api/newsletter', '"api/newsletter" does not start with "/".'],
    ['/news letter', '"/news letter" contains " ", which a path on this site may not contain.'],
  ])('refuses %s at its place, saying what is wrong and how to fix it', (value, message) => {
    setEndpoint(JSON.stringify(value));
    const problem = onlyErrorAt('site.yaml', JSON.stringify(value));
    expect(problem).toMatchObject({ code: 'not-a-site-path', path: ['forms', 'newsletterEndpoint'], message, hint: pathHint });
  });

  it('is one shared definition, which every such field refers to', () => {
    const schemas = projectSchemas();
    const forms = (schemas.documents.get('schema/site.json')!.properties as Record<string, { properties: Record<string, { $ref?: string }> }>).forms!;
    expect(forms.properties.newsletterEndpoint!.$ref).toBe('definitions.json#/definitions/sitePath');
  });
});
