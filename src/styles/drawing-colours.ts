import { clampChroma, formatHex, type Oklch } from 'culori';
import { brandColourDefaults, readColour, type BrandColours } from './brand.ts';

/**
 * The site's own drawings (logo, illustrations, icons) are drawn in its default primary and accent
 * colours and their tints; the build and the development server draw them in the brand's instead
 * (docs/BEHAVIOUR.md#brand). Build time only.
 */
const drawnIn = ['primary', 'accent'] as const;
/**
 * How near in hue a colour must be to a default brand colour to be one of its shades, and how
 * saturated, as a share of the most the screen shows at its lightness: the slate greys of the
 * drawings (text, lines) have a hint of the same blue, and stay as they are.
 */
const [sameHue, saturated] = [25, 0.5];

interface Move {
  from: Oklch;
  to: Oklch;
}

/** `svg` with every shade of the default primary and accent colours moved to the brand's; itself when the brand keeps them. */
export function recolourDrawing(svg: string, colours: BrandColours): string {
  const moves = drawnIn.flatMap((name): Move[] => {
    const [from, to] = [readColour(brandColourDefaults[name])!, readColour(colours[name])];
    return to && formatHex(to) !== formatHex(from) ? [{ from, to }] : [];
  });
  if (moves.length === 0) return svg;
  return svg.replace(/#(?:[0-9a-f]{6}|[0-9a-f]{3})\b/gi, (hex) => moved(hex, moves) ?? hex);
}

/** The colour `hex` becomes: the same place relative to the brand colour as it had to the default one. */
function moved(hex: string, moves: Move[]): string | undefined {
  const colour = readColour(hex);
  if (!colour || colour.h === undefined) return undefined;
  if (colour.c < saturated * clampChroma({ mode: 'oklch', l: colour.l, c: 0.5, h: colour.h }, 'oklch').c) return undefined;
  const nearest = moves.map((move) => ({ move, distance: hueDistance(colour.h!, move.from.h ?? 0) })).sort((a, b) => a.distance - b.distance)[0];
  if (!nearest || nearest.distance > sameHue) return undefined;
  const { from, to } = nearest.move;
  if (formatHex(colour) === formatHex(from)) return formatHex(to);
  // Lighter shades keep their place between the colour and white, darker ones between black and it.
  const l = colour.l >= from.l ? to.l + ((colour.l - from.l) * (1 - to.l)) / (1 - from.l) : (colour.l * to.l) / from.l;
  const h = to.h === undefined ? colour.h : to.h + (colour.h - (from.h ?? 0));
  return formatHex(clampChroma({ mode: 'oklch', l, c: (colour.c * to.c) / from.c, h }, 'oklch'));
}

function hueDistance(a: number, b: number): number {
  const distance = Math.abs(a - b) % 360;
  return Math.min(distance, 360 - distance);
}
