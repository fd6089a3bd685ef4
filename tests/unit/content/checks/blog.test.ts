import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { today } from '../../../../src/content/model/publication.ts';
import { runPipeline } from '../../../../src/content/pipeline.ts';
import { formatReport } from '../../../../src/content/report.ts';
import { errorsOf, onlyProblemAt } from '../../../support/content-check.ts';
import { SiteCopy } from '../../../support/site-copy.ts';

let site: SiteCopy;
beforeEach(() => {
  site = new SiteCopy();
});
afterEach(() => site.remove());

const article = 'pages/articles/first-steps.yaml';

describe('the blog settings and what articles say of themselves', () => {
  it('refuses a tag site.yaml does not declare, at its line, naming the nearest and how to declare it', () => {
    site.edit(article, '  - strategy\n', '  - strategie\n');
    const problem = onlyProblemAt(site, errorsOf(site), article, 'strategie');
    expect(problem).toMatchObject({ code: 'unknown-tag', path: 'tags[1]', message: 'The tag "strategie" is not declared in site.yaml.' });
    expect(problem.hint).toBe(
      'Did you mean "strategy"? The tags declared are: cloud, data, strategy, roadmap. To add it, write under blog: tags: in site.yaml "- id: strategie" and "label:" the text key of its name.',
    );
  });

  it('refuses an author site.yaml does not declare', () => {
    site.edit(article, '  - ana-ruiz\n', '  - ana-ruis\n');
    const problem = onlyProblemAt(site, errorsOf(site), article, 'ana-ruis');
    expect(problem).toMatchObject({ code: 'unknown-author', path: 'authors[0]', message: 'The author "ana-ruis" is not declared in site.yaml.' });
    expect(problem.hint).toMatch(/^Did you mean "ana-ruiz"\? The authors declared are: ana-ruiz, marc-vidal\./);
  });

  it('refuses a tag or an author id declared twice, at the second, naming the first', () => {
    site.edit('site.yaml', '      label: news.tags.roadmap\n', '      label: news.tags.roadmap\n    - id: data\n      label: news.tags.strategy\n');
    const problem = onlyProblemAt(site, errorsOf(site), 'site.yaml', 'data\n      label: news.tags.strategy');
    expect(problem).toMatchObject({
      code: 'duplicate-id',
      path: 'blog.tags[4].id',
      message: `The id "data" is already used by the tag at line ${site.positionOf('site.yaml', 'data\n').line}.`,
    });
  });

  it('refuses an update dated before the publication', () => {
    site.edit('pages/articles/cloud-costs.yaml', 'updated: "2021-10-04"', 'updated: "2021-08-04"');
    const problem = onlyProblemAt(site, errorsOf(site), 'pages/articles/cloud-costs.yaml', '"2021-08-04"');
    expect(problem).toMatchObject({
      code: 'updated-before-date',
      message: '"cloud-costs" is updated on 2021-08-04, before it was published on 2021-09-02.',
    });
  });

  it('says what is missing when feeds are on and the public address is not, at the feeds line', () => {
    site.edit('site.yaml', 'url: https://www.northwind.example\n', '');
    const problem = onlyProblemAt(site, errorsOf(site), 'site.yaml', 'feeds:');
    expect(problem).toMatchObject({
      code: 'feeds-need-url',
      path: 'blog.feeds',
      message: 'Feeds are on, but the site has no public address (url:): a feed gives each article by its full address.',
      hint: 'Add the address the site is published at to site.yaml, such as url: https://www.example.com, or delete feeds: to publish none.',
    });
  });

  it('refuses a second page listing every article, whose pages would take the addresses of the first', () => {
    site.write('pages/older.yaml', site.read('pages/news.yaml').replace('route: news', 'route: older'));
    const problem = onlyProblemAt(site, errorsOf(site), 'pages/older.yaml', 'blog-cards');
    expect(problem).toMatchObject({
      code: 'second-article-list',
      message: 'This page lists every article, as pages/news.yaml does already: only one page may.',
      hint: 'Give this list a limit (limit: 6), or remove it: the article list is at /news.',
    });
  });
});

describe('drafts and scheduled articles', () => {
  it('tells each article dated after today, and when it appears, as a notice that fails nothing', () => {
    const { problems, notices, compiled } = runPipeline(site.root, { today: '2030-01-15' });
    expect(problems).toEqual([]);
    expect(compiled).not.toBeNull();
    expect(notices).toEqual([
      {
        code: 'scheduled-article',
        severity: 'notice',
        file: 'pages/articles/futuremarker-plans.yaml',
        ...site.positionOf('pages/articles/futuremarker-plans.yaml', '"2099-06-01"'),
        path: 'date',
        message: '"futuremarker-plans" is dated 2099-06-01: the build leaves it out until that day.',
        hint: "Nothing to fix: a build on or after 2099-06-01 publishes it; to publish it now, write today's date, 2030-01-15.",
      },
    ]);
    expect(formatReport(notices, site.root).split('\n').at(-1)).toBe('Content is valid: no problems found. 1 notice above.');
    // On its day, it is published: no notice.
    expect(runPipeline(site.root, { today: '2099-06-01', compile: false }).notices).toEqual([]);
  });

  it('takes today from SITE_TODAY when it is set, and refuses one that is not a date', () => {
    expect(today({ SITE_TODAY: '2030-02-28' })).toBe('2030-02-28');
    expect(today({})).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(() => today({ SITE_TODAY: '2030-02-30' })).toThrow('SITE_TODAY="2030-02-30" is not a date written year-month-day, such as 2030-01-15.');
    expect(() => today({ SITE_TODAY: 'tomorrow' })).toThrow('SITE_TODAY="tomorrow" is not a date written year-month-day');
  });

  it('refuses a link to a draft or to a scheduled article, which would lead nowhere in the build', () => {
    site.edit('pages/about.yaml', 'link: /articles/first-steps', 'link: /articles/draftmarker-notes');
    const draft = onlyProblemAt(site, errorsOf(site), 'pages/about.yaml', '/articles/draftmarker-notes');
    expect(draft).toMatchObject({
      code: 'dead-link',
      message: 'The article "/articles/draftmarker-notes" is a draft (draft: true): the build leaves it out, so this link would lead to no page.',
    });
    site.edit('pages/about.yaml', 'link: /articles/draftmarker-notes', 'link: /articles/futuremarker-plans');
    const scheduled = onlyProblemAt(site, errorsOf(site), 'pages/about.yaml', '/articles/futuremarker-plans');
    expect(scheduled.message).toBe(
      'The article "/articles/futuremarker-plans" is scheduled for 2099-06-01: the build leaves it out, so this link would lead to no page.',
    );
    expect(runPipeline(site.root, { today: '2099-06-01', compile: false }).problems).toEqual([]);
  });
});

describe('the pages the build adds to the article list', () => {
  it('accepts links to them, and refuses one to a tag no published article names', () => {
    site.edit('pages/about.yaml', 'link: /articles/first-steps', 'link: /news/tags/strategy/page/2');
    site.edit('pages/about.yaml', 'link: /services/consulting', 'link: /news/page/2');
    expect(errorsOf(site)).toEqual([]);
    site.edit('pages/about.yaml', 'link: /news/page/2', 'link: /news/tags/roadmap');
    expect(onlyProblemAt(site, errorsOf(site), 'pages/about.yaml', '/news/tags/roadmap').code).toBe('dead-link');
  });

  it('refuses a page whose route is one of their addresses', () => {
    site.write('pages/cloud.yaml', site.read('pages/about.yaml').replace('route: about', 'route: news/tags/cloud'));
    const problem = onlyProblemAt(site, errorsOf(site), 'pages/cloud.yaml', 'news/tags/cloud');
    expect(problem).toMatchObject({
      code: 'duplicate-route',
      message: `The route "news/tags/cloud" is the address of a page the build adds to the article list (its further pages, its tags' pages).`,
    });
  });
});
