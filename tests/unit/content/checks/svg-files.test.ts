import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkSvgFiles } from '../../../../src/content/checks/svg-files.ts';
import { readSvg } from '../../../../src/content/checks/svg-safety.ts';
import { hostileSvgs, plainSvgs } from '../../../support/hostile-svgs.ts';
import { SiteCopy } from '../../../support/site-copy.ts';

// Drawings that could act when opened on their own (docs/BEHAVIOUR.md#pictures-that-cannot-act).
describe('an SVG drawing read by the sanitizer', () => {
  it.each(hostileSvgs)('is refused when it holds $name, by the rule "$rule"', ({ svg, rule }) => {
    const { risks } = readSvg(svg);
    expect(risks.map((risk) => risk.rule)).toContain(rule);
  });

  it.each(hostileSvgs.filter(({ rule }) => rule !== 'malformed' && rule !== 'declarations'))(
    'holding $name, is cleaned into a drawing that holds nothing that acts',
    ({ svg }) => {
      const { clean } = readSvg(svg);
      expect(clean).toBeDefined();
      expect(readSvg(clean!).risks).toEqual([]);
      expect(clean).not.toMatch(/evil\.example|pwned/);
    },
  );

  it.each(plainSvgs)('passes when it holds $name', ({ svg }) => {
    expect(readSvg(svg).risks).toEqual([]);
  });

  it('keeps the drawing of a plain export in its clean copy', () => {
    const { clean } = readSvg(plainSvgs[1]!.svg);
    expect(clean).toContain('<style>.cls-1{fill:#0b5fff;}');
    expect(clean).toContain('<circle class="cls-2" cx="5" cy="5" r="2"/>');
  });
});

describe('the content check of the drawings under public/', () => {
  let site: SiteCopy;
  beforeEach(() => {
    site = new SiteCopy();
  });
  afterEach(() => site.remove());

  it('finds nothing in the drawings of a site as it comes', () => {
    expect(checkSvgFiles(site.root)).toEqual([]);
  });

  it('reads every drawing, named by a page or not, and tells the first thing that could act at its line, with each rule in words', () => {
    site.write(
      'public/images/uploads/logo.svg',
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">\n  <rect width="1" height="1"/>\n  <x:script xmlns:x="http://www.w3.org/2000/svg">alert(1)</x:script>\n  <rect onclick="alert(2)"/>\n</svg>\n',
    );
    expect(checkSvgFiles(site.root)).toEqual([
      {
        code: 'unsafe-svg',
        severity: 'error',
        file: 'public/images/uploads/logo.svg',
        line: 3,
        column: 3,
        path: '',
        message:
          'The drawing "public/images/uploads/logo.svg" holds <x:script> (an element that can run or show something other than a drawing (a script, an embedded page, a redirect)) and onclick on <rect> (an event handler, a script run when something happens).',
        hint: 'A drawing may hold only shapes, text, gradients, filters and styles: remove these in the drawing program and export it again as a plain SVG, or export it as PNG.',
      },
    ]);
  });

  it.each(hostileSvgs)('refuses a drawing under public/ that holds $name', ({ svg }) => {
    site.write('public/favicon-dark.svg', svg);
    expect(checkSvgFiles(site.root).map((problem) => [problem.code, problem.file])).toEqual([['unsafe-svg', 'public/favicon-dark.svg']]);
  });
});
