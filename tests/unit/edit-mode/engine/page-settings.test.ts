import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planChanges, readPage } from '../../../../src/edit-mode/engine/site-edits.ts';
import type { EditModePageSettings } from '../../../../src/edit-mode/protocol.ts';
import { refusal } from '../../../support/edit-refusal.ts';
import { SiteCopy } from '../../../support/site-copy.ts';

/** A page's settings edited as Page settings asks, on a copy of the fixture site: only the lines meant change. */

let site: SiteCopy;
beforeAll(() => {
  site = new SiteCopy();
});
afterAll(() => site.remove());

const about = (): EditModePageSettings => {
  const { title, description, shareImage, unlisted, canonical } = readPage(site.root, 'about');
  return { title, description, shareImage, unlisted, canonical };
};
const plan = (settings: Partial<EditModePageSettings>, route = 'about') => planChanges(site.root, [{ kind: 'set-page', route, ...about(), ...settings }]);
describe("a page's settings", () => {
  it('reads the title and description in every language, the other settings, and the files they come from', () => {
    expect(readPage(site.root, 'about')).toEqual({
      route: 'about',
      file: 'pages/about.yaml',
      title: { en: 'About', es: 'Nosotros' },
      description: { en: 'Who we are and how we work.', es: 'Quiénes somos y cómo trabajamos.' },
      shareImage: null,
      unlisted: false,
      canonical: null,
      files: ['pages/about.yaml', 'locales/en/about.yaml', 'locales/es/about.yaml'],
    });
    expect(refusal(() => readPage(site.root, 'nowhere')).message).toBe('No page is at /nowhere.');
  });

  it('changes the title and description in both languages on their lines only, and the page file not at all', () => {
    const edit = plan({ title: { en: 'About us', es: 'Sobre nosotros' }, description: { en: 'Who we are.', es: 'Quiénes somos.' } });
    expect(edit.problems).toEqual([]);
    expect([...edit.files.keys()]).toEqual(['locales/en/about.yaml', 'locales/es/about.yaml', 'locales/translation-state.json']);
    expect(edit.files.get('locales/en/about.yaml')).toBe(
      site
        .read('locales/en/about.yaml')
        .replace('  title: About\n  description: Who we are and how we work.\n', '  title: About us\n  description: Who we are.\n'),
    );
    expect(edit.files.get('locales/es/about.yaml')).toBe(
      site
        .read('locales/es/about.yaml')
        .replace('  title: Nosotros\n  description: Quiénes somos y cómo trabajamos.\n', '  title: Sobre nosotros\n  description: Quiénes somos.\n'),
    );
  });

  it('writes a new setting on a line of its own above the blocks, and removes it again', () => {
    const edit = plan({ unlisted: true, canonical: '/services', shareImage: 'images/share.png' });
    expect([...edit.files.keys()]).toEqual(['pages/about.yaml']);
    expect(edit.files.get('pages/about.yaml')).toBe(
      site
        .read('pages/about.yaml')
        .replace(
          'description: about.meta.description\nblocks:',
          'description: about.meta.description\nshareImage: images/share.png\nunlisted: true\ncanonical: /services\nblocks:',
        ),
    );
    site.write('pages/about.yaml', edit.files.get('pages/about.yaml')!);
    const back = plan({ unlisted: false, canonical: null, shareImage: null });
    site.write('pages/about.yaml', back.files.get('pages/about.yaml')!);
    expect(site.read('pages/about.yaml')).toContain('description: about.meta.description\nblocks:');
  });

  it('removes the description in every language, its texts with it', () => {
    const edit = plan({ description: { en: '', es: ' ' } });
    expect(edit.files.get('pages/about.yaml')).toBe(site.read('pages/about.yaml').replace('description: about.meta.description\n', ''));
    expect(edit.files.get('locales/en/about.yaml')).toBe(site.read('locales/en/about.yaml').replace('  description: Who we are and how we work.\n', ''));
  });

  it("refuses a title left empty, a description in one language only, in the editor's words, and a canonical page that is not there with the check's", () => {
    expect(refusal(() => plan({ title: { en: 'About', es: '  ' } }))).toEqual({
      code: 'empty-title',
      status: 400,
      message: 'The page has no Español title: every language needs one.',
    });
    expect(refusal(() => plan({ description: { en: 'Who we are.', es: '' } }))).toEqual({
      code: 'empty-description',
      status: 400,
      message: 'The description is written in English but not in Español: write it in every language, or in none.',
    });
    expect(plan({ canonical: '/nowhere' }).problems.map(({ code, file }) => ({ code, file }))).not.toEqual([]);
  });
});
