import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { differenceCiede2000, formatHex, oklch } from 'culori';
import { describe, expect, it } from 'vitest';
import {
  brandColourDefaults,
  brandColourNames,
  brandColoursOf,
  colourIn,
  colourPairs,
  contrastFailures,
  contrastOf,
  failingPairs,
  fontNames,
  nearestPassing,
  paletteCss,
  paletteOf,
  readColour,
  sourcesOf,
  type BrandColours,
} from '../../src/styles/brand.ts';
import { memberOf } from '../../src/shared/guards.ts';
import { projectRoot } from '../support/site-copy.ts';
import { repositoryFiles } from '../support/repository-files.ts';

const palette = paletteOf(brandColourDefaults);
const siteSchema: unknown = JSON.parse(readFileSync(join(projectRoot, 'schema/site.json'), 'utf8'));
const brandSchema = memberOf(memberOf(siteSchema, 'properties'), 'brand');
const definitions: unknown = JSON.parse(readFileSync(join(projectRoot, 'schema/definitions.json'), 'utf8'));
const colourPattern = new RegExp(String(memberOf(memberOf(memberOf(definitions, 'definitions'), 'colour'), 'pattern')));

/** Every style sheet the build bundles (not the development server's own, under src/dev/ and src/edit-mode/, which the build leaves out). */
const styleSheets = repositoryFiles(projectRoot)
  .filter((file) => file.endsWith('.css') && !/^src\/(dev|edit-mode)\//.test(file))
  .map((file) => ({ file, css: readFileSync(join(projectRoot, file), 'utf8') }));

/** The declarations of the rule whose selector list holds `selector` exactly, in `css`. */
function ruleOf(css: string, selector: string): string | undefined {
  for (const match of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const selectors = match[1]!.split(',').map((part) => part.trim().replace(/\s+/g, ' '));
    if (selectors.includes(selector)) return match[2];
  }
  return undefined;
}

describe('contrast (WCAG 2.2)', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48],
    ['#1849a9', '#ffffff', 8.19],
    ['rgb(24 73 169)', 'hsl(0 0% 100%)', 8.19],
  ])('of %s on %s is %d:1, either way round', (foreground, background, ratio) => {
    expect(contrastOf(foreground, background)).toBeCloseTo(ratio, 2);
    expect(contrastOf(background, foreground)).toBeCloseTo(ratio, 2);
  });
});

describe('the colours an editor may write', () => {
  it.each(['#1849a9', '#18A', 'rgb(24 73 169)', 'rgb(24, 73, 169)', 'rgba(24, 73, 169, 1)', 'hsl(220 75% 38%)', 'hsl(220, 75%, 38%)'])(
    'reads %s, which the schema accepts',
    (value) => {
      expect(colourPattern.test(value)).toBe(true);
      expect(readColour(value)).not.toBeNull();
    },
  );

  it.each(['1849a9', '#1849a', '#1849a9ff', 'navy', 'oklch(0.4 0.16 262)', 'var(--x)', 'rgb(24 73 169) red'])("refuses %s in the schema's pattern", (value) => {
    expect(colourPattern.test(value)).toBe(false);
  });

  it('has the same defaults in the schema as in the code, in the same order', () => {
    const colours = memberOf(memberOf(brandSchema, 'properties'), 'colors');
    const properties = memberOf(colours, 'properties');
    expect(Object.keys(properties as object)).toEqual([...brandColourNames]);
    for (const name of brandColourNames) expect(memberOf(memberOf(properties, name), 'default')).toBe(brandColourDefaults[name]);
  });
});

describe('the palette computed from the brand colours', () => {
  it("gives the site's own hand-picked shades from its own colours, within a difference no eye sees (ΔE2000 < 1.2)", () => {
    const before: Record<string, string> = {
      'primary-hover': '#123a88',
      'primary-tint': '#e8effc',
      'primary-border': '#c7d4ee',
      'background-muted': '#f5f7fb',
      'on-primary': '#ffffff',
      'on-primary-muted': '#e6edfb',
      'on-accent': '#ffffff',
      muted: '#475569',
      subtle: '#56657a',
      line: '#e2e8f0',
      'field-border': '#b8c2d3',
      'on-dark': '#e2e8f0',
      'on-dark-muted': '#a9b6cb',
    };
    const difference = differenceCiede2000();
    for (const [name, hex] of Object.entries(before)) expect(difference(palette.get(name as never)!, hex), name).toBeLessThan(1.2);
  });

  it('writes every colour as a custom property of :root', () => {
    const css = paletteCss(palette);
    expect(css).toMatch(/^:root \{\n/);
    expect(css).toContain('  --color-primary: #1849a9;\n');
    expect(css).toContain('  --color-header: rgba(255, 255, 255, 0.94);\n');
    expect(css.split('\n').filter((line) => line.startsWith('  --color-'))).toHaveLength(palette.size);
  });

  it('puts the most legible of the background and heading colours on a filled button', () => {
    expect(colourIn(paletteOf({ ...brandColourDefaults, primary: '#1849a9' }), 'on-primary')).toBe('#ffffff');
    expect(colourIn(paletteOf({ ...brandColourDefaults, primary: '#ffd43b' }), 'on-primary')).toBe('#0b1324');
  });

  it('knows which colours of site.yaml each colour is made of', () => {
    expect(sourcesOf('primary-hover')).toEqual(['primary']);
    expect(sourcesOf('on-primary').sort()).toEqual(['background', 'heading', 'primary']);
    expect(sourcesOf('on-dark-muted').sort()).toEqual(['background', 'dark']);
    expect(sourcesOf('error')).toEqual([]);
  });
});

describe('the pairs of colours the style sheets set text and controls in', () => {
  it('all pass with the default colours', () => {
    expect(failingPairs(palette).map(({ pair, ratio }) => `${pair.foreground} on ${pair.background}: ${ratio}`)).toEqual([]);
  });

  it.each(colourPairs.flatMap((pair) => pair.where.map((where) => [where, pair] as const)))('%s sets a colour of its pair', (where, pair) => {
    const [file, ...selector] = where.split(' ');
    const rule = ruleOf(readFileSync(join(projectRoot, file!), 'utf8'), selector.join(' '));
    expect(rule, `no rule for ${selector.join(' ')} in ${file}`).toBeDefined();
    expect(rule).toMatch(new RegExp(`var\\(--color-(${pair.foreground}|${pair.background})\\)`));
  });

  it('leave no colour to the style sheets: every colour they use is one of the palette', () => {
    const used = styleSheets.flatMap(({ file, css }) => [...css.matchAll(/var\(--color-([a-z-]+)\)/g)].map((match) => `${file} ${match[1]}`));
    expect(used.filter((use) => !palette.has(use.split(' ')[1] as never))).toEqual([]);
    const literal = styleSheets.flatMap(({ file, css }) =>
      [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/#[0-9a-fA-F]{3,8}\b|\b(rgba?|hsla?)\([^)]*\)/g)]
        .map((match) => `${file}: ${match[0]}`)
        // The cards' shadow is a shadow, the same whatever the brand.
        .filter((use) => !use.startsWith('src/styles/tokens.css: rgb(11 19 36 /')),
    );
    expect(literal).toEqual([]);
  });
});

describe('the nearest colour that passes', () => {
  const pairOf = (foreground: string, background: string) => colourPairs.find((pair) => pair.foreground === foreground && pair.background === background)!;
  const involving = (colours: BrandColours, name: keyof BrandColours) =>
    failingPairs(paletteOf(colours)).filter(({ pair }) => [...sourcesOf(pair.foreground), ...sourcesOf(pair.background)].includes(name));

  it.each([
    ['primary', '#7aa7f0', 'primary', 'background'],
    ['text', '#9aa3b0', 'text', 'background'],
    ['background', '#5a6b8c', 'text', 'background'],
    ['dark', '#8896b3', 'on-dark-muted', 'dark'],
  ] as const)('of %s %s keeps its hue, moves its lightness as little as will do, and passes every pair made of it', (name, value, foreground, background) => {
    const colours = { ...brandColourDefaults, [name]: value };
    expect(involving(colours, name).length).toBeGreaterThan(0);
    const better = nearestPassing(colours, name, pairOf(foreground, background))!;
    expect(better).toMatch(/^#[0-9a-f]{6}$/);
    expect(involving({ ...colours, [name]: better }, name)).toEqual([]);
    const [was, now] = [oklch(value)!, oklch(better)!];
    // The hue of a grey (hardly any chroma) means nothing.
    expect((was.c ?? 0) < 0.02 || Math.abs((now.h ?? 0) - (was.h ?? 0)) < 3).toBe(true);
    // One step (0.005 of lightness) less far does not pass.
    const step = Math.sign(now.l - was.l) * 0.005;
    const closer = { ...colours, [name]: `oklch(${now.l - step} ${now.c} ${now.h ?? 0})` };
    expect(involving(closer, name).length).toBeGreaterThan(0);
  });
});

describe('an accent left out', () => {
  it("is the site's own with no primary colour either, and with the site's own primary written out", () => {
    expect(brandColoursOf({}).accent).toBe(brandColourDefaults.accent);
    expect(brandColoursOf({ primary: brandColourDefaults.primary }).accent).toBe(brandColourDefaults.accent);
  });

  it("follows a primary colour: its hue, as light to the eye as the site's own accent; one written is kept", () => {
    const accent = oklch(brandColoursOf({ primary: '#1b6e3a' }).accent)!;
    expect(Math.abs(accent.h! - oklch('#1b6e3a')!.h!)).toBeLessThan(3);
    expect(contrastOf(formatHex(accent), '#ffffff')).toBeCloseTo(contrastOf(brandColourDefaults.accent, '#ffffff'), 1);
    expect(brandColoursOf({ primary: '#1b6e3a', accent: '#b54708' }).accent).toBe('#b54708');
  });

  it.each(Array.from({ length: 36 }, (_, step) => step * 10))('of a primary colour of hue %i° stands out wherever the accent is used', (hue) => {
    for (const [l, c] of [
      [0.35, 0.02],
      [0.45, 0.15],
    ] as const) {
      const primary = formatHex({ mode: 'oklch', l, c, h: hue });
      const failing = contrastFailures({ primary }).flatMap(({ failing }) => failing.map(({ pair }) => pair));
      expect(failing.filter((pair) => pair.foreground.includes('accent') || pair.background.includes('accent'))).toEqual([]);
    }
  });

  it('is changed through the primary colour: its failing pairs belong to the primary, whose nearest passing colour mends them', () => {
    const [failure] = contrastFailures({ primary: '#ffd43b', background: '#fffbe6' });
    expect(failure?.name).toBe('primary');
    expect(contrastFailures({ primary: failure!.nearest!, background: '#fffbe6' })).toEqual([]);
  });
});

describe('the colours that make pairs fall short', () => {
  it("are none for the site's own", () => {
    expect(contrastFailures({})).toEqual([]);
    expect(contrastFailures(brandColourDefaults)).toEqual([]);
  });

  it('name the colour written, its pairs worst first, and the nearest colour that passes', () => {
    const [failure, ...others] = contrastFailures({ primary: '#7fb38f' });
    expect(others).toEqual([]);
    expect(failure!.name).toBe('primary');
    expect(failure!.nearest).toBe('#457756');
    const ratios = failure!.failing.map(({ ratio }) => ratio);
    expect(ratios).toEqual([...ratios].sort((a, b) => a - b));
    expect(failure!.failing[0]!.pair.shows).toBe('menu entries under the pointer');
  });
});

describe('the fonts a site may choose', () => {
  it('each have their name, as the font spells it', () => {
    expect(fontNames).toEqual({ inter: 'Inter', 'public-sans': 'Public Sans', 'source-sans-3': 'Source Sans 3' });
  });

  const fonts = readdirSync(join(projectRoot, 'src/styles/fonts')).map((file) => file.replace(/\.css$/, ''));
  const dependencies = Object.keys(memberOf(JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')), 'dependencies') as object);

  it('are those the schema lists, and Inter by default', () => {
    const font = memberOf(memberOf(brandSchema, 'properties'), 'font');
    expect([...(memberOf(font, 'enum') as string[])].sort()).toEqual(fonts.sort());
    expect(memberOf(font, 'default')).toBe('inter');
  });

  it.each(fonts)('%s comes from a font package the project depends on, and never from a font service', (font) => {
    const css = readFileSync(join(projectRoot, 'src/styles/fonts', `${font}.css`), 'utf8');
    const imported = [...css.matchAll(/@import '([^']+)';/g)].map((match) => match[1]!);
    expect(imported).toHaveLength(1);
    expect(dependencies).toContain(imported[0]!.split('/').slice(0, 2).join('/'));
    expect(css).not.toMatch(/https?:/);
  });
});
