import { describe, expect, it } from 'vitest';
import { saveWaits, verdictOf, writtenColours } from '../../../../src/edit-mode/client/brand-verdict.ts';
import { brandColourDefaults } from '../../../../src/styles/brand.ts';

/** What the Brand dialog says of a colour before it is saved: plain words, the content check's rule. */

const none = { primary: null, accent: null, text: null, heading: null, background: null, dark: null };

describe('the verdict on a colour', () => {
  it("says in plain words that the site's own colours read well, no ratio, no WCAG", () => {
    expect(verdictOf({}, 'primary')).toEqual({ readable: true, words: 'White text on this colour is easy to read, and so are links in this colour.' });
    expect(verdictOf(brandColourDefaults, 'dark')).toEqual({ readable: true, words: 'Light text on this colour is easy to read.' });
    expect(verdictOf({ primary: '#ffd43b', background: '#fffbe6' }, 'background').words).toBe('Text is easy to read on this colour.');
  });

  it('says a colour too light for its text, and the nearest colour that passes, as the check would', () => {
    expect(verdictOf({ primary: '#7fb38f' }, 'primary')).toEqual({
      readable: false,
      words: 'Too light: menu entries under the pointer would be hard to read.',
      suggestion: '#457756',
    });
    expect(verdictOf({ primary: '#457756' }, 'primary').readable).toBe(true);
  });

  it('says a colour too dark, to be made lighter', () => {
    const verdict = verdictOf({ dark: '#5a6b8c' }, 'dark');
    expect(verdict.words).toMatch(/^Too light: /);
    expect(verdictOf({ text: '#0b1324', background: '#1e293b' }, 'background')).toMatchObject({ readable: false, words: expect.stringMatching(/^Too dark: /) });
  });
});

describe('Save', () => {
  it('waits, saying why, for a colour that is no colour yet or that is hard to read', () => {
    expect(saveWaits(none)).toBeUndefined();
    expect(saveWaits({ ...none, primary: '#1b6e3a' })).toBeUndefined();
    expect(saveWaits({ ...none, primary: '#7fb' })).toBe('Save waits until the primary colour is easy to read: use the colour suggested, or choose another.');
    expect(saveWaits({ ...none, primary: '#7fb38' })).toBe('Save waits for the primary colour to be written as a colour, such as #1849a9.');
    expect(saveWaits({ ...none, heading: '' })).toBe('Save waits for the heading colour to be written as a colour, such as #1849a9.');
    expect(saveWaits({ ...none, text: 'rgb(0 0 0 / 0.5)' })).toBe('Save waits for the text colour to be written as a colour, such as #1849a9.');
  });

  it('writes only what was typed as a colour', () => {
    expect(writtenColours({ ...none, primary: ' #1b6e3a ', text: '#12' })).toEqual({ primary: '#1b6e3a' });
  });
});
