import { describe, expect, it } from 'vitest';
import { saveMessage } from '../../../../src/edit-mode/engine/save-message.ts';

describe("a save's commit message, in plain words", () => {
  it("says a text's field, its first words and its page by the site's names, when the save knows them", () => {
    const names = { pages: { about: 'About us' }, texts: { 'about.story.heading': { field: 'heading', page: 'About us', text: 'Our story' } } };
    const files = ['locales/en/about.yaml', 'locales/es/about.yaml', 'locales/translation-state.json'];
    expect(saveMessage([{ kind: 'set-text', key: 'about.story.heading', values: { en: 'Our story', es: 'Nuestra historia' } }], files, names)).toBe(
      'heading “Our story” on About us changed (English, Spanish)',
    );
    expect(saveMessage([{ kind: 'mark-translated', key: 'about.story.heading' }], [files[2]!], names)).toBe(
      'heading “Our story” on About us marked as translated',
    );
    expect(saveMessage([{ kind: 'remove-block', route: 'about', index: 1 }], ['pages/about.yaml'], names)).toBe('About us: section 2 removed');
  });

  it('names the text and the languages it was written in', () => {
    expect(
      saveMessage([{ kind: 'set-text', key: 'about.story.heading', values: { en: 'x', es: 'y' } }], ['locales/en/about.yaml', 'locales/es/about.yaml']),
    ).toBe('about: story heading changed (English, Spanish)');
  });

  it("names the menus and the settings dialogs' saves by what an editor calls them", () => {
    expect(saveMessage([{ kind: 'set-menu', menu: 'header', entries: [] }], ['site.yaml', 'locales/en/common.yaml'])).toBe('Header menu changed (English)');
    expect(saveMessage([{ kind: 'set-menu', menu: 'footer-useful', entries: [] }], ['site.yaml'])).toBe('Footer links changed');
    expect(
      saveMessage(
        [{ kind: 'set-page', route: 'about-us', title: {}, description: {}, shareImage: null, unlisted: false, canonical: null }],
        ['locales/en/about.yaml'],
      ),
    ).toMatch(/page settings changed$/);
  });

  it('gathers several changes under the first, listing all of them', () => {
    const message = saveMessage(
      [
        { kind: 'remove-block', route: 'contact', index: 1 },
        { kind: 'move-block', route: 'contact', from: 0, to: 2 },
      ],
      ['pages/contact.yaml'],
    );
    expect(message.split('\n')[0]).toMatch(/section 2 removed and 1 more$/);
    expect(message).toMatch(/section 1 moved to place 3/);
  });
});
