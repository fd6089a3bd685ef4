import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorsOf, onlyProblemAt } from '../../../support/content-check.ts';
import { SiteCopy } from '../../../support/site-copy.ts';
import { formatPath } from '../../../../src/shared/path.ts';

let site: SiteCopy;
beforeEach(() => {
  site = new SiteCopy();
});
afterEach(() => site.remove());

/** site.yaml with a `brand:` section holding `lines` (indented under it). */
const setBrand = (...lines: string[]) => site.edit('site.yaml', /^contact:/m, `brand:\n${lines.map((line) => `  ${line}`).join('\n')}\n\ncontact:`);

describe('brand: in site.yaml', () => {
  it("takes the site's own colours, font, logo and favicon when it is absent, and accepts them written out", () => {
    expect(errorsOf(site)).toEqual([]);
    setBrand(
      'colors:',
      '  primary: "#1849a9"',
      '  accent: "rgb(46 107 230)"',
      '  text: "hsl(217 33% 17%)"',
      '  heading: "#0b1324"',
      '  background: "#fff"',
      '  dark: "rgb(11, 19, 36)"',
      'font: source-sans-3',
      'logo: images/logo-mark.svg',
      'favicon: images/logo-mark.svg',
    );
    expect(errorsOf(site)).toEqual([]);
  });

  it.each([
    ['"#12345g"', 'invalid-format', '"#12345g" is not a valid colour.'],
    ['"rgb(a b c)"', 'invalid-colour', '"rgb(a b c)" is not a colour.'],
    ['"rgb(24 73 169 / 0.5)"', 'invalid-colour', '"rgb(24 73 169 / 0.5)" is partly transparent: its contrast with what lies behind it cannot be known.'],
  ])('refuses the colour %s at its place (%s)', (value, code, message) => {
    setBrand('colors:', `  accent: ${value}`);
    const problem = onlyProblemAt(site, errorsOf(site), 'site.yaml', value);
    expect(problem).toMatchObject({ code, path: ['brand', 'colors', 'accent'] });
    expect(problem.message).toBe(message);
  });

  it('refuses a font the project does not have, naming those it has', () => {
    setBrand('font: comic-sans');
    const problem = onlyProblemAt(site, errorsOf(site), 'site.yaml', 'comic-sans');
    expect(problem).toMatchObject({ code: 'value-not-allowed', path: ['brand', 'font'] });
    expect(problem.hint).toContain('inter');
  });

  it('refuses a logo or a favicon that is not there', () => {
    setBrand('logo: images/brand/logo.svg', 'favicon: images/brand/icon.png');
    expect(errorsOf(site).map(({ code, path }) => `${code} ${formatPath(path)}`)).toEqual(['missing-image brand.logo', 'missing-image brand.favicon']);
  });

  it('refuses a primary colour too light for text, naming both colours, the contrast, where it shows, and the nearest colour that passes', () => {
    setBrand('colors:', '  primary: "#7aa7f0"');
    const problem = onlyProblemAt(site, errorsOf(site), 'site.yaml', '"#7aa7f0"');
    expect(problem).toEqual({
      code: 'low-contrast',
      severity: 'error',
      file: 'site.yaml',
      line: problem.line,
      column: problem.column,
      path: ['brand', 'colors', 'primary'],
      message:
        'The primary colour #7aa7f0 on the light tint of the primary colour #f3f7ff has a contrast of 2.27:1, for menu entries under the pointer: body text needs at least 4.5:1 (WCAG AA). Also too low: links and eyebrows (2.43:1, needs 4.5:1), the edges of buttons (2.43:1, needs 3:1), outlined buttons under the pointer (3.38:1, needs 4.5:1), links under the pointer (3.63:1, needs 4.5:1).',
      hint: 'Use #436db1 as the primary colour: the nearest colour, lighter or darker, with which every text can be read.',
    });
  });

  it('reports a shade at the colour of site.yaml it is made of, with one problem per colour to change', () => {
    setBrand('colors:', '  primary: "#7aa7f0"', '  text: "#9aa3b0"');
    const problems = errorsOf(site);
    expect(problems.map(({ code, path }) => `${code} ${formatPath(path)}`)).toEqual(['low-contrast brand.colors.primary', 'low-contrast brand.colors.text']);
    expect(problems[1]!.message).toMatch(
      /^The subtle text colour \(a shade of the text colour\) #[0-9a-f]{6} on the background colour #ffffff has a contrast of 1\.\d+:1, for dates and captions: body text needs at least 4\.5:1 \(WCAG AA\)\. Also too low: .*body text \(2\.\d+:1, needs 4\.5:1\)\.$/,
    );
    expect(problems[1]!.hint).toMatch(/^Use #[0-9a-f]{6} as the text colour: /);
  });

  it('truncates the contrast it quotes, so that a pair just below 4.5:1 never reads 4.5:1', () => {
    // #777777 on white is 4.478:1.
    setBrand('colors:', '  text: "#777777"');
    expect(errorsOf(site)[0]!.message).toContain('body text (4.47:1, needs 4.5:1)');
  });

  it('reports a background that makes the text unreadable at the background', () => {
    setBrand('colors:', '  background: "#5a6b8c"');
    expect(errorsOf(site).map(({ code, path }) => `${code} ${formatPath(path)}`)).toEqual(['low-contrast brand.colors.background']);
  });
});
