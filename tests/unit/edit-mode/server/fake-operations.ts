import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EditError, type PlannedEdit } from '../../../../src/edit-mode/engine/site-edits.ts';
import type { EditModeOperations } from '../../../../src/edit-mode/server/endpoints.ts';

/** The text files of about.yaml's texts in the fixture site. */
export const aboutTexts = ['locales/en/about.yaml', 'locales/es/about.yaml'];

/**
 * Operations that read little and plan what each test says (EditModeServer.plan), for the rules
 * of the endpoints themselves: who may ask, limits, conflicts, writing and undo.
 */
export const fakeOperations: EditModeOperations = {
  readSite: () => ({
    languages: [{ code: 'en', label: 'English' }],
    pages: [],
    blockTypes: [],
    blockSchemas: {},
    imagesFolder: 'images/uploads',
    collections: [],
    exampleTexts: [],
  }),
  readText: (_root, key) => {
    if (key !== 'about.meta.title') throw new EditError('unknown-text', `There is no text ${key}.`);
    return {
      key,
      formatted: false,
      languages: aboutTexts.map((file, index) => ({
        code: ['en', 'es'][index]!,
        label: ['English', 'Español'][index]!,
        file,
        line: 3,
        value: 'About',
        state: 'present' as const,
      })),
      files: aboutTexts,
    };
  },
  readBlock: (_root, route, index) => ({
    route,
    index,
    file: 'pages/about.yaml',
    line: 6,
    type: 'title-banner',
    value: {},
    texts: {},
    files: ['pages/about.yaml'],
  }),
  readMenus: () => ({ menus: [], files: ['site.yaml'] }),
  readTranslations: () => ({ pages: [], files: ['locales/translation-state.json'] }),
  readArticle: (_root, route) => {
    throw new EditError('no-such-article', `No article is at /${route}.`);
  },
  readBrand: () => ({
    colours: {},
    font: null,
    logo: null,
    favicon: null,
    colourFields: [],
    own: { font: 'inter', logo: 'images/logo-mark.svg', favicon: 'favicon.svg' },
    logoChoices: [],
    faviconChoices: ['favicon.svg'],
    files: ['site.yaml'],
  }),
  readPage: (_root, route) => ({ route, file: 'pages/about.yaml', title: {}, description: {}, shareImage: null, unlisted: false, canonical: null, files: [] }),
  planChanges: () => {
    throw new EditError('not-planned', 'This test plans no change.', 400);
  },
};

/** A plan that replaces `from` with `to` in each file (relative to the site folder), as the operations would. */
export function replacing(...edits: [file: string, from: string, to: string][]): (root: string) => PlannedEdit {
  return (root) => ({
    files: new Map(
      edits.map(([file, from, to]) => {
        const text = readFileSync(join(root, file), 'utf8');
        if (!text.includes(from)) throw new Error(`${file} lacks ${from}`);
        return [file, text.replace(from, to)];
      }),
    ),
    problems: [],
  });
}
