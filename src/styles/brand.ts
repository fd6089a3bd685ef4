import { clampChroma, formatHex, formatRgb, oklch, parse, wcagContrast, wcagLuminance, type Oklch } from 'culori';
import type { Font } from '../generated/content-types.ts';

/**
 * The site's colours (docs/BEHAVIOUR.md#brand): the few an editor names under `brand.colors` in
 * site.yaml, every shade the style sheets use computed from them, and the pairs of colours the style
 * sheets set text or a control in, with the contrast each needs. Build time only: the content check
 * refuses a pair below its contrast, and the content's Vite plugin writes the palette as custom
 * properties (`--color-primary`, …) into the one style sheet, so the prerendered pages have their
 * colours before any script runs.
 */

/** The colours an editor names (in this order in site.yaml), and the site's own, used where site.yaml names none. */
export const brandColourNames = ['primary', 'accent', 'text', 'heading', 'background', 'dark'] as const;
export type BrandColourName = (typeof brandColourNames)[number];
export type BrandColours = Record<BrandColourName, string>;
/** The colours site.yaml names, each as it writes it; the others are left out. */
export type WrittenColours = Partial<BrandColours>;
export const brandColourDefaults: BrandColours = {
  primary: '#1849a9',
  accent: '#2e6be6',
  text: '#1e293b',
  heading: '#0b1324',
  background: '#ffffff',
  dark: '#0b1324',
};

/**
 * The colours of the pages for those site.yaml names: the site's own where it names none, but an
 * accent left out follows a primary colour named, so that one colour changes the whole site
 * (docs/BEHAVIOUR.md#brand).
 */
export function brandColoursOf(written: WrittenColours): BrandColours {
  const primary = written.primary === undefined ? undefined : readColour(written.primary);
  return { ...brandColourDefaults, ...written, accent: written.accent ?? (primary ? accentOf(primary) : brandColourDefaults.accent) };
}

/**
 * The accent of a primary colour: its hue, as colourful as it is next to the site's own primary, and
 * as light to the eye as the site's own accent (the same luminance), so that it stands out as much
 * on the background, on the dark bands and under the newsletter button's text. The site's own
 * primary gives the site's own accent.
 */
function accentOf(primary: Oklch): string {
  const [ownPrimary, ownAccent] = [readColour(brandColourDefaults.primary)!, readColour(brandColourDefaults.accent)!];
  if (formatHex(primary) === formatHex(ownPrimary)) return brandColourDefaults.accent;
  const c = (ownAccent.c * primary.c) / ownPrimary.c;
  const at = (l: number) => clampChroma({ mode: 'oklch', l, c, ...(primary.h === undefined ? {} : { h: primary.h }) }, 'oklch');
  const target = wcagLuminance(ownAccent);
  // Luminance grows with lightness: halving the range 30 times finds it well within one step of #rrggbb.
  let [darker, lighter] = [0, 1];
  for (let step = 0; step < 30; step++) {
    const middle = (darker + lighter) / 2;
    if (wcagLuminance(at(middle)) < target) darker = middle;
    else lighter = middle;
  }
  return formatHex(at(darker));
}

/** The colour of site.yaml to change for `name`: the primary colour for an accent that follows it. */
const changedAs = (written: WrittenColours, name: BrandColourName): BrandColourName =>
  name === 'accent' && written.accent === undefined && written.primary !== undefined ? 'primary' : name;

/** The colours of site.yaml, as an editor changes them, that a palette colour is made of. */
const writtenSourcesOf = (written: WrittenColours, name: PaletteName): BrandColourName[] => [
  ...new Set(sourcesOf(name).map((source) => changedAs(written, source))),
];

/** The brand fonts, by their names: every font the schema allows (the type says so), and its name as the font itself spells it. */
export const fontNames: Record<Font, string> = { inter: 'Inter', 'public-sans': 'Public Sans', 'source-sans-3': 'Source Sans 3' };

/** How a named colour is spoken of in messages. */
export const brandColourLabels: Record<BrandColourName, string> = {
  primary: 'primary colour',
  accent: 'accent colour',
  text: 'text colour',
  heading: 'heading colour',
  background: 'background colour',
  dark: 'dark band colour',
};

/**
 * Colours that say what happened (a form's errors and success), the same whatever the brand: they are
 * in the palette so that the pairs they make with the brand's colours are checked too.
 */
const statusNames = [
  'error',
  'error-tint',
  'error-border',
  'success',
  'success-tint',
  'success-border',
  'error-on-dark',
  'failure-on-dark',
  'success-on-dark',
  'success-veil',
  'success-edge-on-dark',
  'failure-veil',
  'failure-edge-on-dark',
] as const;
const statusColours: Record<(typeof statusNames)[number], string> = {
  error: '#b42318',
  'error-tint': '#fdecea',
  'error-border': '#f4b8b0',
  success: '#067647',
  'success-tint': '#e7f6ec',
  'success-border': '#a6dcb8',
  'error-on-dark': '#ffb4a8',
  'failure-on-dark': '#ffd2cb',
  'success-on-dark': '#b5f0cf',
  'success-veil': 'rgb(6 118 71 / 0.18)',
  'success-edge-on-dark': 'rgb(181 240 207 / 0.4)',
  'failure-veil': 'rgb(180 35 24 / 0.2)',
  'failure-edge-on-dark': 'rgb(255 180 168 / 0.5)',
};

/** Every colour of the style sheets but the status colours, each computed from those before it. */
const derivedNames = [
  'primary',
  'primary-hover',
  'accent',
  'text',
  'heading',
  'background',
  'dark',
  'primary-tint',
  'primary-border',
  'background-muted',
  'on-primary',
  'on-primary-muted',
  'on-primary-edge',
  'on-primary-veil',
  'on-accent',
  'accent-glow',
  'muted',
  'subtle',
  'line',
  'field-border',
  'header',
  'on-dark-strong',
  'on-dark',
  'on-dark-muted',
  'on-dark-line',
  'on-dark-edge',
  'on-dark-veil',
] as const;
type DerivedName = (typeof derivedNames)[number];
type Source = DerivedName | 'black';

/** A colour of site.yaml as it is. */
interface Named {
  named: BrandColourName;
}
/**
 * A shade of `from`: its lightness moved `lightness` of the way to that of `towards` (OKLCH, where equal
 * steps look equal), its colourfulness (chroma) scaled by `chroma`, its hue kept.
 */
interface Shade {
  from: Source;
  towards: Source;
  lightness: number;
  chroma: number;
}
/** Whichever of `candidates` contrasts most with `on`: the text on a filled button. */
interface Legible {
  on: Source;
  candidates: Source[];
}
/** `of` seen through: translucent over what lies behind it. */
interface Translucent {
  of: Source;
  alpha: number;
}
type Derivation = Named | Shade | Legible | Translucent;

/**
 * Every colour of the style sheets but the status colours, by the name of its custom property
 * (`--color-<name>`): a colour of site.yaml, or how it is computed from earlier ones. The shades'
 * figures give the site's own hand-picked shades from its own colours.
 */
const derivations: Record<DerivedName, Derivation> = {
  primary: { named: 'primary' },
  'primary-hover': { from: 'primary', towards: 'black', lightness: 0.143, chroma: 0.846 },
  accent: { named: 'accent' },
  text: { named: 'text' },
  heading: { named: 'heading' },
  background: { named: 'background' },
  dark: { named: 'dark' },
  'primary-tint': { from: 'primary', towards: 'background', lightness: 0.913, chroma: 0.117 },
  'primary-border': { from: 'primary', towards: 'background', lightness: 0.767, chroma: 0.24 },
  'background-muted': { from: 'primary', towards: 'background', lightness: 0.957, chroma: 0.035 },
  'on-primary': { on: 'primary', candidates: ['background', 'heading'] },
  'on-primary-muted': { from: 'primary', towards: 'on-primary', lightness: 0.903, chroma: 0.12 },
  'on-primary-edge': { of: 'on-primary', alpha: 0.7 },
  'on-primary-veil': { of: 'on-primary', alpha: 0.12 },
  'on-accent': { on: 'accent', candidates: ['background', 'heading'] },
  'accent-glow': { of: 'accent', alpha: 0.35 },
  muted: { from: 'text', towards: 'background', lightness: 0.232, chroma: 1.01 },
  subtle: { from: 'text', towards: 'background', lightness: 0.309, chroma: 1.02 },
  line: { from: 'text', towards: 'background', lightness: 0.9, chroma: 0.35 },
  'field-border': { from: 'text', towards: 'background', lightness: 0.739, chroma: 0.72 },
  header: { of: 'background', alpha: 0.94 },
  'on-dark-strong': { named: 'background' },
  'on-dark': { from: 'dark', towards: 'background', lightness: 0.913, chroma: 0.34 },
  'on-dark-muted': { from: 'dark', towards: 'background', lightness: 0.721, chroma: 0.94 },
  'on-dark-line': { of: 'on-dark-strong', alpha: 0.1 },
  'on-dark-edge': { of: 'on-dark-strong', alpha: 0.25 },
  'on-dark-veil': { of: 'on-dark-strong', alpha: 0.06 },
};

export type PaletteName = DerivedName | (typeof statusNames)[number];
/** Every colour of the style sheets, by the name of its custom property, as CSS writes it. */
export type Palette = ReadonlyMap<PaletteName, string>;

/** Where a pair of colours is used, and so the contrast it needs (WCAG 2.2 level AA). */
export type PairUse = 'text' | 'large text' | 'control';
export const minimumContrast: Record<PairUse, number> = { text: 4.5, 'large text': 3, control: 3 };

export interface ColourPair {
  /** The text, or the control's edge or fill. */
  foreground: PaletteName;
  /** What it stands on. */
  background: PaletteName;
  use: PairUse;
  /** What it shows, in an editor's words. */
  shows: string;
  /** The rules of the style sheets that set this pair, `file selector`: a unit test finds each one there. */
  where: string[];
}

/**
 * The pairs the style sheets set text or a control in, each with the places that set it. Text is
 * `text` (4.5:1) unless every place sets it large (24 px, or 18.7 px bold: 3:1); `control` is what
 * tells a control from what surrounds it, the focus ring included (3:1).
 */
export const colourPairs: readonly ColourPair[] = [
  { foreground: 'text', background: 'background', use: 'text', shows: 'body text', where: ['src/styles/base.css body'] },
  {
    foreground: 'heading',
    background: 'background',
    use: 'text',
    shows: 'headings and labels',
    where: ['src/styles/base.css h4', 'src/forms/forms.css .field label'],
  },
  { foreground: 'muted', background: 'background', use: 'text', shows: 'paragraphs of sections', where: ['src/styles/base.css .prose'] },
  { foreground: 'muted', background: 'background-muted', use: 'text', shows: 'paragraphs of tinted sections', where: ['src/styles/base.css .section--muted'] },
  {
    foreground: 'subtle',
    background: 'background',
    use: 'text',
    shows: 'dates and captions',
    where: ['src/blocks/article-body/article-body.css .article__meta', 'src/blocks/blog-cards/blog-cards.css .blog-card__facts'],
  },
  {
    foreground: 'primary',
    background: 'background',
    use: 'text',
    shows: 'links and eyebrows',
    where: ['src/styles/base.css a', 'src/styles/base.css .eyebrow'],
  },
  { foreground: 'primary-hover', background: 'background', use: 'text', shows: 'links under the pointer', where: ['src/styles/base.css a:hover'] },
  {
    foreground: 'primary',
    background: 'primary-tint',
    use: 'text',
    shows: 'menu entries under the pointer',
    where: ['src/styles/layout.css .main-nav__link:hover'],
  },
  {
    foreground: 'primary-hover',
    background: 'primary-tint',
    use: 'text',
    shows: 'outlined buttons under the pointer',
    where: ['src/styles/base.css .button--secondary:hover'],
  },
  { foreground: 'on-primary', background: 'primary', use: 'text', shows: 'the text of filled buttons', where: ['src/styles/base.css .button--primary'] },
  {
    foreground: 'on-primary',
    background: 'primary-hover',
    use: 'text',
    shows: 'filled buttons under the pointer',
    where: ['src/styles/base.css .button--primary:hover'],
  },
  {
    foreground: 'on-primary-muted',
    background: 'primary',
    use: 'text',
    shows: 'the call-to-action band',
    where: ['src/blocks/call-to-action/call-to-action.css .cta__inner'],
  },
  {
    foreground: 'primary',
    background: 'on-primary',
    use: 'text',
    shows: 'the buttons of the call-to-action band',
    where: ['src/blocks/call-to-action/call-to-action.css .cta .button--primary'],
  },
  {
    foreground: 'on-accent',
    background: 'accent',
    use: 'text',
    shows: "the newsletter's button",
    where: ['src/styles/layout.css .newsletter-form .button--primary'],
  },
  { foreground: 'background', background: 'heading', use: 'text', shows: 'the chosen language and the skip link', where: ['src/styles/layout.css .skip-link'] },
  { foreground: 'on-dark-strong', background: 'dark', use: 'text', shows: 'headings on the dark bands', where: ['src/styles/layout.css .footer-heading'] },
  { foreground: 'on-dark', background: 'dark', use: 'text', shows: 'links on the dark bands', where: ['src/styles/layout.css .site-footer a'] },
  {
    foreground: 'on-dark-muted',
    background: 'dark',
    use: 'text',
    shows: 'text on the dark bands',
    where: ['src/styles/layout.css .site-footer', 'src/blocks/title-banner/title-banner.css .title-banner__text'],
  },
  { foreground: 'error', background: 'background', use: 'text', shows: "the forms' error messages", where: ['src/forms/forms.css .field__error'] },
  {
    foreground: 'error-on-dark',
    background: 'dark',
    use: 'text',
    shows: "the newsletter's error messages",
    where: ['src/styles/layout.css .newsletter .newsletter__error'],
  },
  { foreground: 'accent', background: 'background', use: 'control', shows: 'the focus ring', where: ['src/styles/base.css :focus-visible'] },
  { foreground: 'accent', background: 'dark', use: 'control', shows: 'the icons of the footer', where: ['src/styles/layout.css .footer-contact svg'] },
  { foreground: 'primary', background: 'background', use: 'control', shows: 'the edges of buttons', where: ['src/styles/base.css .button--secondary'] },
];

/** How a colour of the palette is spoken of in messages. */
export function paletteLabel(name: PaletteName): string {
  const how: Derivation | undefined = isDerived(name) ? derivations[name] : undefined;
  return how && 'named' in how && how.named === name ? brandColourLabels[how.named] : (derivedLabels[name] ?? name);
}
const derivedLabels: Partial<Record<PaletteName, string>> = {
  'primary-hover': 'darker shade of the primary colour',
  'primary-tint': 'light tint of the primary colour',
  'background-muted': 'tinted background',
  'on-primary': 'text colour on the primary colour',
  'on-primary-muted': 'soft text colour on the primary colour',
  'on-accent': 'text colour on the accent colour',
  muted: 'muted text colour (a shade of the text colour)',
  subtle: 'subtle text colour (a shade of the text colour)',
  'on-dark-strong': 'heading colour on the dark bands (the background colour)',
  'on-dark': 'link colour on the dark bands (a shade of the background colour)',
  'on-dark-muted': 'text colour on the dark bands (a shade of the background colour)',
  error: 'error red',
  'error-on-dark': 'error red of the dark bands',
};

/** A colour as CSS may write it, read with the browsers' rules; null when it is none. */
export function readColour(value: string): Oklch | null {
  const colour = parse(value);
  return colour ? oklch(colour) : null;
}

const black: Oklch = { mode: 'oklch', l: 0, c: 0 };

const isDerived = (name: PaletteName): name is DerivedName => name in derivations;

/** The palette of `named`: every colour of the style sheets as `#rrggbb` (or `rgba(…)` where translucent). */
export function paletteOf(named: BrandColours): Palette {
  const colours = new Map<Source, Oklch>([['black', black]]);
  const palette = new Map<PaletteName, string>();
  const colour = (name: Source): Oklch => colours.get(name) ?? black;
  for (const name of derivedNames) {
    const how = derivations[name];
    if ('of' in how) {
      palette.set(name, formatRgb({ ...colour(how.of), alpha: how.alpha }));
      continue;
    }
    let value: Oklch;
    if ('named' in how) value = readColour(named[how.named]) ?? black;
    else if ('on' in how) value = mostLegible(colour(how.on), how.candidates.map(colour));
    else value = shade(colour(how.from), colour(how.towards), how.lightness, how.chroma);
    colours.set(name, value);
    palette.set(name, formatHex(value));
  }
  for (const name of statusNames) palette.set(name, statusColours[name]);
  return palette;
}

/** A colour of a palette: every name has one. */
export const colourIn = (palette: Palette, name: PaletteName): string => palette.get(name) ?? '';

function shade(from: Oklch, towards: Oklch, lightness: number, chroma: number): Oklch {
  const l = from.l + (towards.l - from.l) * lightness;
  return clampChroma({ mode: 'oklch', l, c: from.c * chroma, ...(from.h === undefined ? {} : { h: from.h }) }, 'oklch');
}

function mostLegible(behind: Oklch, candidates: Oklch[]): Oklch {
  return candidates.reduce((best, candidate) => (wcagContrast(candidate, behind) > wcagContrast(best, behind) ? candidate : best));
}

/** The contrast ratio of two colours of a palette (WCAG 2.2), from 1 to 21. */
export function contrastOf(foreground: string, background: string): number {
  return wcagContrast(foreground, background);
}

/** The palette as the custom properties of the style sheets: `--color-<name>: <value>;` in `:root`. */
export function paletteCss(palette: Palette): string {
  const lines = [...palette].map(([name, value]) => `  --color-${name}: ${value};`);
  return `:root {\n${lines.join('\n')}\n}\n`;
}

/** The colours of site.yaml a palette colour is computed from (none for a status colour). */
export function sourcesOf(name: PaletteName | 'black'): BrandColourName[] {
  if (name === 'black' || !isDerived(name)) return [];
  const how = derivations[name];
  if ('named' in how) return [how.named];
  const from = 'on' in how ? [how.on, ...how.candidates] : 'of' in how ? [how.of] : [how.from, how.towards];
  return [...new Set(from.flatMap(sourcesOf))];
}

/** The pairs of `palette` below the contrast their use needs, with the contrast they have. */
export function failingPairs(palette: Palette): FailingPair[] {
  return colourPairs.flatMap((pair) => {
    const ratio = contrastOf(colourIn(palette, pair.foreground), colourIn(palette, pair.background));
    return ratio < minimumContrast[pair.use] ? [{ pair, ratio }] : [];
  });
}

/** A pair below the contrast its use needs, with the contrast it has. */
export interface FailingPair {
  pair: ColourPair;
  ratio: number;
}

/** A colour of site.yaml that pairs below their contrast are made of: those pairs, the worst first, and the nearest colour that passes. */
export interface ContrastFailure {
  name: BrandColourName;
  failing: FailingPair[];
  nearest: string | undefined;
}

/**
 * The colours of `written` that make pairs fall below their contrast (docs/BEHAVIOUR.md#brand): each
 * failing pair belongs to a colour the editor wrote that its text, else what lies behind it, is made
 * of. The content check's refusal and Edit mode's Brand dialog both say this, so they never disagree.
 */
export function contrastFailures(written: WrittenColours): ContrastFailure[] {
  const byColour = new Map<BrandColourName, FailingPair[]>();
  for (const failing of failingPairs(paletteOf(brandColoursOf(written)))) {
    const { foreground, background } = failing.pair;
    const named = [...writtenSourcesOf(written, foreground), ...writtenSourcesOf(written, background)].find((name) => written[name] !== undefined);
    if (named) byColour.set(named, [...(byColour.get(named) ?? []), failing]);
  }
  return [...byColour].map(([name, failing]) => {
    const worst = failing.sort((a, b) => a.ratio - b.ratio);
    return { name, failing: worst, nearest: nearestPassing(written, name, worst[0]!.pair) };
  });
}

/**
 * The colour nearest to `written[name]` with which the pages pass: the same hue and colourfulness, its
 * lightness (OKLCH) moved up or down by as little as will do. Every pair made of it must pass if some
 * lightness allows it, else `pair` alone; undefined when no lightness makes even that pair pass.
 */
export function nearestPassing(written: WrittenColours, name: BrandColourName, pair: ColourPair): string | undefined {
  const start = readColour(brandColoursOf(written)[name]);
  if (!start) return undefined;
  const variant = (l: number) => formatHex(clampChroma({ ...start, l }, 'oklch'));
  const candidates: string[] = [];
  for (let step = 1; step <= 200; step++) {
    for (const l of [start.l - step * 0.005, start.l + step * 0.005]) if (l >= 0 && l <= 1) candidates.push(variant(l));
  }
  const paletteWith = (value: string) => paletteOf(brandColoursOf({ ...written, [name]: value }));
  const pairPasses = (palette: Palette) => contrastOf(colourIn(palette, pair.foreground), colourIn(palette, pair.background)) >= minimumContrast[pair.use];
  const involves = ({ pair: { foreground, background } }: FailingPair) =>
    [...writtenSourcesOf(written, foreground), ...writtenSourcesOf(written, background)].includes(name);
  return candidates.find((value) => !failingPairs(paletteWith(value)).some(involves)) ?? candidates.find((value) => pairPasses(paletteWith(value)));
}
