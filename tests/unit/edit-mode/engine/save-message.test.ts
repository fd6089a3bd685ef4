import { describe, expect, it } from 'vitest';
import { saveMessage } from '../../../../src/edit-mode/engine/save-message.ts';

describe("a save's commit message, in plain words", () => {
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
