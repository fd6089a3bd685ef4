import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMap, isScalar, isSeq, parseDocument, type Node } from 'yaml';
import { describe, expect, it } from 'vitest';
import { deleteIn, getIn, insertItem, moveItem, setIn, YamlEditError, type YamlPath } from '../../../../src/edit-mode/engine/yaml-edit.ts';
import { fixtureRoot } from '../../../support/site-copy.ts';

/** A page as the site writes them (tests/fixtures/site/pages/about.yaml), with comments above its blocks. */
const page = `# yaml-language-server: $schema=../../../../schema/page.json
route: about
title: about.meta.title
blocks:
  # The banner at the top.
  - type: title-banner
    text: about.banner

  # Our figures, then the video.
  # (two comment lines)
  - type: counters
    heading: about.figures.heading
    items:
      - value: 12
        suffix: "+"
        label: about.figures.years
      - value: 340
        label: about.figures.projects

  - type: video
    heading: about.video.heading
    video: M7lc1UVf-VE
`;

const banner = `  # The banner at the top.
  - type: title-banner
    text: about.banner
`;
const counters = `  # Our figures, then the video.
  # (two comment lines)
  - type: counters
    heading: about.figures.heading
    items:
      - value: 12
        suffix: "+"
        label: about.figures.years
      - value: 340
        label: about.figures.projects
`;
const video = `  - type: video
    heading: about.video.heading
    video: M7lc1UVf-VE
`;
const pageTop = `# yaml-language-server: $schema=../../../../schema/page.json
route: about
title: about.meta.title
blocks:
`;
/** The page with its blocks in another order, the blank line between blocks where it was. */
const pageWith = (...blocks: string[]) => pageTop + blocks.join('\n');

/** A locale file (tests/fixtures/site/locales/en/about.yaml, shortened), in every quoting style. */
const locale = `# yaml-language-server: $schema=../../../../../schema/locale.json
meta:
  title: About
  description: 'Who we are and how we work.'
banner: Twelve years of cloud, data and web projects for companies in Spain.
skills:
  eyebrow: Skills # shown above the heading
  heading: What we are good at
  text: >-
    Our own estimate, reviewed every year
    with [our clients](/contact).
  intro: |-
    First paragraph.

    Second paragraph.
figures:
  heading: "{{company}} in figures"
  years: years
# The team, in the order of the page.
team:
  heading: Who we are
  bea:
    name: Bea Example
    role: Head of consulting
`;

/** `locale` with one line replaced: what an edit of one value must give. */
const localeWith = (line: string, replacement: string) => {
  expect(locale).toContain(line);
  return locale.replace(line, replacement);
};

interface Case {
  name: string;
  before: string;
  edit: (text: string) => string;
  after: string;
}

/** Each edit gives exactly the expected file, which reads back as intended (checked by each case's `check`). */
function runCases(cases: Case[]): void {
  it.each(cases)('$name', ({ before, edit, after }) => {
    const result = edit(before);
    expect(result).toBe(after);
    expect(parseDocument(result).errors).toEqual([]);
  });
}

describe('moveItem: a block moves with the comment lines above it; the blank lines between blocks stay where they were', () => {
  runCases([
    { name: 'swaps blocks 0 and 1 (0 → 1)', before: page, edit: (text) => moveItem(text, ['blocks'], 0, 1), after: pageWith(counters, banner, video) },
    { name: 'swaps blocks 1 and 0 (1 → 0)', before: page, edit: (text) => moveItem(text, ['blocks'], 1, 0), after: pageWith(counters, banner, video) },
    { name: 'moves the last block first', before: page, edit: (text) => moveItem(text, ['blocks'], 2, 0), after: pageWith(video, banner, counters) },
    { name: 'moves the first block last', before: page, edit: (text) => moveItem(text, ['blocks'], 0, 2), after: pageWith(counters, video, banner) },
    { name: 'moves the middle block down', before: page, edit: (text) => moveItem(text, ['blocks'], 1, 2), after: pageWith(banner, video, counters) },
    {
      name: 'moves an item of a nested list',
      before: page,
      edit: (text) => moveItem(text, ['blocks', 1, 'items'], 1, 0),
      after: page.replace(
        `      - value: 12
        suffix: "+"
        label: about.figures.years
      - value: 340
        label: about.figures.projects
`,
        `      - value: 340
        label: about.figures.projects
      - value: 12
        suffix: "+"
        label: about.figures.years
`,
      ),
    },
    { name: 'leaves the file as it is when an item moves to its own place', before: page, edit: (text) => moveItem(text, ['blocks'], 1, 1), after: page },
  ]);

  it('gives the blocks in their new order', () => {
    const types = (text: string) => (getIn(text, ['blocks']) as { type: string }[]).map((block) => block.type);
    expect(types(moveItem(page, ['blocks'], 2, 0))).toEqual(['video', 'title-banner', 'counters']);
    expect(types(moveItem(page, ['blocks'], 0, 1))).toEqual(['counters', 'title-banner', 'video']);
  });
});

describe('insertItem: a new item in the list indentation, with the blank lines its neighbours have', () => {
  const faq = `  - type: faq
    heading: about.faq-1.heading
    items:
      - question: about.faq-1.items-0.question
        answer: about.faq-1.items-0.answer
`;
  const value = { type: 'faq', heading: 'about.faq-1.heading', items: [{ question: 'about.faq-1.items-0.question', answer: 'about.faq-1.items-0.answer' }] };
  runCases([
    {
      name: 'inserts at 0, above the first block and its comments',
      before: page,
      edit: (text) => insertItem(text, ['blocks'], 0, value),
      after: pageWith(faq, banner, counters, video),
    },
    { name: 'inserts in the middle', before: page, edit: (text) => insertItem(text, ['blocks'], 2, value), after: pageWith(banner, counters, faq, video) },
    { name: 'appends at the end', before: page, edit: (text) => insertItem(text, ['blocks'], 3, value), after: pageWith(banner, counters, video, faq) },
    {
      name: 'appends to a list without blank lines between its items',
      before: page,
      edit: (text) => insertItem(text, ['blocks', 1, 'items'], 2, { value: 5, label: 'about.figures.offices' }),
      after: page.replace(
        `        label: about.figures.projects
`,
        `        label: about.figures.projects
      - value: 5
        label: about.figures.offices
`,
      ),
    },
  ]);

  it('gives the new item at its place', () => {
    expect(getIn(insertItem(page, ['blocks'], 1, value), ['blocks', 1])).toEqual(value);
  });
});

describe('deleteIn: the item or key goes with the comment lines directly above it; nothing else changes', () => {
  runCases([
    { name: 'removes the first block', before: page, edit: (text) => deleteIn(text, ['blocks', 0]), after: pageWith(counters, video) },
    {
      name: 'removes the middle block with its two comment lines',
      before: page,
      edit: (text) => deleteIn(text, ['blocks', 1]),
      after: pageWith(banner, video),
    },
    {
      name: 'removes the last block and the blank line before it',
      before: page,
      edit: (text) => deleteIn(text, ['blocks', 2]),
      after: pageWith(banner, counters),
    },
    {
      name: 'removes a key with its comment line',
      before: locale,
      edit: (text) => deleteIn(text, ['team']),
      after: localeWith(
        `# The team, in the order of the page.
team:
  heading: Who we are
  bea:
    name: Bea Example
    role: Head of consulting
`,
        '',
      ),
    },
    {
      name: 'removes a key with a comment after its value',
      before: locale,
      edit: (text) => deleteIn(text, ['skills', 'eyebrow']),
      after: localeWith('  eyebrow: Skills # shown above the heading\n', ''),
    },
    {
      name: 'removes a block text with its lines',
      before: locale,
      edit: (text) => deleteIn(text, ['skills', 'text']),
      after: localeWith(
        `  text: >-
    Our own estimate, reviewed every year
    with [our clients](/contact).
`,
        '',
      ),
    },
    {
      name: 'removes the first key of the file, not the comments before it',
      before: locale,
      edit: (text) => deleteIn(text, ['meta']),
      after: localeWith(`meta:\n  title: About\n  description: 'Who we are and how we work.'\n`, ''),
    },
    {
      name: 'removes the first field of a list item written on its dash line',
      before: page,
      edit: (text) => deleteIn(text, ['blocks', 1, 'items', 0, 'value']),
      after: page.replace(`      - value: 12\n        suffix: "+"\n`, `      - suffix: "+"\n`),
    },
    {
      name: 'removes the last field of a list item',
      before: page,
      edit: (text) => deleteIn(text, ['blocks', 1, 'items', 1, 'label']),
      after: page.replace(`      - value: 340\n        label: about.figures.projects\n`, `      - value: 340\n`),
    },
    { name: 'leaves an empty list as []', before: 'items:\n  - a\nnext: 1\n', edit: (text) => deleteIn(text, ['items', 0]), after: 'items: []\nnext: 1\n' },
    {
      name: 'leaves an empty map as {}',
      before: 'hero:\n  # the title\n  title: Hi\nnext: 1\n',
      edit: (text) => deleteIn(text, ['hero', 'title']),
      after: 'hero: {}\nnext: 1\n',
    },
  ]);
});

describe('setIn: a scalar is rewritten in its own quoting style', () => {
  runCases([
    {
      name: 'a plain text stays plain',
      before: locale,
      edit: (text) => setIn(text, ['meta', 'title'], 'About us'),
      after: localeWith('  title: About\n', '  title: About us\n'),
    },
    {
      name: 'a single-quoted text stays single-quoted',
      before: locale,
      edit: (text) => setIn(text, ['meta', 'description'], "Who we are, and how we've worked."),
      after: localeWith(`  description: 'Who we are and how we work.'\n`, `  description: 'Who we are, and how we''ve worked.'\n`),
    },
    {
      name: 'a double-quoted text stays double-quoted',
      before: locale,
      edit: (text) => setIn(text, ['figures', 'heading'], '{{company}} in "numbers"'),
      after: localeWith(`  heading: "{{company}} in figures"\n`, `  heading: "{{company}} in \\"numbers\\""\n`),
    },
    {
      name: 'a comment after the value stays',
      before: locale,
      edit: (text) => setIn(text, ['skills', 'eyebrow'], 'Strengths'),
      after: localeWith('  eyebrow: Skills # shown above the heading\n', '  eyebrow: Strengths # shown above the heading\n'),
    },
    {
      name: 'a literal block stays literal, in its indentation',
      before: locale,
      edit: (text) => setIn(text, ['skills', 'intro'], 'One paragraph.\n\nAnd **another**.'),
      after: localeWith(`  intro: |-\n    First paragraph.\n\n    Second paragraph.\n`, `  intro: |-\n    One paragraph.\n\n    And **another**.\n`),
    },
    {
      name: 'a folded block stays folded',
      before: locale,
      edit: (text) => setIn(text, ['skills', 'text'], 'Our estimate, reviewed every year.'),
      after: localeWith(
        `  text: >-\n    Our own estimate, reviewed every year\n    with [our clients](/contact).\n`,
        `  text: >-\n    Our estimate, reviewed every year.\n`,
      ),
    },
    {
      name: 'a multi-line text in a plain scalar becomes a |- block, indented like its neighbours',
      before: locale,
      edit: (text) => setIn(text, ['banner'], 'Twelve years of projects.\n\nFor **companies** in Spain.'),
      after: localeWith(
        'banner: Twelve years of cloud, data and web projects for companies in Spain.\n',
        'banner: |-\n  Twelve years of projects.\n\n  For **companies** in Spain.\n',
      ),
    },
    {
      name: 'a multi-line text in a quoted scalar becomes a |- block too',
      before: locale,
      edit: (text) => setIn(text, ['meta', 'description'], 'Who we are.\nHow we work.'),
      after: localeWith(`  description: 'Who we are and how we work.'\n`, `  description: |-\n    Who we are.\n    How we work.\n`),
    },
    {
      name: 'a plain text that YAML would read otherwise gets the quotes yaml gives it',
      before: locale,
      edit: (text) => setIn(text, ['figures', 'years'], 'Years: 12 #1'),
      after: localeWith('  years: years\n', '  years: "Years: 12 #1"\n'),
    },
    {
      name: 'a text that looks like a number is quoted',
      before: locale,
      edit: (text) => setIn(text, ['figures', 'years'], '12'),
      after: localeWith('  years: years\n', '  years: "12"\n'),
    },
    {
      name: 'a number is written plain',
      before: page,
      edit: (text) => setIn(text, ['blocks', 1, 'items', 0, 'value'], 15),
      after: page.replace('      - value: 12\n', '      - value: 15\n'),
    },
    {
      name: 'a number in quotes is written plain',
      before: page,
      edit: (text) => setIn(text, ['blocks', 1, 'items', 0, 'suffix'], 5),
      after: page.replace('        suffix: "+"\n', '        suffix: 5\n'),
    },
    { name: 'the same value changes nothing', before: locale, edit: (text) => setIn(text, ['meta', 'title'], 'About'), after: locale },
    {
      name: 'a value written in a one-line list',
      before: 'tags: [cloud, data]\n',
      edit: (text) => setIn(text, ['tags', 1], 'big data, small'),
      after: 'tags: [cloud, "big data, small"]\n',
    },
    {
      name: 'an empty value gets its value after the colon',
      before: 'hero:\n  title:\nnext: 1\n',
      edit: (text) => setIn(text, ['hero', 'title'], 'Hello'),
      after: 'hero:\n  title: Hello\nnext: 1\n',
    },
  ]);

  it('gives the intended value', () => {
    expect(getIn(setIn(locale, ['skills', 'intro'], 'A\n\nB'), ['skills', 'intro'])).toBe('A\n\nB');
    expect(getIn(setIn(locale, ['figures', 'years'], '12'), ['figures', 'years'])).toBe('12');
  });
});

describe('setIn: missing keys are created, parents included, after the last key in the neighbours indentation', () => {
  runCases([
    {
      name: 'adds hero.subtitle when hero exists',
      before: 'hero:\n  title: Welcome\nabout:\n  heading: Us\n',
      edit: (text) => setIn(text, ['hero', 'subtitle'], 'We move your company to the cloud.'),
      after: 'hero:\n  title: Welcome\n  subtitle: We move your company to the cloud.\nabout:\n  heading: Us\n',
    },
    {
      name: 'adds hero.subtitle when hero does not exist',
      before: locale,
      edit: (text) => setIn(text, ['hero', 'subtitle'], 'Cloud, data and web'),
      after: `${locale}hero:\n  subtitle: Cloud, data and web\n`,
    },
    {
      name: 'adds a nested key under a key with an empty value, keeping its comment',
      before: 'hero: # filled in later\nnext: 1\n',
      edit: (text) => setIn(text, ['hero', 'title'], 'Hi'),
      after: 'hero: # filled in later\n  title: Hi\nnext: 1\n',
    },
    {
      name: 'adds a multi-line text as a |- block',
      before: locale,
      edit: (text) => setIn(text, ['team', 'bea', 'bio'], 'Bea leads our consulting.\n\nShe has **ten years** of it.'),
      after: `${locale}    bio: |-\n      Bea leads our consulting.\n\n      She has **ten years** of it.\n`,
    },
    {
      name: 'adds a key needing quotes in double quotes',
      before: locale,
      edit: (text) => setIn(text, ['figures', 'projects'], '{{count}} projects'),
      after: localeWith('  years: years\n', '  years: years\n  projects: "{{count}} projects"\n'),
    },
    {
      name: 'adds a text to a file holding only its modeline',
      before: '# yaml-language-server: $schema=../../schema/locale.json\n',
      edit: (text) => setIn(text, ['faq-1', 'heading'], 'Questions'),
      after: '# yaml-language-server: $schema=../../schema/locale.json\nfaq-1:\n  heading: Questions\n',
    },
    { name: 'adds a text to an empty file', before: '', edit: (text) => setIn(text, ['title'], 'Hi'), after: 'title: Hi\n' },
    {
      name: 'keeps the blank lines the last keys have between them',
      before: '# site\nname: Northwind\n\nbrand:\n  color: "#0a58ca"\n\nfooter:\n  year: 2024\n',
      edit: (text) => setIn(text, ['redirects'], [{ from: '/old', to: '/new' }]),
      after: '# site\nname: Northwind\n\nbrand:\n  color: "#0a58ca"\n\nfooter:\n  year: 2024\n\nredirects:\n  - from: /old\n    to: /new\n',
    },
  ]);
});

describe('setIn: a map is changed key by key, a list item by item', () => {
  runCases([
    {
      name: 'changes, adds and removes keys of a nested map; the others stay byte for byte',
      before: locale,
      edit: (text) =>
        setIn(text, ['team'], { heading: 'Who we are', bea: { name: 'Bea Example', role: 'Head of data' }, dan: { name: 'Dan', role: 'Designer' } }),
      after: localeWith(
        `  bea:
    name: Bea Example
    role: Head of consulting
`,
        `  bea:
    name: Bea Example
    role: Head of data
  dan:
    name: Dan
    role: Designer
`,
      ),
    },
    {
      name: 'removes a key (with its comment) that the new value lacks',
      before: locale,
      edit: (text) =>
        setIn(text, ['skills'], {
          heading: 'What we are good at',
          text: 'Our own estimate, reviewed every year with [our clients](/contact).',
          intro: 'First paragraph.\n\nSecond paragraph.',
        }),
      after: localeWith('  eyebrow: Skills # shown above the heading\n', ''),
    },
    {
      name: 'changes a block: same items in place, one added at the end',
      before: page,
      edit: (text) =>
        setIn(text, ['blocks', 1], {
          type: 'counters',
          heading: 'about.figures.heading',
          items: [
            { value: 12, suffix: '+', label: 'about.figures.years' },
            { value: 350, label: 'about.figures.projects' },
            { value: 3, label: 'about.figures.offices' },
          ],
        }),
      after: page.replace(
        `      - value: 340
        label: about.figures.projects
`,
        `      - value: 350
        label: about.figures.projects
      - value: 3
        label: about.figures.offices
`,
      ),
    },
    {
      name: 'removes items missing at the end of a list',
      before: page,
      edit: (text) => setIn(text, ['blocks', 1, 'items'], [{ value: 12, suffix: '+', label: 'about.figures.years' }]),
      after: page.replace(`      - value: 340\n        label: about.figures.projects\n`, ''),
    },
    {
      name: 'replaces a text by a map',
      before: 'hero: Welcome\nnext: 1\n',
      edit: (text) => setIn(text, ['hero'], { title: 'Welcome', text: 'More' }),
      after: 'hero:\n  title: Welcome\n  text: More\nnext: 1\n',
    },
    {
      name: 'replaces a map by a text',
      before: 'hero:\n  title: Welcome\nnext: 1\n',
      edit: (text) => setIn(text, ['hero'], 'Welcome'),
      after: 'hero: Welcome\nnext: 1\n',
    },
    {
      name: 'fills an empty list',
      before: 'items: []\nnext: 1\n',
      edit: (text) => setIn(text, ['items'], ['a', 'b']),
      after: 'items:\n  - a\n  - b\nnext: 1\n',
    },
  ]);
});

describe('the file keeps its own layout', () => {
  const crlf = (text: string) => text.replaceAll('\n', '\r\n');
  const fourSpaces = `blocks:
    -   type: faq
        items:
            -   question: faq.q1
            -   question: faq.q2
`;
  const unindented = `# yaml-language-server: $schema=../schema/page.json
route: about
blocks:
- type: title-banner
  text: about.banner

- type: faq
  items:
  - question: about.faq.q1
  - question: about.faq.q2
`;
  runCases([
    {
      name: 'CRLF: a scalar',
      before: crlf(locale),
      edit: (text) => setIn(text, ['meta', 'title'], 'About us'),
      after: crlf(localeWith('  title: About\n', '  title: About us\n')),
    },
    {
      name: 'CRLF: a multi-line text',
      before: crlf(locale),
      edit: (text) => setIn(text, ['banner'], 'A\nB'),
      after: crlf(localeWith('banner: Twelve years of cloud, data and web projects for companies in Spain.\n', 'banner: |-\n  A\n  B\n')),
    },
    { name: 'CRLF: a new key', before: crlf(locale), edit: (text) => setIn(text, ['hero', 'title'], 'Hi'), after: crlf(`${locale}hero:\n  title: Hi\n`) },
    { name: 'CRLF: moving blocks', before: crlf(page), edit: (text) => moveItem(text, ['blocks'], 2, 0), after: crlf(pageWith(video, banner, counters)) },
    { name: 'CRLF: removing the last block', before: crlf(page), edit: (text) => deleteIn(text, ['blocks', 2]), after: crlf(pageWith(banner, counters)) },
    {
      name: 'CRLF: inserting a block',
      before: crlf(page),
      edit: (text) => insertItem(text, ['blocks'], 3, { type: 'faq' }),
      after: crlf(pageWith(banner, counters, video, '  - type: faq\n')),
    },
    { name: 'no final newline: a scalar', before: 'a: 1\nb: x', edit: (text) => setIn(text, ['b'], 'y'), after: 'a: 1\nb: y' },
    { name: 'no final newline: a multi-line text', before: 'a: 1\nb: x', edit: (text) => setIn(text, ['b'], 'y\nz'), after: 'a: 1\nb: |-\n  y\n  z' },
    { name: 'no final newline: a new key', before: 'a: 1\nb: x', edit: (text) => setIn(text, ['c'], 'y'), after: 'a: 1\nb: x\nc: y' },
    { name: 'no final newline: removing the last key', before: 'a: 1\nb: x', edit: (text) => deleteIn(text, ['b']), after: 'a: 1' },
    { name: 'no final newline: moving the last item', before: 'l:\n  - a\n  - b', edit: (text) => moveItem(text, ['l'], 1, 0), after: 'l:\n  - b\n  - a' },
    {
      name: 'no final newline: appending an item',
      before: 'l:\n  - a\n  - b',
      edit: (text) => insertItem(text, ['l'], 2, 'c'),
      after: 'l:\n  - a\n  - b\n  - c',
    },
    {
      name: '4 spaces: a new item and its fields',
      before: fourSpaces,
      edit: (text) => insertItem(text, ['blocks', 0, 'items'], 2, { question: 'faq.q3', answer: 'faq.a3' }),
      after: `${fourSpaces}            -   question: faq.q3\n                answer: faq.a3\n`,
    },
    {
      name: '4 spaces: a new nested map',
      before: 'hero:\n    title: Hi\n',
      edit: (text) => setIn(text, ['about', 'team', 'heading'], 'Us'),
      after: 'hero:\n    title: Hi\nabout:\n    team:\n        heading: Us\n',
    },
    {
      name: 'unindented lists: a new block keeps its "- " under the key',
      before: unindented,
      edit: (text) => insertItem(text, ['blocks'], 2, { type: 'video', items: ['x'] }),
      after: `${unindented}\n- type: video\n  items:\n  - x\n`,
    },
    {
      name: 'unindented lists: moving blocks',
      before: unindented,
      edit: (text) => moveItem(text, ['blocks'], 1, 0),
      after: unindented.replace(
        '- type: title-banner\n  text: about.banner\n\n- type: faq\n  items:\n  - question: about.faq.q1\n  - question: about.faq.q2\n',
        '- type: faq\n  items:\n  - question: about.faq.q1\n  - question: about.faq.q2\n\n- type: title-banner\n  text: about.banner\n',
      ),
    },
    {
      name: 'unindented lists: removing the last block',
      before: unindented,
      edit: (text) => deleteIn(text, ['blocks', 1]),
      after: '# yaml-language-server: $schema=../schema/page.json\nroute: about\nblocks:\n- type: title-banner\n  text: about.banner\n',
    },
    {
      name: 'unindented lists: a key after the list',
      before: unindented,
      edit: (text) => setIn(text, ['title'], 'about.meta.title'),
      after: `${unindented}title: about.meta.title\n`,
    },
  ]);
});

describe('edge cases of layout', () => {
  const prettier4 = `blocks:
    -   type: faq
        items:
            -   question: faq.q1
`;
  runCases([
    {
      name: 'prettier at 4 spaces: a new block with a list and a text holding a list of its own',
      before: prettier4,
      edit: (text) => insertItem(text, ['blocks'], 1, { type: 'faq', items: [{ answer: 'Yes:\n- this\n- that' }, 'plain'] }),
      after: `${prettier4}    -   type: faq
        items:
            -   answer: |-
                    Yes:
                    - this
                    - that
            -   plain
`,
    },
    {
      name: 'a text starting with spaces gets the indentation indicator of the file step',
      before: 'a:\n    b: x\n',
      edit: (text) => setIn(text, ['a', 'b'], '  indented\nnot'),
      after: 'a:\n    b: |4-\n          indented\n        not\n',
    },
    {
      name: 'a comment after blank lines stays when the item before it goes',
      before: 'l:\n  - a\n\n  # about b and c\n\n  - b\n  - c\n',
      edit: (text) => deleteIn(text, ['l', 0]),
      after: 'l:\n  # about b and c\n\n  - b\n  - c\n',
    },
    {
      name: 'a comment inside the end of an item moves with it',
      before: 'l:\n  - a: 1\n    # still a\n  - b: 2\n',
      edit: (text) => moveItem(text, ['l'], 0, 1),
      after: 'l:\n  - b: 2\n  - a: 1\n    # still a\n',
    },
    {
      name: 'a comment at the end of the file stays last',
      before: 'a:\n  x: 1\n# the end\n',
      edit: (text) => setIn(text, ['a', 'y'], 2),
      after: 'a:\n  x: 1\n  y: 2\n# the end\n',
    },
    {
      name: 'the only key of a file goes; the comments before it stay',
      before: '# modeline\nfaq-2:\n  heading: Q\n',
      edit: (text) => deleteIn(text, ['faq-2']),
      after: '# modeline\n',
    },
    {
      name: 'an item inserted into a missing list creates it',
      before: 'route: x\n',
      edit: (text) => insertItem(text, ['blocks'], 0, { type: 'faq' }),
      after: 'route: x\nblocks:\n  - type: faq\n',
    },
    {
      name: 'an item inserted into [] makes a block list',
      before: 'blocks: []\nz: 1\n',
      edit: (text) => insertItem(text, ['blocks'], 0, 'a'),
      after: 'blocks:\n  - a\nz: 1\n',
    },
    {
      name: 'an item inserted into an empty value',
      before: 'blocks:\nz: 1\n',
      edit: (text) => insertItem(text, ['blocks'], 0, 'a'),
      after: 'blocks:\n  - a\nz: 1\n',
    },
    { name: 'undefined removes the key', before: 'a: 1\nb: 2\n', edit: (text) => setIn(text, ['a'], undefined), after: 'b: 2\n' },
    { name: 'a field of a one-line map', before: 'a: { x: 1, y: 2 }\n', edit: (text) => setIn(text, ['a'], { x: 3, y: 2 }), after: 'a: { x: 3, y: 2 }\n' },
    {
      name: 'a multi-line text in a one-line list stays on its line',
      before: 'tags: [cloud, data]\n',
      edit: (text) => setIn(text, ['tags', 0], 'a\nb'),
      after: 'tags: ["a\\nb", data]\n',
    },
    { name: 'a key that needs quotes', before: 'a: x\n', edit: (text) => setIn(text, ['b: c'], 'y'), after: 'a: x\n"b: c": y\n' },
    { name: 'an empty list', before: 'l:\n  - a\n  - b\nz: 1\n', edit: (text) => setIn(text, ['l'], []), after: 'l: []\nz: 1\n' },
    { name: 'an empty map', before: 'm:\n  a: 1\n  b: 2\nz: 1\n', edit: (text) => setIn(text, ['m'], {}), after: 'm: {}\nz: 1\n' },
    { name: 'a map whose keys all change', before: 'm:\n  a: 1\nz: 1\n', edit: (text) => setIn(text, ['m'], { b: 2 }), after: 'm:\n  b: 2\nz: 1\n' },
  ]);
});

describe('what cannot be done without loss is refused, with the file unchanged', () => {
  const refusals: [name: string, edit: () => string, code: YamlEditError['code'], message: string][] = [
    ['a missing key to delete', () => deleteIn(locale, ['hero', 'title']), 'not-found', '"hero.title" is not in the file.'],
    ['a list item out of range', () => moveItem(page, ['blocks'], 0, 3), 'not-found', '"blocks" has 3 items: there is no item 3.'],
    ['an index past the end', () => insertItem(page, ['blocks'], 5, { type: 'faq' }), 'not-found', '"blocks" has 3 items: there is no item 5.'],
    ['moving in a map', () => moveItem(locale, ['team'], 0, 1), 'not-a-list', '"team" is not a list.'],
    ['inserting into a text', () => insertItem(locale, ['banner'], 0, 'x'), 'not-a-list', '"banner" is not a list.'],
    [
      'adding an item to a one-line list',
      () => insertItem('tags: [cloud, data]\n', ['tags'], 2, 'web'),
      'unsupported',
      '"tags" is written in one line ({…} or […]): edit the file by hand to add items to it.',
    ],
    [
      'reordering a one-line list',
      () => moveItem('tags: [cloud, data]\n', ['tags'], 0, 1),
      'unsupported',
      '"tags" is written in one line ({…} or […]): edit the file by hand to reorder it.',
    ],
    [
      'a new key in a one-line map',
      () => setIn('hero: { title: Hi }\n', ['hero', 'text'], 'x'),
      'unsupported',
      '"hero" is written in one line ({…} or […]): edit the file by hand to add fields to it.',
    ],
    [
      'a value repeated by an alias',
      () => setIn('a: &x Hi\nb: *x\n', ['a'], 'Ho'),
      'unsupported',
      '"a" is named (&x) for other values to repeat: edit the file by hand.',
    ],
    [
      'an alias on the way',
      () => setIn('a: &x\n  t: Hi\nb: *x\n', ['b', 't'], 'Ho'),
      'unsupported',
      '"b" repeats another value (an alias): edit the file by hand.',
    ],
    ['a file with YAML errors', () => setIn('a: [1\n', ['a'], 2), 'unsupported', 'The file is not valid YAML'],
    ['a key under a text', () => setIn(locale, ['banner', 'title'], 'x'), 'not-found', '"banner.title" is not in the file, and "banner" cannot hold it.'],
    [
      'a key removed from a one-line map',
      () => setIn('a: { x: 1, y: 2 }\n', ['a'], { x: 1 }),
      'unsupported',
      '"a" is written in one line ({…} or […]): edit the file by hand to add or remove its fields.',
    ],
    [
      'an item removed from a one-line list',
      () => setIn('tags: [cloud, data]\n', ['tags'], ['cloud']),
      'unsupported',
      '"tags" is written in one line ({…} or […]): edit the file by hand to add or remove its items.',
    ],
    [
      'a one-line list replaced by a text',
      () => setIn('a: [1, 2]\n', ['a'], 'x'),
      'unsupported',
      '"a" is written in one line ({…} or […]): edit the file by hand to change its shape.',
    ],
    [
      "a list starting on its parent's dash line",
      () => moveItem('- - a\n  - b\n', [0], 0, 1),
      'unsupported',
      '"[0]" starts on the line of its own "-": edit the file by hand to reorder it.',
    ],
    [
      'a value whose tag would change its reading',
      () => setIn('a: !!str 12\n', ['a'], 13),
      'unsupported',
      'The value of "a" would not read back as asked, written here: edit the file by hand.',
    ],
    ['a file of several documents', () => setIn('a: 1\n---\nb: 2\n', ['a'], 2), 'unsupported', 'The file is not valid YAML'],
    [
      'a value that is not data',
      () => setIn('a: 1\n', ['a'], new Date(0)),
      'unsupported',
      '"a": only texts, numbers, true/false, lists and groups of fields can be written.',
    ],
    ['a new list item past the end', () => setIn('l:\n  - a\n', ['l', 3], 'x'), 'not-found', '"l[3]" is not in the file, and "l" cannot hold it.'],
    [
      'a move that puts a repeated value (an alias) before the value it repeats',
      () => moveItem('l:\n  - &x a\n  - *x\n', ['l'], 0, 1),
      'unsupported',
      'Moving "l[0]" would leave the file unreadable (YAML says: "Unresolved alias (the anchor must be set before the alias): x"): edit the file by hand.',
    ],
    [
      'an edit of a file that repeats a value (an alias) before it is named',
      () => setIn('a: *x\nb: &x 1\n', ['c'], 1),
      'unsupported',
      'The file cannot be read (YAML says: "Unresolved alias (the anchor must be set before the alias): x"): fix it first.',
    ],
  ];
  it.each(refusals)('%s', (_name, edit, code, message) => {
    const error = (() => {
      try {
        edit();
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(YamlEditError);
    expect(error).toMatchObject({ code });
    expect((error as YamlEditError).message).toContain(message);
  });
});

describe('getIn', () => {
  const cases: [YamlPath, unknown][] = [
    [['meta', 'title'], 'About'],
    [['skills', 'intro'], 'First paragraph.\n\nSecond paragraph.'],
    [['team', 'bea'], { name: 'Bea Example', role: 'Head of consulting' }],
    [['hero', 'title'], undefined],
    [['banner', 'x'], undefined],
  ];
  it.each(cases)('%j', (path, value) => expect(getIn(locale, path)).toEqual(value));
  it('reads list items by index', () => expect(getIn(page, ['blocks', 1, 'items', 0, 'suffix'])).toBe('+'));
  it('refuses a file that repeats a value (an alias) before it is named', () => {
    expect(() => getIn('a: *x\nb: &x 1\n', ['b'])).toThrow(
      new YamlEditError('unsupported', 'The file cannot be read (YAML says: "Unresolved alias (the anchor must be set before the alias): x"): fix it first.'),
    );
  });
});

describe('on every file of the test site', () => {
  const files = readdirSync(fixtureRoot, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => ({ file, text: readFileSync(join(fixtureRoot, file), 'utf8') }));

  interface Found {
    texts: { path: YamlPath; node: Node }[];
    lists: { path: YamlPath; length: number }[];
  }

  /** Every text and every block list under `node`, by path. */
  function walk(node: unknown, path: YamlPath, found: Found): Found {
    if (isScalar(node) && typeof node.value === 'string') found.texts.push({ path, node });
    if (isSeq(node) && node.srcToken?.type === 'block-seq') found.lists.push({ path, length: node.items.length });
    if (isSeq(node)) node.items.forEach((item, index) => walk(item, [...path, index], found));
    if (isMap(node)) for (const pair of node.items) if (isScalar(pair.key)) walk(pair.value, [...path, String(pair.key.value)], found);
    return found;
  }
  const nodesOf = (text: string) => walk(parseDocument(text).contents, [], { texts: [], lists: [] });

  it.each(files)('$file: each text set alone changes only its own lines', ({ text }) => {
    const { texts } = nodesOf(text);
    expect(texts.length).toBeGreaterThan(0);
    for (const { path, node } of texts) {
      const value = `${String(getIn(text, path))} (edited)`;
      const result = setIn(text, path, value);
      const [start, end] = [node.range![0], text.indexOf('\n', node.range![1] - 1) + 1 || text.length];
      expect(result.slice(0, start), path.join('.')).toBe(text.slice(0, start));
      expect(result.slice(result.length - (text.length - end)), path.join('.')).toBe(text.slice(end));
      expect(getIn(result, path)).toBe(value);
    }
  });

  it.each(files)('$file: each list, its first item moved last and back, is the file again', ({ text }) => {
    for (const { path, length } of nodesOf(text).lists.filter((list) => list.length > 1)) {
      const moved = moveItem(text, path, 0, length - 1);
      expect(moved).not.toBe(text);
      expect(moveItem(moved, path, length - 1, 0), path.join('.')).toBe(text);
    }
  });
});
