import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planChanges, readArticle } from '../../../../src/edit-mode/engine/site-edits.ts';
import type { EditModeArticleSettings } from '../../../../src/edit-mode/protocol.ts';
import { refusal } from '../../../support/edit-refusal.ts';
import { SiteCopy } from '../../../support/site-copy.ts';

/** An article's settings edited as Article settings asks, on a copy of the fixture site: only the lines meant change. */

let site: SiteCopy;
beforeAll(() => {
  site = new SiteCopy();
});
afterAll(() => site.remove());

const route = 'articles/cloud-costs';
const file = 'pages/articles/cloud-costs.yaml';
const settings = (): EditModeArticleSettings => {
  const { date, draft, teaser, image, imageAlt, tags, authors } = readArticle(site.root, route);
  return { date, draft, teaser, image, imageAlt, tags, authors };
};
const plan = (asked: Partial<EditModeArticleSettings>, newTags?: Record<string, string>[]) =>
  planChanges(site.root, [{ kind: 'set-article', route, ...settings(), ...asked, ...(newTags ? { newTags } : {}) }]);
describe("an article's settings", () => {
  it('reads its date, draft, teaser, picture and its description, tags and authors, and those it can name', () => {
    const read = readArticle(site.root, route);
    expect(read).toMatchObject({
      file,
      date: '2021-09-02',
      draft: false,
      teaser: { en: 'Three habits that keep the bill predictable.' },
      image: 'images/articles/second.svg',
      imageAlt: { en: 'A robot arm next to a screen of charts.' },
      tags: ['cloud', 'strategy'],
      authors: ['ana-ruiz', 'marc-vidal'],
    });
    expect(read.tagChoices[0]).toEqual({ id: 'cloud', label: 'Cloud' });
    expect(read.authorChoices.map(({ name }) => name)).toEqual(['Ana Ruiz', 'Marc Vidal']);
  });

  it('changes the date, makes it a draft, drops a tag and an author: only those lines of its file', () => {
    const edit = plan({ date: '2021-09-03', draft: true, tags: ['cloud'], authors: ['ana-ruiz'] });
    expect(edit.problems).toEqual([]);
    expect([...edit.files.keys()]).toEqual([file]);
    expect(edit.files.get(file)).toBe(
      site
        .read(file)
        .replace('date: "2021-09-02"', 'date: "2021-09-03"')
        .replace('  - strategy\n', '')
        .replace('  - marc-vidal\n', '')
        .replace(/\n?$/, '\ndraft: true\n'),
    );
  });

  it('creates a new tag in every language, in site.yaml and the text files, and gives it to the article', () => {
    const edit = plan({}, [{ en: 'Security', es: 'Seguridad' }]);
    expect(edit.problems).toEqual([]);
    expect(edit.files.get('site.yaml')).toBe(
      site
        .read('site.yaml')
        .replace('      label: news.tags.roadmap\n', '      label: news.tags.roadmap\n    - id: security\n      label: news.tags.security\n'),
    );
    expect(edit.files.get('locales/en/news.yaml')).toBe(
      site.read('locales/en/news.yaml').replace('  roadmap: Roadmap\n', '  roadmap: Roadmap\n  security: Security\n'),
    );
    expect(edit.files.get('locales/es/news.yaml')).toContain('  security: Seguridad\n');
    expect(edit.files.get(file)).toBe(site.read(file).replace('  - strategy\n', '  - strategy\n  - security\n'));
  });

  it("makes a new tag's id from its English name without accents, and a free one when it is taken", () => {
    const edit = plan({}, [
      { en: 'Résumés', es: 'Currículos' },
      { en: 'Cloud', es: 'Nube' },
    ]);
    expect(edit.files.get(file)).toBe(site.read(file).replace('  - strategy\n', '  - strategy\n  - resumes\n  - cloud-2\n'));
    expect(edit.files.get('site.yaml')).toContain('    - id: resumes\n      label: news.tags.resumes\n    - id: cloud-2\n      label: news.tags.cloud2\n');
  });

  it('changes the teaser and the picture description in both languages, on their lines only', () => {
    const edit = plan({ teaser: { en: 'Three habits.', es: 'Tres hábitos.' } });
    expect([...edit.files.keys()]).toEqual(['locales/en/news.yaml', 'locales/es/news.yaml', 'locales/translation-state.json']);
    expect(edit.files.get('locales/en/news.yaml')).toBe(
      site.read('locales/en/news.yaml').replace('  teaser: Three habits that keep the bill predictable.\n', '  teaser: Three habits.\n'),
    );
  });

  it('refuses a day that is not one, a teaser left empty and a new tag without a name, in plain words', () => {
    expect(refusal(() => plan({ date: '2021-13-45' })).message).toBe('The publication date is a day of the calendar, such as 2025-03-14.');
    expect(refusal(() => plan({ teaser: { en: 'Three habits.', es: ' ' } })).message).toBe('The article has no Español teaser: every language needs one.');
    expect(refusal(() => plan({}, [{ en: 'Security', es: '' }])).message).toBe('A new tag has no Español name: write one in every language.');
    expect(refusal(() => readArticle(site.root, 'articles/nothing')).message).toBe('No article is at /articles/nothing.');
  });
});
