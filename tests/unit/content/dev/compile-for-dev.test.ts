import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compileForDevServer } from '../../../../src/content/dev/compile-for-dev.ts';
import { problemsShownAt } from '../../../../src/dev/problems/where-problems-show.ts';
import { SiteCopy } from '../../../support/site-copy.ts';

/** npm start's compile: every page without mistakes is shown, each page with mistakes is replaced by them. */
let site: SiteCopy;
beforeEach(() => {
  site = new SiteCopy();
});
afterEach(() => site.remove());

const compiledPages = (root: string) => [...(compileForDevServer(root).compiled?.files.keys() ?? [])].filter((name) => name.startsWith('en/')).sort();
const collections = [{ prefix: 'articles' }, { prefix: 'blog-details' }];

describe('the development server', () => {
  it('compiles the whole site when nothing is wrong, as the build does', () => {
    const { compiled, report } = compileForDevServer(site.root);
    expect(report).toMatchObject({ root: site.root, siteBroken: false, problems: [] });
    expect(compiled?.files.has('en/about.json')).toBe(true);
    expect(report.pageFiles).toContain('articles/first-steps.json');
    expect(report.pageFiles).not.toContain('_shell.json');
  });

  it('compiles every other page while one page file has a mistake, and marks that page', () => {
    const everything = compiledPages(site.root);
    site.edit('pages/about.yaml', 'type: counters', 'type: counter');
    const { compiled, report } = compileForDevServer(site.root);
    expect(compiled).not.toBeNull();
    expect(compiledPages(site.root)).toEqual(everything.filter((name) => name !== 'en/about.json'));
    expect(report.siteBroken).toBe(false);
    expect(report.pageFiles).not.toContain('about.json');
    const at = site.positionOf('pages/about.yaml', 'counter');
    expect(report.problems).toEqual([
      expect.objectContaining({
        code: 'unknown-block-type',
        file: 'pages/about.yaml',
        ...at,
        message: 'Unknown block type "counter".',
        hint: expect.stringMatching(/^Did you mean "counters"\?/),
        page: { route: 'about', files: ['about.json'] },
      }),
    ]);
    expect(problemsShownAt(report, 'about', collections)).toEqual(report.problems);
    expect(problemsShownAt(report, 'services', collections)).toEqual([]);
  });

  it('marks a page whose mistake a cross-check finds (a dead link), not only a schema error', () => {
    site.edit('pages/home.yaml', 'link: /about', 'link: /abuot');
    const { report } = compileForDevServer(site.root);
    expect(report.problems.map((p) => [p.code, p.page])).toEqual([['dead-link', { route: '', files: ['index.json'] }]]);
    expect(report.siteBroken).toBe(false);
    expect(report.pageFiles).toContain('about.json');
    expect(report.pageFiles).not.toContain('index.json');
    expect(problemsShownAt(report, '', collections)).toHaveLength(1);
  });

  it('marks one article, and every article when the page that shows them has the mistake', () => {
    site.edit('pages/articles/first-steps.yaml', 'date: "2021-05-10"', 'date: "10 May 2021"');
    let { report } = compileForDevServer(site.root);
    expect(report.problems.map((p) => p.page)).toEqual([{ route: 'articles/first-steps', files: ['articles/first-steps.json'] }]);
    expect(report.pageFiles).toEqual(expect.arrayContaining(['articles/cloud-costs.json', 'articles/data-culture.json']));
    expect(problemsShownAt(report, 'articles/first-steps', collections)).toHaveLength(1);
    expect(problemsShownAt(report, 'articles/cloud-costs', collections)).toEqual([]);

    site.edit('pages/articles/first-steps.yaml', 'date: "10 May 2021"', 'date: "2021-05-10"');
    site.edit('pages/article.yaml', 'type: article-body', 'type: article-bodies');
    ({ report } = compileForDevServer(site.root));
    // The development server shows the draft and the scheduled article too (docs/BEHAVIOUR.md#drafts-and-scheduled-articles).
    const files = [
      'articles/cloud-costs.json',
      'articles/data-culture.json',
      'articles/draftmarker-notes.json',
      'articles/first-steps.json',
      'articles/futuremarker-plans.json',
      'articles/_missing.json',
    ];
    expect(report.problems.map((p) => p.page)).toEqual([{ route: 'articles/:slug', files }]);
    // Without its page, the collection is unknown to the browser: an article's address falls back to the not-found page's file.
    expect(problemsShownAt(report, 'articles/first-steps', [{ prefix: 'blog-details' }])).toHaveLength(1);
    expect(problemsShownAt(report, 'articles/no-such-article', collections)).toHaveLength(1);
  });

  it('shows the not-found page’s mistakes at any address that no page file shows', () => {
    site.edit('pages/not-found.yaml', 'type: feature-lists', 'type: feature-list');
    const { report } = compileForDevServer(site.root);
    expect(report.problems.map((p) => p.page)).toEqual([{ route: '*', files: ['_not-found.json'] }]);
    expect(problemsShownAt(report, 'no-such-page', collections)).toHaveLength(1);
    expect(problemsShownAt(report, 'about', collections)).toEqual([]);
  });

  it.each([
    ['site.yaml', () => site.edit('site.yaml', 'copyrightYear: 2021', 'copyrightYear: twenty'), 'site.yaml'],
    ['a text file', () => site.edit('locales/es/about.yaml', '  title: Nosotros', '  title: "Nosotros'), 'locales/es/about.yaml'],
    ['a missing home page', () => site.edit('pages/home.yaml', 'route: ""', 'route: start'), 'pages'],
  ])('shows no page while %s has a mistake: it concerns every page', (_what, breakIt, file) => {
    breakIt();
    const { compiled, report } = compileForDevServer(site.root);
    expect(compiled).toBeNull();
    expect(report.siteBroken).toBe(true);
    expect(report.pageFiles).toEqual([]);
    const sitewide = report.problems.filter((problem) => !problem.page);
    expect(sitewide.map((problem) => problem.file)).toContain(file);
  });

  it('never throws, whatever a file holds: a check that fails becomes a problem naming the file saved last', () => {
    const aliases = [
      'a: &a ["x", "x", "x", "x", "x", "x", "x", "x", "x"]',
      ...'bcdefghi'.split('').map((name, i) => `${name}: &${name} [${Array(9).fill(`*${'abcdefghi'[i]}`).join(', ')}]`),
    ];
    site.write('pages/aliases.yaml', `route: aliases\n${aliases.join('\n')}\n`);
    site.write('pages/deep.yaml', `route: deep\nx: ${'['.repeat(20_000)}${']'.repeat(20_000)}\n`);
    const { report } = compileForDevServer(site.root, 'pages/aliases.yaml');
    expect(report.problems.length).toBeGreaterThan(0);
    for (const problem of report.problems) {
      expect(['pages/aliases.yaml', 'pages/deep.yaml']).toContain(problem.file);
      expect(`${problem.message} ${problem.hint}`).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/);
    }
    expect(report.problems.map((problem) => problem.file)).toContain('pages/aliases.yaml');
  });
});
