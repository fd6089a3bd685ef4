import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkFormattedTexts } from '../../../../src/content/checks/formatted-texts.ts';
import { checkPageLinks } from '../../../../src/content/checks/page-links.ts';
import { runPipeline } from '../../../../src/content/pipeline.ts';
import { projectSchemas } from '../../../../src/content/schema/project-schemas.ts';
import type { PageData } from '../../../../src/shared/content.ts';
import { onlyProblemAt, stagesOf } from '../../../support/content-check.ts';
import { SiteCopy } from '../../../support/site-copy.ts';

let site: SiteCopy;
beforeEach(() => {
  site = new SiteCopy();
});
afterEach(() => site.remove());

const pageLinkProblems = () => {
  const { content, routes } = stagesOf(site.root);
  return checkPageLinks(content, routes, checkFormattedTexts(content, routes, projectSchemas()).parsed);
};

/** A page of the fixture's kind at `route`, with `extra` lines before its blocks. */
const addPage = (route: string, extra = '') =>
  site.write(`pages/${route}.yaml`, `route: ${route}\ntitle: about.meta.title\n${extra}blocks:\n  - type: title-banner\n    text: about.banner\n`);

describe('pages linked from nowhere', () => {
  it('finds none on the fixture site, whose every page is linked from the menu, the footer or a page', () => {
    expect(pageLinkProblems()).toEqual([]);
  });

  it('warns about a page no link leads to, at its route, saying how to link it or mark it unlisted', () => {
    addPage('offer');
    const problem = onlyProblemAt(site, pageLinkProblems(), 'pages/offer.yaml', 'offer');
    expect(problem).toMatchObject({
      code: 'unlinked-page',
      severity: 'warning',
      path: ['route'],
      message: 'No link leads to the page "/offer": not the menu, the footer, nor any page. Visitors and search engines that follow links never find it.',
      hint: 'Link to it from the page it belongs under, the menu or the footer (link: /offer), or write "unlisted: true" in this file if visitors reach it from elsewhere.',
    });
    // A warning: the site still builds.
    expect(runPipeline(site.root).compiled).not.toBeNull();
  });

  it('says nothing of a page that says unlisted: true', () => {
    addPage('offer', 'unlisted: true\n');
    expect(pageLinkProblems()).toEqual([]);
  });

  it('counts a link from a page, and from the footer', () => {
    addPage('offer');
    site.edit('pages/about.yaml', 'link: /services/consulting', 'link: /offer');
    expect(pageLinkProblems()).toEqual([]);
    site.edit('pages/about.yaml', 'link: /offer', 'link: /services/consulting');
    site.edit('site.yaml', 'link: /services/consulting', 'link: /offer');
    expect(pageLinkProblems()).toEqual([]);
  });

  it("does not count a page's link to itself", () => {
    addPage('offer');
    site.edit(
      'pages/offer.yaml',
      'text: about.banner\n',
      'text: about.banner\n  - type: call-to-action\n    heading: about.meta.title\n    actions:\n      - label: about.meta.title\n        link: /offer/\n',
    );
    expect(pageLinkProblems().map((problem) => `${problem.code} ${problem.file}`)).toEqual(['unlinked-page pages/offer.yaml']);
  });

  it("counts a link in a page's formatted text, in any language, but not one to the page itself", () => {
    addPage('offer');
    site.edit('locales/es/about.yaml', /text: >-\n/, 'text: >-\n    Ver [la oferta](/offer).\n\n');
    expect(pageLinkProblems()).toEqual([]);
    site.edit(
      'pages/offer.yaml',
      'text: about.banner\n',
      'text: about.banner\n  - type: skill-bars\n    heading: about.skills.heading\n    text: about.skills.text\n    skills:\n      - label: about.skills.cloud\n        value: 90\n',
    );
    site.edit('pages/about.yaml', 'text: about.skills.text', 'text: about.skills.eyebrow');
    expect(pageLinkProblems().map((problem) => `${problem.code} ${problem.file}`)).toEqual(['unlinked-page pages/offer.yaml']);
  });

  it('counts the links of breadcrumbs: a page is linked from every page below it', () => {
    addPage('offer');
    addPage('offer/spring');
    site.edit('pages/about.yaml', 'link: /services/consulting', 'link: /offer/spring');
    // /services/consulting is still linked from the footer and the home page.
    expect(pageLinkProblems()).toEqual([]);
  });
});

describe('canonical pages', () => {
  const compiledPage = (file: string) => JSON.parse(runPipeline(site.root).compiled!.files.get(`en/${file}`)!) as PageData;

  it('accepts a page naming another that exists, and compiles the route of the page named', () => {
    addPage('consulting-old', 'unlisted: true\ncanonical: /services/consulting/\n');
    expect(pageLinkProblems()).toEqual([]);
    expect(compiledPage('consulting-old.json').canonical).toBe('services/consulting');
    expect(compiledPage('services/consulting.json').canonical).toBeUndefined();
  });

  it('compiles nothing for a page that names itself', () => {
    site.edit('pages/about.yaml', 'route: about\n', 'route: about\ncanonical: /about\n');
    expect(pageLinkProblems()).toEqual([]);
    expect(compiledPage('about.json').canonical).toBeUndefined();
  });

  it('refuses a page that does not exist, suggesting the nearest', () => {
    site.edit('pages/about.yaml', 'route: about\n', 'route: about\ncanonical: /services/consultin\n');
    const problem = onlyProblemAt(site, pageLinkProblems(), 'pages/about.yaml', '/services/consultin');
    expect(problem).toMatchObject({
      code: 'invalid-canonical',
      severity: 'error',
      path: ['canonical'],
      message: '"/services/consultin" is no page of this site: a canonical page must be one of its pages.',
      hint: 'Did you mean "/services/consulting"?',
    });
  });

  it('refuses an article, the not-found page and a collection as the page named', () => {
    for (const named of ['/articles/first-steps', '/articles/:slug', '/*']) {
      site.edit('pages/about.yaml', /route: about\n(canonical: .*\n)?/, `route: about\ncanonical: ${named}\n`);
      expect(pageLinkProblems().map((problem) => problem.code)).toEqual(['invalid-canonical']);
    }
  });

  it('refuses a chain: the page named names another in turn', () => {
    site.edit('pages/contact.yaml', 'route: contact\n', 'route: contact\ncanonical: /about\n');
    site.edit('pages/services.yaml', 'route: services\n', 'route: services\ncanonical: /contact\n');
    const problem = onlyProblemAt(site, pageLinkProblems(), 'pages/services.yaml', '/contact');
    expect(problem).toMatchObject({
      code: 'invalid-canonical',
      message: '"/contact" names "/about" as its own canonical page: search engines do not follow a chain of canonical pages.',
      hint: 'Write "canonical: /about" here.',
    });
  });

  it('refuses a canonical page on the not-found page and on the page of a collection', () => {
    site.edit('pages/not-found.yaml', 'title: notFound.title\n', 'title: notFound.title\ncanonical: /about\n');
    site.edit('pages/article.yaml', /\ntitle: /, '\ncanonical: /news\ntitle: ');
    expect(pageLinkProblems().map((problem) => `${problem.file} ${problem.message}`)).toEqual([
      'pages/article.yaml The page of a collection ("articles/:slug") shows one article per address: it cannot name a canonical page.',
      'pages/not-found.yaml The not-found page has no address: it cannot name a canonical page.',
    ]);
  });

  it('refuses what is no page address at all through the schema', () => {
    site.edit('pages/about.yaml', 'route: about\n', 'route: about\ncanonical: https://www.example.com/\n');
    expect(
      runPipeline(site.root)
        .problems.filter((problem) => problem.severity === 'error')
        .map((problem) => problem.code),
    ).toEqual(['invalid-format']);
  });
});
