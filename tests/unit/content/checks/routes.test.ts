import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkRoutes } from '../../../../src/content/checks/routes.ts';
import { onlyProblemAt, stagesOf } from '../../../support/content-check.ts';
import { SiteCopy } from '../../../support/site-copy.ts';

let site: SiteCopy;
beforeEach(() => {
  site = new SiteCopy();
});
afterEach(() => site.remove());

const routesCheck = () => {
  const { sources, content } = stagesOf(site.root);
  return checkRoutes(sources, content);
};

describe('routes', () => {
  it('knows every page and every item of a collection', () => {
    const { problems, routes } = routesCheck();
    expect(problems).toEqual([]);
    // The article list (news) lists three articles two a page, under its tags too: the build adds their pages.
    expect([...routes.pages].sort()).toEqual([
      '',
      'about',
      'contact',
      'news',
      'news/page/2',
      'news/tags/cloud',
      'news/tags/data',
      'news/tags/strategy',
      'news/tags/strategy/page/2',
      'services',
      'services/consulting',
    ]);
    // Published articles only: the draft and the article dated in 2099 are addresses of no page.
    expect(routes.collections).toEqual(new Map([['articles', new Set(['cloud-costs', 'data-culture', 'first-steps'])]]));
    expect(routes.unpublished).toEqual(
      new Map([
        ['articles/draftmarker-notes', 'a draft (draft: true)'],
        ['articles/futuremarker-plans', 'scheduled for 2099-06-01'],
      ]),
    );
  });

  it('refuses two pages with the same route and says where the first is', () => {
    site.write('pages/about-copy.yaml', site.read('pages/about.yaml'));
    const problem = onlyProblemAt(site, routesCheck().problems, 'pages/about.yaml', 'about');
    expect(problem).toMatchObject({
      code: 'duplicate-route',
      path: ['route'],
      message: 'The route "about" is already used by pages/about-copy.yaml:2.',
      hint: 'Each page needs its own route: change one of them.',
    });
  });

  it('needs a home page and a not-found page', () => {
    rmSync(join(site.root, 'pages/home.yaml'));
    rmSync(join(site.root, 'pages/not-found.yaml'));
    expect(routesCheck().problems).toEqual([
      expect.objectContaining({
        code: 'missing-home-page',
        file: 'pages',
        message: 'No home page (route: "") exists.',
        hint: 'Add a file under pages/ with "route: """.',
      }),
      expect.objectContaining({
        code: 'missing-not-found-page',
        file: 'pages',
        message: 'No not-found page (route: "*") exists.',
        hint: 'Add a file under pages/ with "route: "*"".',
      }),
    ]);
  });

  it('counts the route of a page with mistakes, so that links to it are not reported too', () => {
    site.edit('pages/home.yaml', 'type: media-text', 'type: media-txt');
    const { problems, routes } = routesCheck();
    expect(problems).toEqual([]);
    expect(routes.pages.has('')).toBe(true);
  });

  it('refuses an article file name that cannot be an address', () => {
    site.write('pages/articles/new article.yaml', site.read('pages/articles/first-steps.yaml'));
    const [problem] = routesCheck().problems;
    expect(problem).toMatchObject({
      code: 'invalid-item-name',
      file: 'pages/articles/new article.yaml',
      message: 'The file name "new article" cannot be used as an address.',
    });
    expect(problem!.hint).toBe('Use letters, digits, ".", "-" and "_" only, starting with a letter or digit: it becomes #/articles/<name>.');
  });
});
