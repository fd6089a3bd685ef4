import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { planChanges, readBlock, readSite, readText, type PlannedEdit } from '../../../../src/edit-mode/engine/site-edits.ts';
import { fingerprint } from '../../../../src/content/parse/translation-state.ts';
import { checkSite } from '../../../../src/content/pipeline.ts';
import type { EditModeChange } from '../../../../src/edit-mode/protocol.ts';
import { refusal } from '../../../support/edit-refusal.ts';
import { SiteCopy } from '../../../support/site-copy.ts';
import { formatPath } from '../../../../src/shared/path.ts';

/** The edit operations of edit mode, on copies of the fixture site: what a save would write, and what it would break. */

let site: SiteCopy;
const plan = (...changes: EditModeChange[]) => planChanges(site.root, changes);
/** The planned text of `file`, which the plan must hold. */
const planned = (edit: PlannedEdit, file: string) => {
  expect(edit.files.has(file), `${file} is planned`).toBe(true);
  return edit.files.get(file);
};
/** The problems as a reader compares them: without their lines. */
const brief = (edit: PlannedEdit) => edit.problems.map(({ code, file, path, message }) => ({ code, file, path, message }));
/** `text` with `search` (which it must hold once) replaced. */
const replaced = (text: string, search: string, replacement: string) => {
  expect(text.split(search).length, `${JSON.stringify(search)} is there once`).toBe(2);
  return text.replace(search, () => replacement);
};
const counters = `  - type: counters
    heading: about.figures.heading
    items:
      - value: 12
        suffix: "+"
        label: about.figures.years
      - value: 340
        label: about.figures.projects

`;

describe('the edit operations, on a site without mistakes', () => {
  beforeAll(() => {
    site = new SiteCopy();
  });
  afterAll(() => site.remove());

  it('writes a text in every language at its key, changing only that line, and nothing else', () => {
    const edit = plan({ kind: 'set-text', key: 'about.banner', values: { en: 'Twelve years of projects.', es: 'Doce años de proyectos: nube y datos.' } });
    expect([...edit.files.keys()]).toEqual(['locales/en/about.yaml', 'locales/es/about.yaml', 'locales/translation-state.json']);
    // The Spanish, written beside the English, counts as its translation.
    expect(JSON.parse(planned(edit, 'locales/translation-state.json')!)).toEqual({ es: { 'about.banner': fingerprint('Twelve years of projects.') } });
    const en = site.read('locales/en/about.yaml');
    expect(planned(edit, 'locales/en/about.yaml')).toBe(
      replaced(en, 'banner: Twelve years of cloud, data and web projects for companies in Spain.', 'banner: Twelve years of projects.'),
    );
    const es = site.read('locales/es/about.yaml');
    expect(planned(edit, 'locales/es/about.yaml')).toBe(
      replaced(es, 'banner: Doce años de proyectos de nube, datos y web para empresas en España.', 'banner: "Doce años de proyectos: nube y datos."'),
    );
    expect(edit.problems).toEqual([]);
    expect(edit.path).toBeUndefined();
  });

  it('leaves out a language whose text does not change, and plans nothing for a text saved as it was', () => {
    const edit = plan({
      kind: 'set-text',
      key: 'about.banner',
      values: { en: 'Twelve years.', es: site.read('locales/es/about.yaml').match(/^banner: (.*)$/m)![1]! },
    });
    expect([...edit.files.keys()]).toEqual(['locales/en/about.yaml']);
    expect(plan({ kind: 'set-text', key: 'about.meta.title', values: { en: 'About' } }).files.size).toBe(0);
  });

  it('moves a section with its blank line, changing no other byte', () => {
    const edit = plan({ kind: 'move-block', route: 'about', from: 2, to: 0 });
    const page = site.read('pages/about.yaml');
    const expected = replaced(replaced(page, counters, ''), 'blocks:\n', `blocks:\n${counters}`);
    expect(planned(edit, 'pages/about.yaml')).toBe(expected);
    expect([...edit.files.keys()]).toEqual(['pages/about.yaml']);
    expect(edit.problems).toEqual([]);
  });

  it('removes a section and the texts only it used, with the groups that leaves empty, in every language', () => {
    const edit = plan({ kind: 'remove-block', route: 'about', index: 2 });
    expect(planned(edit, 'pages/about.yaml')).toBe(replaced(site.read('pages/about.yaml'), counters, ''));
    expect(planned(edit, 'locales/en/about.yaml')).toBe(
      replaced(site.read('locales/en/about.yaml'), 'figures:\n  heading: "{{company}} in figures"\n  years: years\n  projects: projects delivered\n', ''),
    );
    expect(planned(edit, 'locales/es/about.yaml')).toBe(
      replaced(site.read('locales/es/about.yaml'), 'figures:\n  heading: "{{company}} en cifras"\n  years: años\n  projects: proyectos entregados\n', ''),
    );
    expect(edit.problems).toEqual([]);
  });

  it('duplicates a section after itself, its texts copied to fresh keys of the page, the smallest number free', () => {
    const edit = plan({ kind: 'duplicate-block', route: 'about', index: 2 }, { kind: 'duplicate-block', route: 'about', index: 2 });
    const copy = (n: number) => `  - type: counters
    heading: about.counters-${n}.heading
    items:
      - value: 12
        suffix: +
        label: about.counters-${n}.items-1.label
      - value: 340
        label: about.counters-${n}.items-2.label

`;
    expect(planned(edit, 'pages/about.yaml')).toBe(replaced(site.read('pages/about.yaml'), counters, counters + copy(2) + copy(1)));
    const texts = (n: number, heading: string, years: string, projects: string) =>
      `counters-${n}:\n  heading: "${heading}"\n  items-1:\n    label: ${years}\n  items-2:\n    label: ${projects}\n`;
    expect(planned(edit, 'locales/en/about.yaml')).toBe(
      `${site.read('locales/en/about.yaml')}${texts(1, '{{company}} in figures', 'years', 'projects delivered')}${texts(2, '{{company}} in figures', 'years', 'projects delivered')}`,
    );
    expect(planned(edit, 'locales/es/about.yaml')).toBe(
      `${site.read('locales/es/about.yaml')}${texts(1, '{{company}} en cifras', 'años', 'proyectos entregados')}${texts(2, '{{company}} en cifras', 'años', 'proyectos entregados')}`,
    );
    expect(edit.problems).toEqual([]);
  });

  it('adds a section whose example links to a page this site lacks with that link leading home, and keeps the links to pages it has', () => {
    const edit = plan({ kind: 'add-block', route: 'about', index: 1, type: 'call-to-action' });
    expect(edit.problems).toEqual([]);
    const page = planned(edit, 'pages/about.yaml');
    expect(page).toContain('      link: /contact\n');
    expect(page).not.toContain('/about-us');
    expect(page).toContain('      link: /\n');
  });

  it("adds a section of a type with its example's content, its texts in every language under fresh keys of the page", () => {
    const edit = plan({ kind: 'add-block', route: 'about', index: 1, type: 'faq' });
    const page = planned(edit, 'pages/about.yaml');
    expect(page).toBe(
      replaced(
        site.read('pages/about.yaml'),
        '  - type: skill-bars\n',
        `  - type: faq
    eyebrow: about.faq-1.eyebrow
    heading: about.faq-1.heading
    intro: about.faq-1.intro
    items:
      - question: about.faq-1.items-1.question
        answer: about.faq-1.items-1.answer
      - question: about.faq-1.items-2.question
        answer: about.faq-1.items-2.answer

  - type: skill-bars
`,
      ),
    );
    const en = planned(edit, 'locales/en/about.yaml')!;
    expect(en.startsWith(site.read('locales/en/about.yaml'))).toBe(true);
    expect(en.slice(site.read('locales/en/about.yaml').length).split('\n').slice(0, 7)).toEqual([
      'faq-1:',
      '  eyebrow: Before you write',
      '  heading: Frequently asked questions',
      '  intro: What people usually ask us before a first conversation.',
      '  items-1:',
      '    question: How soon will you answer my message?',
      '    answer: |-',
    ]);
    expect(planned(edit, 'locales/es/about.yaml')).toContain('\nfaq-1:\n  eyebrow: Antes de escribirnos\n');
    expect(edit.problems).toEqual([]);
  });

  it("refuses a section whose link leads to no page, with the check's message at the field", () => {
    const value = readBlock(site.root, '', 1).value;
    const edit = plan({ kind: 'set-block', route: '', index: 1, value: { ...value, action: { label: 'home.about.action', link: '/nowhere' } } });
    expect(planned(edit, 'pages/home.yaml')).toBe(
      replaced(site.read('pages/home.yaml'), '      label: home.about.action\n      link: /about\n', '      label: home.about.action\n      link: /nowhere\n'),
    );
    expect(brief(edit)).toEqual([
      { code: 'dead-link', file: 'pages/home.yaml', path: ['blocks', 1, 'action', 'link'], message: 'The link "/nowhere" points to no page of this site.' },
    ]);
    expect(edit.problems[0]!.line).toBe(site.positionOf('pages/home.yaml', 'link: /about\n\n  - type: service-cards').line);
  });

  it('refuses a text whose formatted link leads to no page', () => {
    const edit = plan({ kind: 'set-text', key: 'about.skills.text', values: { es: 'Véase [nosotros](/ninguna).' } });
    expect(brief(edit)).toEqual([
      { code: 'dead-link', file: 'locales/es/about.yaml', path: ['skills', 'text'], message: 'The link "/ninguna" points to no page of this site.' },
    ]);
  });

  it("sets a section's fields, writes the texts given for its keys, and removes the texts it no longer names", () => {
    const edit = plan({
      kind: 'set-block',
      route: 'about',
      index: 2,
      value: { type: 'counters', heading: 'about.figures.heading', items: [{ value: 13, suffix: '+', label: 'about.figures.clients' }] },
      texts: { 'about.figures.clients': { en: 'happy clients', es: 'clientes contentos' } },
    });
    expect(planned(edit, 'pages/about.yaml')).toBe(
      replaced(
        site.read('pages/about.yaml'),
        '      - value: 12\n        suffix: "+"\n        label: about.figures.years\n      - value: 340\n        label: about.figures.projects\n',
        '      - value: 13\n        suffix: "+"\n        label: about.figures.clients\n',
      ),
    );
    expect(planned(edit, 'locales/en/about.yaml')).toBe(
      replaced(site.read('locales/en/about.yaml'), '  years: years\n  projects: projects delivered\n', '  clients: happy clients\n'),
    );
    expect(planned(edit, 'locales/es/about.yaml')).toBe(
      replaced(site.read('locales/es/about.yaml'), '  years: años\n  projects: proyectos entregados\n', '  clients: clientes contentos\n'),
    );
    expect(edit.problems).toEqual([]);
  });

  it('plans a new page as npm run new:page makes it, and tells where it is', () => {
    const edit = plan({ kind: 'new-page', route: 'team' });
    expect([...edit.files.keys()].sort()).toEqual([
      'locales/en/pages.yaml',
      'locales/es/pages.yaml',
      'locales/example-texts.json',
      'locales/translation-state.json',
      'pages/team.yaml',
    ]);
    expect(planned(edit, 'pages/team.yaml')).toContain('route: team\ntitle: pages.team.title\n');
    expect(edit.path).toBe('/team');
    expect(edit.problems).toEqual([]);
    expect(refusal(() => plan({ kind: 'new-page', route: 'About Us' }))).toMatchObject({ code: 'invalid-route', status: 400 });
    expect(refusal(() => plan({ kind: 'new-page', route: 'about' }))).toEqual({
      code: 'file-exists',
      status: 400,
      message: 'pages/about.yaml already exists.',
    });
  });

  it('plans a new article in the collection given', () => {
    const edit = plan({ kind: 'new-article', slug: 'cloud-notes', collection: 'articles' });
    expect(planned(edit, 'pages/articles/cloud-notes.yaml')).toContain('title: news.cloudNotes.title\n');
    expect(planned(edit, 'locales/en/news.yaml')).toContain('\ncloudNotes:\n  title: Cloud notes\n');
    expect(edit.path).toBe('/articles/cloud-notes');
    expect(edit.problems).toEqual([]);
    expect(refusal(() => plan({ kind: 'new-article', slug: 'x', collection: 'blog' }))).toMatchObject({ code: 'unknown-collection', status: 400 });
  });

  it('plans moving a page: its file renamed, its links and its redirect, as npm run move:page does', () => {
    const edit = plan({ kind: 'move-page', from: '/about', to: '/about-us' });
    expect(edit.files.get('pages/about.yaml')).toBeNull();
    // The first line names the schema by a path from the file's folder, the same folder here (a copy's path may differ where it climbs past /).
    const body = (text: string) => text.slice(text.indexOf('\n'));
    expect(body(planned(edit, 'pages/about-us.yaml')!)).toBe(replaced(body(site.read('pages/about.yaml')), 'route: about\n', 'route: about-us\n'));
    expect(planned(edit, 'site.yaml')).toContain('redirects:\n  - from: /about\n    to: /about-us\n');
    expect(edit.path).toBe('/about-us');
    expect(edit.problems).toEqual([]);
    expect(refusal(() => plan({ kind: 'move-page', from: '/nowhere', to: '/elsewhere' }))).toMatchObject({ code: 'no-such-page', status: 404 });
  });

  it('refuses requests it cannot make, naming what is missing, before planning anything', () => {
    expect(refusal(() => plan({ kind: 'move-block', route: 'team', from: 0, to: 1 }))).toEqual({
      code: 'no-such-page',
      status: 404,
      message: 'No page has the route "team".',
    });
    expect(refusal(() => plan({ kind: 'remove-block', route: 'about', index: 6 }))).toEqual({
      code: 'no-such-block',
      status: 404,
      message: 'The page of "about" (pages/about.yaml) has no section 7: it has 6.',
    });
    expect(refusal(() => plan({ kind: 'add-block', route: 'about', index: 0, type: 'carousel' }))).toMatchObject({ code: 'no-such-block-type', status: 404 });
    expect(refusal(() => plan({ kind: 'set-text', key: 'about.nothing.here', values: { en: 'x' } }))).toMatchObject({ code: 'no-such-text', status: 404 });
    expect(refusal(() => plan({ kind: 'set-text', key: 'about.team', values: { en: 'x' } }))).toMatchObject({ code: 'text-is-group', status: 400 });
    expect(refusal(() => plan({ kind: 'set-text', key: 'about.banner', values: { fr: 'x' } }))).toMatchObject({ code: 'unknown-language', status: 400 });
    expect(refusal(() => plan())).toMatchObject({ code: 'no-changes', status: 400 });
  });
});

describe('the edit operations, on a site that has mistakes already', () => {
  beforeEach(() => {
    site = new SiteCopy();
  });
  afterEach(() => site.remove());

  it('refuses no change for an error the files have already, even when sections move around it', () => {
    site.edit('pages/home.yaml', 'link: /services/consulting\n      - icon: code', 'link: /nowhere\n      - icon: code');
    const before = checkSite(site.root).problems.filter((problem) => problem.code === 'dead-link');
    expect(before.map(({ path }) => formatPath(path))).toEqual(['blocks[2].cards[1].link']);
    expect(plan({ kind: 'move-block', route: '', from: 2, to: 0 }).problems).toEqual([]);
    expect(plan({ kind: 'remove-block', route: '', index: 1 }).problems).toEqual([]);
    expect(plan({ kind: 'set-text', key: 'home.cta.heading', values: { en: 'Talk to us' } }).problems).toEqual([]);
    // A copy of the section with the mistake makes a second one: that is new.
    expect(brief(plan({ kind: 'duplicate-block', route: '', index: 2 }))).toEqual([
      { code: 'dead-link', file: 'pages/home.yaml', path: ['blocks', 3, 'cards', 1, 'link'], message: 'The link "/nowhere" points to no page of this site.' },
    ]);
  });

  it('keeps a text that another page still uses when its section is removed', () => {
    site.edit('pages/contact.yaml', 'heading: contact.faq.heading', 'heading: about.figures.heading');
    const edit = plan({ kind: 'remove-block', route: 'about', index: 2 });
    expect(planned(edit, 'locales/en/about.yaml')).toBe(replaced(site.read('locales/en/about.yaml'), '  years: years\n  projects: projects delivered\n', ''));
    expect(edit.problems).toEqual([]);
  });

  it('keeps the texts that site.yaml or another section of the same page still uses', () => {
    site.edit('site.yaml', 'heading: common.footer.newsletterHeading', 'heading: about.figures.heading');
    site.edit('pages/about.yaml', 'heading: about.video.heading', 'heading: about.figures.years');
    const edit = plan({ kind: 'remove-block', route: 'about', index: 2 });
    expect(planned(edit, 'locales/es/about.yaml')).toBe(replaced(site.read('locales/es/about.yaml'), '  projects: proyectos entregados\n', ''));
    expect(edit.problems).toEqual([]);
  });

  it("gives a language the example has no text in the default language's, marked as not yet translated", () => {
    site.edit('site.yaml', '      locale: es_ES\n', '      locale: es_ES\n    - code: fr\n      label: Français\n      locale: fr_FR\n');
    for (const file of readdirSync(join(site.root, 'locales/en'))) site.write(`locales/fr/${file}`, site.read(`locales/en/${file}`));
    const edit = plan({ kind: 'add-block', route: 'about', index: 1, type: 'faq' });
    expect(planned(edit, 'locales/fr/about.yaml')).toContain('\nfaq-1:\n  eyebrow: Before you write\n');
    const state = JSON.parse(planned(edit, 'locales/translation-state.json')!) as Record<string, Record<string, unknown>>;
    // The example's Spanish is its English's translation; French it has none.
    expect(Object.keys(state)).toEqual(['es', 'fr']);
    expect(state.es!['about.faq-1.eyebrow']).toBe(fingerprint('Before you write'));
    expect(state.fr!['about.faq-1.eyebrow']).toEqual({ untranslated: fingerprint('Before you write'), writtenBy: 'Add section' });
    expect(Object.keys(state.fr!)).toHaveLength(7);
    expect(edit.problems).toEqual([]);
  });

  it("skips the numbers of a page's groups that are taken, in any language", () => {
    site.edit('locales/es/about.yaml', 'video:\n', 'faq-1:\n  eyebrow: Ya\nvideo:\n');
    const edit = plan({ kind: 'add-block', route: 'about', index: 0, type: 'faq' });
    expect(planned(edit, 'pages/about.yaml')).toContain('    heading: about.faq-2.heading\n');
  });

  it('creates a missing text file with the first line the other text files carry', () => {
    rmSync(join(site.root, 'locales/es/notFound.yaml'));
    const edit = plan({ kind: 'set-text', key: 'notFound.title', values: { es: 'Página no encontrada' } });
    expect(planned(edit, 'locales/es/notFound.yaml')).toBe('# yaml-language-server: $schema=../../../../../schema/locale.json\ntitle: Página no encontrada\n');
    // The other texts of that file were missing already: not this save's doing.
    expect(edit.problems).toEqual([]);
  });

  it('puts the texts of a section added to a page without texts of its own in a file named after its route', () => {
    const edit = plan({ kind: 'add-block', route: 'articles/first-steps', index: 2, type: 'counters' });
    expect(planned(edit, 'pages/article.yaml')).toContain('  - type: counters\n    heading: articles.counters-1.heading\n');
    expect(planned(edit, 'locales/en/articles.yaml')).toMatch(
      /^# yaml-language-server: \$schema=..\/..\/..\/..\/..\/schema\/locale.json\ncounters-1:\n  heading: /,
    );
    expect(edit.problems).toEqual([]);
  });
});

describe('the content check on would-be files', () => {
  beforeAll(() => {
    site = new SiteCopy();
  });
  afterAll(() => site.remove());

  it('reads the texts of an overlay instead of the disk: files changed, added and removed', () => {
    const overlay = new Map<string, string | null>([
      ['pages/contact.yaml', null],
      ['pages/team.yaml', site.read('pages/about.yaml').replace('route: about', 'route: team')],
      ['locales/en/about.yaml', site.read('locales/en/about.yaml').replace('  web: Web\n', '')],
    ]);
    const checked = checkSite(site.root, undefined, overlay);
    expect(checked.sources.pages.map(({ file }) => file)).toContain('pages/team.yaml');
    expect(checked.sources.pages.map(({ file }) => file)).not.toContain('pages/contact.yaml');
    const codes = checked.problems.map(({ code, file, path }) => `${code} ${file} ${formatPath(path)}`);
    expect(codes).toContain('missing-text pages/about.yaml blocks[1].skills[2].label');
    expect(codes).toContain('dead-link site.yaml header.menu[4].link');
    expect(checkSite(site.root).problems.filter((problem) => problem.severity === 'error')).toEqual([]);
  });
});

describe('reading what the dialogs show', () => {
  beforeAll(() => {
    site = new SiteCopy();
  });
  afterAll(() => site.remove());

  it('reads a text in every language, with its file, line and state, and whether it is formatted', () => {
    site.edit('locales/es/about.yaml', '  web: Web\n', '');
    site.write(
      'locales/translation-state.json',
      JSON.stringify({
        es: {
          'about.skills.heading': fingerprint('What we used to be good at'),
          'about.skills.cloud': { untranslated: fingerprint('Nube'), writtenBy: 'new:page' },
          'about.skills.data': fingerprint('Data'),
          'about.skills.text': fingerprint('Our own estimate, reviewed every year with [our clients](/contact).'),
        },
      }),
    );
    const text = readText(site.root, 'about.skills.text');
    expect(text).toEqual({
      key: 'about.skills.text',
      formatted: true,
      languages: [
        {
          code: 'en',
          label: 'English',
          file: 'locales/en/about.yaml',
          line: 9,
          value: 'Our own estimate, reviewed every year with [our clients](/contact).',
          state: 'present',
        },
        {
          code: 'es',
          label: 'Español',
          file: 'locales/es/about.yaml',
          line: 9,
          value: 'Nuestra propia estimación, revisada cada año con [nuestros clientes](/contact).',
          state: 'present',
        },
      ],
      files: ['locales/en/about.yaml', 'locales/es/about.yaml'],
    });
    expect(readText(site.root, 'about.banner').formatted).toBe(false);
    const states = (key: string) => readText(site.root, key).languages.map(({ state, line }) => ({ state, line }));
    expect(states('about.skills.web')).toEqual([
      { state: 'present', line: site.positionOf('locales/en/about.yaml', '  web: Web').line },
      { state: 'missing', line: null },
    ]);
    expect(states('about.skills.heading').map(({ state }) => state)).toEqual(['present', 'source-changed']);
    expect(states('about.skills.cloud').map(({ state }) => state)).toEqual(['present', 'untranslated']);
    expect(states('about.skills.data').map(({ state }) => state)).toEqual(['present', 'present']);
    expect(states('about.skills.eyebrow').map(({ state }) => state)).toEqual(['present', 'untranslated']);
  });

  it('reads a section with its texts and the files they are in', () => {
    expect(readBlock(site.root, 'about', 2)).toEqual({
      route: 'about',
      index: 2,
      file: 'pages/about.yaml',
      line: site.positionOf('pages/about.yaml', '- type: counters').line,
      type: 'counters',
      value: {
        type: 'counters',
        heading: 'about.figures.heading',
        items: [
          { value: 12, suffix: '+', label: 'about.figures.years' },
          { value: 340, label: 'about.figures.projects' },
        ],
      },
      texts: {
        'about.figures.heading': { en: '{{company}} in figures', es: '{{company}} en cifras' },
        'about.figures.years': { en: 'years', es: 'años' },
        'about.figures.projects': { en: 'projects delivered', es: 'proyectos entregados' },
      },
      files: ['pages/about.yaml', 'locales/en/about.yaml', 'locales/es/about.yaml'],
    });
    expect(readBlock(site.root, 'articles/first-steps', 1)).toMatchObject({ file: 'pages/article.yaml', type: 'article-body' });
  });

  it('reads the site: languages, pages with their addresses and titles, block types and their schemas with every $ref resolved', () => {
    const read = readSite(site.root);
    expect(read.languages).toEqual([
      { code: 'en', label: 'English' },
      { code: 'es', label: 'Español' },
    ]);
    expect(read.pages).toContainEqual({ route: '', path: '/', title: 'Home', file: 'pages/home.yaml', article: false });
    expect(read.pages).toContainEqual({
      route: 'services/consulting',
      path: '/services/consulting',
      title: 'Consulting',
      file: 'pages/services/consulting.yaml',
      article: false,
    });
    expect(read.pages).toContainEqual({
      route: 'articles/first-steps',
      path: '/articles/first-steps',
      title: 'First steps in the cloud',
      file: 'pages/articles/first-steps.yaml',
      article: true,
    });
    expect(read.pages.map(({ route }) => route)).not.toContain('*');
    expect(read.blockTypes).toContainEqual({ type: 'faq', title: 'Questions and answers', description: expect.stringMatching(/^Frequently asked questions/) });
    expect(Object.keys(read.blockSchemas).sort()).toEqual(read.blockTypes.map(({ type }) => type).sort());
    expect(JSON.stringify(read.blockSchemas)).not.toContain('"$ref"');
    expect(read.blockSchemas.faq).toMatchObject({ properties: { heading: { title: 'Heading', type: 'string', contentRef: 'text' } } });
    expect(read.imagesFolder).toBe('images/uploads');
    expect(read.collections).toEqual(['articles']);
  });
});

describe('example texts', () => {
  beforeEach(() => {
    site = new SiteCopy();
  });
  afterEach(() => site.remove());

  /** Writes what `edit` planned, as a save does. */
  const save = (edit: PlannedEdit) => {
    for (const [file, text] of edit.files) if (text !== null) site.write(file, text);
  };
  const exampleWarnings = () => checkSite(site.root).problems.filter(({ code }) => code === 'example-text');

  it('marks every text of a new section as an example, warned about and listed for the page until it changes', () => {
    save(plan({ kind: 'add-block', route: 'about', index: 1, type: 'faq' }));
    const record = JSON.parse(site.read('locales/example-texts.json')) as Record<string, Record<string, unknown>>;
    expect(record.en!['about.faq-1.eyebrow']).toEqual({ example: fingerprint('Before you write'), writtenBy: 'Add section' });
    expect(Object.keys(record.es!)).toHaveLength(7);
    expect(exampleWarnings()).toHaveLength(14);
    expect(readSite(site.root).exampleTexts).toContainEqual({ language: 'es', key: 'about.faq-1.heading' });
    save(plan({ kind: 'set-text', key: 'about.faq-1.heading', values: { en: 'Questions', es: 'Preguntas' } }));
    expect(exampleWarnings()).toHaveLength(12);
    expect(readSite(site.root).exampleTexts).not.toContainEqual({ language: 'es', key: 'about.faq-1.heading' });
  });

  it('marks the starting texts of a new page as examples, but not its name', () => {
    save(plan({ kind: 'new-page', route: 'careers' }));
    const keys = readSite(site.root)
      .exampleTexts.filter(({ language }) => language === 'en')
      .map(({ key }) => key);
    expect(keys.sort()).toEqual([
      'pages.careers.banner',
      'pages.careers.description',
      'pages.careers.heading',
      'pages.careers.itemText',
      'pages.careers.itemTitle',
    ]);
  });

  it('starts a new article from the title given, in every language', () => {
    const edit = plan({ kind: 'new-article', slug: 'dia-de-campo', collection: 'articles', title: 'Día de campo en Toledo' });
    expect(planned(edit, 'locales/en/news.yaml')).toContain('\ndiaDeCampo:\n  title: Día de campo en Toledo\n');
    expect(planned(edit, 'locales/es/news.yaml')).toContain('\ndiaDeCampo:\n  title: Día de campo en Toledo\n');
    save(edit);
    expect(readSite(site.root).exampleTexts.map(({ key }) => key)).not.toContain('news.diaDeCampo.title');
    expect(readSite(site.root).exampleTexts.map(({ key }) => key)).toContain('news.diaDeCampo.teaser');
  });
});
