import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkLink, checkLinks } from '../../../../src/content/checks/links.ts';
import type { RouteIndex } from '../../../../src/content/checks/routes.ts';
import { errorsOf, onlyProblemAt, stagesOf } from '../../../support/content-check.ts';
import { SiteCopy } from '../../../support/site-copy.ts';
import { formatPath } from '../../../../src/shared/path.ts';

let site: SiteCopy;
beforeEach(() => {
  site = new SiteCopy();
});
afterEach(() => site.remove());

const linkProblems = () => {
  const { content, routes } = stagesOf(site.root);
  return checkLinks(content, routes);
};

describe('links in the site', () => {
  it('accepts every kind of link the fixture uses', () => {
    expect(linkProblems()).toEqual([]);
  });

  it('refuses a link to a page that does not exist and suggests the nearest route', () => {
    site.edit('pages/about.yaml', 'link: /services/consulting', 'link: /services/consultin');
    const problem = onlyProblemAt(site, linkProblems(), 'pages/about.yaml', '/services/consultin');
    expect(problem).toMatchObject({
      code: 'dead-link',
      path: ['blocks', 3, 'lists', 0, 'items', 0, 'link'],
      message: 'The link "/services/consultin" points to no page of this site.',
      hint: 'Did you mean "/services/consulting"?',
    });
  });

  it('checks the parameter of a collection route against its items', () => {
    site.edit('pages/about.yaml', 'link: /articles/first-steps', 'link: /articles/first-step');
    const problem = onlyProblemAt(site, linkProblems(), 'pages/about.yaml', '/articles/first-step');
    expect(problem).toMatchObject({
      code: 'dead-link',
      message: 'No item "first-step" exists for "/articles/…": there is no file pages/articles/first-step.yaml.',
      hint: 'Did you mean "/articles/first-steps"?',
    });
  });

  it("refuses a link to an article written in other letter case, naming the article's own spelling", () => {
    site.edit('pages/about.yaml', 'link: /articles/first-steps', 'link: /articles/First-Steps');
    const problem = onlyProblemAt(site, linkProblems(), 'pages/about.yaml', '/articles/First-Steps');
    expect(problem).toMatchObject({
      code: 'dead-link',
      message:
        'The link "/articles/First-Steps" differs from the address "/articles/first-steps" only in letter case: addresses are case-sensitive, so it leads to no page.',
      hint: 'Write "/articles/first-steps".',
    });
  });

  it.each([['javascript:alert(1)'], ['JavaScript :alert(1)'], ['data:text/html,<script>alert(1)</script>']])('refuses the unsafe link %s', (link) => {
    site.edit('site.yaml', 'url: https://github.com/northwind-example', `url: "${link}"`);
    const problem = onlyProblemAt(site, linkProblems(), 'site.yaml', `"${link}"`);
    expect(problem.code).toBe('unsafe-link');
    expect(problem.message).toMatch(/^Links starting with "(javascript|data):" are not allowed/i);
  });

  it('checks the links of site.yaml, pages and articles, never of text files', () => {
    site.edit(
      'site.yaml',
      '      - label: common.footer.consulting\n        link: /services/consulting',
      '      - label: common.footer.consulting\n        link: /nowhere',
    );
    site.edit('locales/en/about.yaml', 'banner: Twelve years', 'banner: /nowhere, twelve years');
    expect(linkProblems().map((problem) => problem.file)).toEqual(['site.yaml']);
  });
});

describe('fields that lead only to pages of this site', () => {
  const webAddressFields =
    'site.yaml: footer.social[].url, footer.services.links[].link, footer.usefulLinks.links[].link; blocks: call-to-action actions[].link, feature-lists lists[].items[].link, hero-slider slides[].actions[].link, logo-wall logos[].link, media-text action.link, service-cards cards[].link, team members[].link.';

  it.each([
    [
      'a menu entry',
      'site.yaml',
      '    - label: common.nav.news\n      link: /news',
      '    - label: common.nav.news\n      link: https://evil.example',
      'header.menu[3].link',
    ],
    [
      'the support button',
      'site.yaml',
      '    label: common.nav.support\n    link: /contact',
      '    label: common.nav.support\n    link: https://evil.example',
      'header.supportAction.link',
    ],
    ["a page's parent", 'pages/article.yaml', 'parent: /news', 'parent: https://evil.example', 'parent'],
  ])('refuses a web address as %s, naming the fields that take one', (_name, file, from, to, path) => {
    site.edit(file, from, to);
    const problem = onlyProblemAt(site, errorsOf(site), file, 'https://evil.example');
    expect({ ...problem, path: formatPath(problem.path) }).toMatchObject({
      code: 'web-address-not-allowed',
      path,
      message: '"https://evil.example" is a web address, but this field leads to a page of this site.',
    });
    expect(problem.hint).toBe(`Write the route of a page, starting with "/", such as "/contact". Web addresses go in: ${webAddressFields}`);
  });

  it('refuses a route without its "/" there, as anywhere', () => {
    site.edit('pages/article.yaml', 'parent: /news', 'parent: news');
    const problem = onlyProblemAt(site, errorsOf(site), 'pages/article.yaml', 'news\n');
    expect(problem).toMatchObject({ code: 'unrecognised-link', message: '"news" is not a page of this site: a page starts with "/".' });
  });

  it('still takes web addresses in the footer and in blocks', () => {
    site.edit('site.yaml', '        link: /services/consulting', '        link: https://www.example.org/consulting');
    expect(errorsOf(site)).toEqual([]);
  });
});

describe('one link', () => {
  const routes: RouteIndex = { pages: new Set(['', 'about', 'services/consulting']), collections: new Map([['articles', new Set(['first-steps'])]]) };
  const verdict = (link: string) => checkLink(link, routes);

  it.each([
    ['/'],
    ['/about'],
    ['/about/'],
    ['/services/consulting'],
    ['/articles/first-steps'],
    ['https://www.example.org/a?b=c#d'],
    ['mailto:hello@example.org'],
    ['tel:+34 900 111 222'],
  ])('accepts %s', (link) => {
    expect(verdict(link)).toEqual({ ok: true });
  });

  it.each([
    ['https://exa mple.org', 'invalid-web-address', '"https://exa mple.org" is not a valid web address.'],
    ['#/about', 'link-with-hash', 'Write links to pages without "#": "/about".'],
    ['about', 'unrecognised-link', '"about" is neither a page of this site nor a web address.'],
    ['/about#team', 'link-to-page-part', 'Links to a part of a page ("/about#team") are not supported.'],
    ['/abuot', 'dead-link', 'The link "/abuot" points to no page of this site.'],
    ['/About', 'dead-link', 'The link "/About" differs from the address "/about" only in letter case: addresses are case-sensitive, so it leads to no page.'],
    [
      '/Services/consulting/',
      'dead-link',
      'The link "/Services/consulting/" differs from the address "/services/consulting" only in letter case: addresses are case-sensitive, so it leads to no page.',
    ],
    [
      '/Articles/first-steps',
      'dead-link',
      'The link "/Articles/first-steps" differs from the address "/articles/first-steps" only in letter case: addresses are case-sensitive, so it leads to no page.',
    ],
    ['vbscript:msgbox', 'unsafe-link', 'Links starting with "vbscript:" are not allowed: they can run code or hide content in the visitor\'s browser.'],
  ])('refuses %s with code %s', (link, code, message) => {
    expect(verdict(link)).toMatchObject({ ok: false, code, message });
  });
});
