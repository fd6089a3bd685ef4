import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { confirmTranslations } from '../../../../scripts/i18n-report.ts';
import { fingerprint } from '../../../../src/content/pipeline.ts';
import { planChanges, readTranslations } from '../../../../src/edit-mode/engine/site-edits.ts';
import type { EditModeChange } from '../../../../src/edit-mode/protocol.ts';
import { SiteCopy } from '../../../support/site-copy.ts';

let site: SiteCopy;
beforeEach(() => {
  site = new SiteCopy();
  confirmTranslations(site.root);
});
afterEach(() => site.remove());

const state = 'locales/translation-state.json';

/** Plans `changes` and writes what they plan, as a save would. */
function save(...changes: EditModeChange[]): Map<string, string | null> {
  const { files, problems } = planChanges(site.root, changes);
  expect(problems).toEqual([]);
  for (const [file, text] of files) {
    if (text === null) rmSync(join(site.root, file));
    else {
      mkdirSync(dirname(join(site.root, file)), { recursive: true });
      writeFileSync(join(site.root, file), text);
    }
  }
  return files;
}

const listed = () => readTranslations(site.root).pages.flatMap((page) => page.texts.map(({ key, reason }) => `${page.title}: ${key} ${reason}`));

describe('translations in edit mode', () => {
  it('lists nothing once every translation is confirmed, and a text whose English changed under its page, in both languages, with why', () => {
    expect(readTranslations(site.root)).toEqual({ pages: [], files: [state] });
    site.edit('locales/en/about.yaml', 'banner: Twelve years of cloud, data and web projects for companies in Spain.', 'banner: Twelve years of projects.');
    const { pages, files } = readTranslations(site.root);
    expect(pages).toEqual([
      {
        title: 'About',
        path: '/about',
        texts: [
          {
            key: 'about.banner',
            label: 'Title banner: text',
            reason: 'source-changed',
            values: { en: 'Twelve years of projects.', es: 'Doce años de proyectos de nube, datos y web para empresas en España.' },
          },
        ],
      },
    ]);
    expect(files).toEqual([state, 'locales/en/about.yaml', 'locales/es/about.yaml']);
  });

  it('counts a text saved in both languages together as translated, recorded as npm run i18n:confirm records it', () => {
    const files = save({ kind: 'set-text', key: 'about.banner', values: { en: 'Twelve years of projects.', es: 'Doce años de proyectos.' } });
    expect([...files.keys()]).toEqual(['locales/en/about.yaml', 'locales/es/about.yaml', state]);
    expect(listed()).toEqual([]);
    const recorded = site.read(state);
    confirmTranslations(site.root, ['about.banner']);
    expect(site.read(state)).toBe(recorded);
  });

  it('lists a text whose English alone was saved as written before its English changed', () => {
    save({
      kind: 'set-text',
      key: 'about.banner',
      values: { en: 'Twelve years of projects.', es: 'Doce años de proyectos de nube, datos y web para empresas en España.' },
    });
    expect(listed()).toEqual(['About: about.banner source-changed']);
  });

  it('marks a text as translated by changing its one line of the record, and lists it no more', () => {
    site.edit('locales/en/about.yaml', 'banner: Twelve years of cloud, data and web projects for companies in Spain.', 'banner: Twelve years of projects.');
    const before = site.read(state);
    expect([...save({ kind: 'mark-translated', key: 'about.banner' }).keys()]).toEqual([state]);
    const changed = site
      .read(state)
      .split('\n')
      .filter((line, at) => line !== before.split('\n')[at]);
    expect(changed).toEqual([`    "about.banner": "${fingerprint('Twelve years of projects.')}",`]);
    expect(listed()).toEqual([]);
  });

  it('lists the starting texts of a new page as not translated yet, and no longer once translated in place', () => {
    save({ kind: 'new-page', route: 'careers' });
    expect(listed()).toContain('Careers: pages.careers.heading untranslated');
    save({ kind: 'set-text', key: 'pages.careers.heading', values: { es: 'Trabaja con nosotros' } });
    expect(listed()).not.toContain('Careers: pages.careers.heading untranslated');
    expect(listed()).toContain('Careers: pages.careers.banner untranslated');
  });
});
