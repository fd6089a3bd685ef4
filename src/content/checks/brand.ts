import type { SiteSettings } from '../../generated/content-types.ts';
import {
  brandColourDefaults,
  brandColourLabels,
  brandColourNames,
  colourIn,
  failingPairs,
  minimumContrast,
  nearestPassing,
  paletteLabel,
  paletteOf,
  readColour,
  sourcesOf,
  type BrandColourName,
  type BrandColours,
  type ColourPair,
} from '../../styles/brand.ts';
import { problemAt } from '../parse/source-file.ts';
import type { Problem } from '../problem.ts';
import type { CheckedContent } from '../schema/check-schemas.ts';

const colourHint = 'Write it as #rgb, #rrggbb, rgb(24 73 169) or hsl(220 75% 38%), with no transparency.';

/** The named colours of site.yaml (the site's own where it names none), or the problems of those it cannot read. */
function brandColours(site: SiteSettings): {
  colours: BrandColours;
  given: Set<BrandColourName>;
  unreadable: { name: BrandColourName; message: string }[];
} {
  const written = site.brand?.colors ?? {};
  const colours: BrandColours = { ...brandColourDefaults };
  const given = new Set<BrandColourName>();
  const unreadable: { name: BrandColourName; message: string }[] = [];
  for (const name of brandColourNames) {
    const value = written[name];
    if (value === undefined) continue;
    const colour = readColour(value);
    if (!colour) unreadable.push({ name, message: `"${value}" is not a colour.` });
    else if ((colour.alpha ?? 1) < 1)
      unreadable.push({ name, message: `"${value}" is partly transparent: its contrast with what lies behind it cannot be known.` });
    else {
      colours[name] = value;
      given.add(name);
    }
  }
  return { colours, given, unreadable };
}

/** Truncated, never rounded up: 4.499 must not read as 4.5 (docs/BEHAVIOUR.md#brand). */
const ratio = (value: number) => `${Math.floor(value * 100) / 100}:1`;

/**
 * Every brand colour can be read, and every pair of colours the style sheets set text or a control in
 * has the contrast its use needs (docs/BEHAVIOUR.md#brand), each reported at the colour of site.yaml
 * to change, with the nearest one that passes.
 */
export function checkBrand({ site }: CheckedContent): Problem[] {
  if (!site) return [];
  const { colours, given, unreadable } = brandColours(site.data);
  if (unreadable.length > 0)
    return unreadable.map(({ name, message }) => problemAt('invalid-colour', site.source, ['brand', 'colors', name], message, colourHint));
  const palette = paletteOf(colours);
  // Each failing pair belongs to a colour the editor wrote, that its text (else what lies behind it) is made of.
  const byColour = new Map<BrandColourName, { pair: ColourPair; ratio: number }[]>();
  for (const failing of failingPairs(palette)) {
    const named = [...sourcesOf(failing.pair.foreground), ...sourcesOf(failing.pair.background)].find((name) => given.has(name));
    if (named) byColour.set(named, [...(byColour.get(named) ?? []), failing]);
  }
  return [...byColour].map(([named, failing]) => {
    const [worst, ...others] = failing.sort((a, b) => a.ratio - b.ratio);
    const { pair } = worst!;
    const colour = (name: ColourPair['foreground']) => `the ${paletteLabel(name)} ${colourIn(palette, name)}`;
    const also = others.map((other) => `${other.pair.shows} (${ratio(other.ratio)}, needs ${minimumContrast[other.pair.use]}:1)`);
    const message = [
      `${capitalised(colour(pair.foreground))} on ${colour(pair.background)} has a contrast of ${ratio(worst!.ratio)}, for ${pair.shows}: ${needs[pair.use]} at least ${minimumContrast[pair.use]}:1 (WCAG AA).`,
      ...(also.length ? [`Also too low: ${also.join(', ')}.`] : []),
    ].join(' ');
    const better = nearestPassing(colours, named, pair);
    const hint = better
      ? `Use ${better} as the ${brandColourLabels[named]}: the nearest colour, lighter or darker, with which every text can be read.`
      : `No lighter or darker ${brandColourLabels[named]} passes with the other colours: change ${[...given].map((name) => `the ${brandColourLabels[name]}`).join(' or ')}.`;
    return problemAt('low-contrast', site.source, ['brand', 'colors', named], message, hint);
  });
}

const needs: Record<ColourPair['use'], string> = { text: 'body text needs', 'large text': 'large text needs', control: 'a control needs' };

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
