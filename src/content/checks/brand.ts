import type { SiteSettings } from '../../generated/content-types.ts';
import {
  brandColourLabels,
  brandColourNames,
  brandColoursOf,
  colourIn,
  contrastFailures,
  minimumContrast,
  paletteLabel,
  paletteOf,
  readColour,
  type BrandColourName,
  type ColourPair,
  type WrittenColours,
} from '../../styles/brand.ts';
import { problemAt } from '../parse/source-file.ts';
import type { Problem } from '../problem.ts';
import type { CheckedContent } from '../schema/check-schemas.ts';

const colourHint = 'Write it as #rgb, #rrggbb, rgb(24 73 169) or hsl(220 75% 38%), with no transparency.';

/** The colours site.yaml names, or the problems of those it cannot read. */
function brandColours(site: SiteSettings): { written: WrittenColours; unreadable: { name: BrandColourName; message: string }[] } {
  const colours = site.brand?.colors ?? {};
  const written: WrittenColours = {};
  const unreadable: { name: BrandColourName; message: string }[] = [];
  for (const name of brandColourNames) {
    const value = colours[name];
    if (value === undefined) continue;
    const colour = readColour(value);
    if (!colour) unreadable.push({ name, message: `"${value}" is not a colour.` });
    else if ((colour.alpha ?? 1) < 1)
      unreadable.push({ name, message: `"${value}" is partly transparent: its contrast with what lies behind it cannot be known.` });
    else written[name] = value;
  }
  return { written, unreadable };
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
  const { written, unreadable } = brandColours(site.data);
  if (unreadable.length > 0)
    return unreadable.map(({ name, message }) => problemAt('invalid-colour', site.source, ['brand', 'colors', name], message, colourHint));
  const palette = paletteOf(brandColoursOf(written));
  const given = brandColourNames.filter((name) => written[name] !== undefined);
  return contrastFailures(written).map(({ name: named, failing, nearest }) => {
    const [worst, ...others] = failing;
    const { pair } = worst!;
    const colour = (name: ColourPair['foreground']) => `the ${paletteLabel(name)} ${colourIn(palette, name)}`;
    const also = others.map((other) => `${other.pair.shows} (${ratio(other.ratio)}, needs ${minimumContrast[other.pair.use]}:1)`);
    const message = [
      `${capitalised(colour(pair.foreground))} on ${colour(pair.background)} has a contrast of ${ratio(worst!.ratio)}, for ${pair.shows}: ${needs[pair.use]} at least ${minimumContrast[pair.use]}:1 (WCAG AA).`,
      ...(also.length ? [`Also too low: ${also.join(', ')}.`] : []),
    ].join(' ');
    const hint = nearest
      ? `Use ${nearest} as the ${brandColourLabels[named]}: the nearest colour, lighter or darker, with which every text can be read.`
      : `No lighter or darker ${brandColourLabels[named]} passes with the other colours: change ${given.map((name) => `the ${brandColourLabels[name]}`).join(' or ')}.`;
    return problemAt('low-contrast', site.source, ['brand', 'colors', named], message, hint);
  });
}

const needs: Record<ColourPair['use'], string> = { text: 'body text needs', 'large text': 'large text needs', control: 'a control needs' };

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
