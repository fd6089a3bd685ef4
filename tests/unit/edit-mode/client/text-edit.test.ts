import { describe, expect, it } from 'vitest';
import type { DevProblem } from '../../../../src/shared/dev-server.ts';
import type { EditModeText } from '../../../../src/edit-mode/protocol.ts';
import { changedValues, flagOf, placeProblems } from '../../../../src/edit-mode/client/text-edit.ts';

const text: EditModeText = {
  key: 'about.skills.text',
  formatted: true,
  languages: [
    { code: 'en', label: 'English', file: 'locales/en/about.yaml', line: 12, value: 'We move systems.', state: 'present' },
    { code: 'es', label: 'Español', file: 'locales/es/about.yaml', line: null, value: null, state: 'missing' },
  ],
  versions: {},
};
const problem = (file: string, message: string): DevProblem => ({ file, line: 1, column: 1, code: 'broken-link', path: [], message });

describe('the Edit text dialog', () => {
  it('saves only the languages whose box changed; an empty box of a missing text is no change', () => {
    expect(changedValues(text, { en: 'We move systems.', es: '' })).toEqual({});
    expect(changedValues(text, { en: 'We move systems!', es: '' })).toEqual({ en: 'We move systems!' });
    expect(changedValues(text, { en: 'We move systems.', es: 'Movemos sistemas.' })).toEqual({ es: 'Movemos sistemas.' });
  });

  it('shows each refusal under the box of the language whose file it names, the others above the boxes', () => {
    const en = problem('locales/en/about.yaml', 'No page has the route "nowhere".');
    const page = problem('pages/about.yaml', 'Something of the page.');
    expect(placeProblems([en, page], text)).toEqual({ byLanguage: { en: [en] }, others: [page] });
  });

  it('flags missing, untranslated and out-of-date translations in plain words', () => {
    expect([flagOf('present'), flagOf('missing'), flagOf('untranslated'), flagOf('source-changed')]).toEqual([
      undefined,
      'Missing',
      'Not translated yet',
      'The original changed after this was written',
    ]);
  });
});
