import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkPageHeadings } from '../../../../src/content/checks/headings.ts';
import { projectSchemas } from '../../../../src/content/schema/project-schemas.ts';
import { onlyProblemAt, stagesOf } from '../../../support/content-check.ts';
import { SiteCopy } from '../../../support/site-copy.ts';

let site: SiteCopy;
beforeEach(() => {
  site = new SiteCopy();
});
afterEach(() => site.remove());

const headingProblems = () => checkPageHeadings(stagesOf(site.root).content, projectSchemas());

describe('the main heading of each page', () => {
  it('finds exactly one on every page of the fixture', () => {
    expect(headingProblems()).toEqual([]);
  });

  it('knows which blocks draw it from their schemas', () => {
    expect(projectSchemas().pageHeadingBlocks()).toEqual(['hero-slider', 'title-banner']);
  });

  it('refuses a page without one, at its "blocks:"', () => {
    site.edit('pages/news.yaml', '  - type: title-banner\n    text: news.list.banner\n', '');
    const problem = onlyProblemAt(site, headingProblems(), 'pages/news.yaml', 'blocks:');
    expect(problem).toMatchObject({ code: 'missing-page-heading', path: ['blocks'], message: 'This page has no main heading: none of its blocks draws one.' });
    expect(problem.hint).toBe('Start "blocks:" with a block that draws it: hero-slider or title-banner.');
  });

  it('refuses a second one, at the block that draws it, naming the first', () => {
    site.edit('pages/news.yaml', '  - type: blog-cards', '  - type: title-banner\n  - type: blog-cards');
    const problem = onlyProblemAt(site, headingProblems(), 'pages/news.yaml', 'title-banner\n  - type: blog-cards');
    expect(problem).toMatchObject({
      code: 'extra-page-heading',
      path: ['blocks', 1, 'type'],
      message: 'This page already has its main heading, drawn by the "title-banner" block on line 6; a page has exactly one.',
    });
    expect(problem.hint).toBe('Remove this block, or replace it with a block that does not draw the main heading (any but hero-slider and title-banner).');
  });

  it('counts a hero slider and a title banner alike', () => {
    site.edit('pages/home.yaml', '  - type: call-to-action', '  - type: title-banner\n  - type: call-to-action');
    expect(headingProblems().map((p) => [p.code, p.file])).toEqual([['extra-page-heading', 'pages/home.yaml']]);
  });
});
