import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planChanges, readMenus, type PlannedEdit } from '../../../../src/edit-mode/engine/site-edits.ts';
import type { EditModeMenuEntry, EditModeMenus } from '../../../../src/edit-mode/protocol.ts';
import { refusal } from '../../../support/edit-refusal.ts';
import { SiteCopy } from '../../../support/site-copy.ts';

/** The menus of site.yaml edited as the Menu dialog asks, on a copy of the fixture site: only the lines meant change. */

let site: SiteCopy;
beforeAll(() => {
  site = new SiteCopy();
});
afterAll(() => site.remove());

const header = (): EditModeMenus['menus'][number] => readMenus(site.root).menus.find(({ name }) => name === 'header')!;
const planMenu = (menu: 'header' | 'footer-useful', entries: EditModeMenuEntry[]) => planChanges(site.root, [{ kind: 'set-menu', menu, entries }]);

/** The lines of the planned `file` against the file on disk, counted as a reader of a diff counts them: those gone, those new. */
function diff(edit: PlannedEdit, file: string): { removed: string[]; added: string[] } {
  const before = site.read(file).split('\n');
  const after = (edit.files.get(file) ?? '').split('\n');
  const without = (lines: string[], others: string[]) => {
    const left = [...others];
    return lines.filter((line) => {
      const at = left.indexOf(line);
      if (at === -1) return true;
      left.splice(at, 1);
      return false;
    });
  };
  return { removed: without(before, after), added: without(after, before) };
}

describe('the menus of site.yaml', () => {
  it('reads each menu with its links and labels in every language, and the files they come from', () => {
    const read = readMenus(site.root);
    expect(read.menus.map(({ name, heading }) => [name, heading])).toEqual([
      ['header', undefined],
      ['footer-services', 'Services'],
      ['footer-useful', 'Useful links'],
    ]);
    expect(header().entries[1]).toEqual({ from: 1, link: '/about', labels: { en: 'About', es: 'Nosotros' } });
    expect(read.files).toEqual(['site.yaml', 'locales/en/common.yaml', 'locales/es/common.yaml']);
  });

  it('adds an entry with its labels in both languages: one list item in site.yaml, one line in each text file, and no problem', () => {
    const entries = [...header().entries.slice(0, 4), { link: '/services', labels: { en: 'Careers', es: 'Empleo' } }, header().entries[4]!];
    const edit = planMenu('header', entries);
    expect(edit.problems).toEqual([]);
    expect(diff(edit, 'site.yaml')).toEqual({ removed: [], added: ['    - label: common.nav.careers', '      link: /services'] });
    expect(edit.files.get('site.yaml')).toContain('      link: /news\n    - label: common.nav.careers\n      link: /services\n    - label: common.nav.contact');
    expect(diff(edit, 'locales/en/common.yaml')).toEqual({ removed: [], added: ['  careers: Careers'] });
    expect(diff(edit, 'locales/es/common.yaml')).toEqual({ removed: [], added: ['  careers: Empleo'] });
    expect([...edit.files.keys()].sort()).toEqual(['locales/en/common.yaml', 'locales/es/common.yaml', 'locales/translation-state.json', 'site.yaml']);
  });

  it('moves an entry up: only its two lines move, no text changes', () => {
    const [home, about, services, news, contact] = header().entries;
    const edit = planMenu('header', [home!, services!, about!, news!, contact!]);
    expect(edit.problems).toEqual([]);
    expect(edit.files.get('site.yaml')).toBe(
      site
        .read('site.yaml')
        .replace(
          '    - label: common.nav.about\n      link: /about\n    - label: common.nav.services\n      link: /services\n',
          '    - label: common.nav.services\n      link: /services\n    - label: common.nav.about\n      link: /about\n',
        ),
    );
    expect([...edit.files.keys()]).toEqual(['site.yaml']);
  });

  it('removes an entry, and its label where nothing else names it; a label another menu or page names stays', () => {
    const entries = header().entries.filter(({ link }) => link !== '/services' && link !== '/about');
    const edit = planMenu('header', entries);
    expect(edit.problems).toEqual([]);
    expect(diff(edit, 'site.yaml')).toEqual({
      removed: ['    - label: common.nav.about', '      link: /about', '    - label: common.nav.services', '      link: /services'],
      added: [],
    });
    expect(diff(edit, 'locales/en/common.yaml')).toEqual({ removed: ['  services: Services'], added: [] });
    expect(diff(edit, 'locales/es/common.yaml')).toEqual({ removed: ['  services: Servicios'], added: [] });
  });

  it('changes a label in one language and a link in place', () => {
    const entries = header().entries.map((entry) =>
      entry.link === '/news' ? { ...entry, link: '/services', labels: { ...entry.labels, es: 'Novedades' } } : entry,
    );
    const edit = planMenu('header', entries);
    expect(diff(edit, 'site.yaml')).toEqual({ removed: ['      link: /news'], added: ['      link: /services'] });
    expect(diff(edit, 'locales/es/common.yaml')).toEqual({ removed: ['  news: Noticias'], added: ['  news: Novedades'] });
    expect(edit.files.has('locales/en/common.yaml')).toBe(false);
  });

  it('gives a new label a key of its own, named after its English label', () => {
    const useful = readMenus(site.root).menus.find(({ name }) => name === 'footer-useful')!.entries;
    const news = planMenu('footer-useful', [...useful, { link: '/news', labels: { en: 'Latest news', es: 'Noticias' } }]);
    expect(diff(news, 'site.yaml').added).toEqual(['      - label: common.footer.latestNews', '        link: /news']);
    const other = planMenu('footer-useful', [...useful, { link: '/news', labels: { en: 'Services', es: 'Otros' } }]);
    // common.footer.services is taken by another text.
    expect(diff(other, 'site.yaml').added).toEqual(['      - label: common.footer.services2', '        link: /news']);
  });

  it("refuses an empty label in plain words, and a link to no page with the content check's words", () => {
    expect(refusal(() => planMenu('header', [...header().entries, { link: '/services', labels: { en: 'Careers', es: '  ' } }]))).toEqual({
      code: 'empty-label',
      status: 400,
      message: 'The entry leading to /services has no Español label: write one, or remove the entry.',
    });
    const edit = planMenu('header', [...header().entries, { link: '/careers', labels: { en: 'Careers', es: 'Empleo' } }]);
    expect(edit.problems.map(({ code, file }) => ({ code, file }))).toEqual([{ code: 'dead-link', file: 'site.yaml' }]);
  });

  it('refuses an entry that is not in the menu any more', () => {
    expect(refusal(() => planMenu('header', [{ from: 9, link: '/', labels: { en: 'Home', es: 'Inicio' } }])).code).toBe('invalid-menu');
    expect(refusal(() => planChanges(site.root, [{ kind: 'set-menu', menu: 'sidebar' as 'header', entries: [] }])).code).toBe('unknown-menu');
  });
});
