import {
  brandColourLabels,
  brandColourNames,
  brandColoursOf,
  colourIn,
  contrastFailures,
  paletteOf,
  readColour,
  type BrandColourName,
  type WrittenColours,
} from '../../styles/brand.ts';

/**
 * What the Brand dialog says of each colour before it is saved (docs/EDITING.md#brand-colours-font-and-logo), in plain
 * words: whether text on it, or in it, can be read, and when it cannot, the nearest colour that
 * can. The content check's own rule decides (src/styles/brand.ts, contrastFailures), so the dialog
 * never lets through a colour the check would refuse, nor refuses one it takes.
 */
export interface Verdict {
  readable: boolean;
  words: string;
  /** The nearest colour, lighter or darker, with which every text can be read. */
  suggestion?: string;
}

/** A colour as the dialog may write it: one a browser reads, with no transparency. */
export function isColour(value: string): boolean {
  const colour = readColour(value.trim());
  return colour !== null && (colour.alpha ?? 1) === 1;
}

/** The colours as typed that are colours, by name: those the dialog would write. */
export function writtenColours(typed: Record<string, string | null>): WrittenColours {
  return Object.fromEntries(brandColourNames.flatMap((name) => (typed[name] && isColour(typed[name]) ? [[name, typed[name].trim()]] : [])));
}

/** "White", "Light" or "Dark": a text colour as an editor sees it. */
function tone(hex: string): string {
  if (hex === '#ffffff') return 'White';
  return (readColour(hex)?.l ?? 0) >= 0.6 ? 'Light' : 'Dark';
}

/** What a colour that passes is good for, in the words of its use. */
function readableWords(written: WrittenColours, name: BrandColourName): string {
  const palette = paletteOf(brandColoursOf(written));
  switch (name) {
    case 'primary':
      return `${tone(colourIn(palette, 'on-primary'))} text on this colour is easy to read, and so are links in this colour.`;
    case 'accent':
      return `${tone(colourIn(palette, 'on-accent'))} text on this colour is easy to read, and the ring around what has keyboard focus is easy to see.`;
    case 'text':
    case 'heading':
      return 'Easy to read on the background.';
    case 'background':
      return 'Text is easy to read on this colour.';
    case 'dark':
      return `${tone(colourIn(palette, 'on-dark-muted'))} text on this colour is easy to read.`;
  }
}

/** The verdict on colour `name` among the colours `written` (those the dialog would write). */
export function verdictOf(written: WrittenColours, name: BrandColourName): Verdict {
  const failure = contrastFailures(written).find((failing) => failing.name === name);
  if (!failure) return { readable: true, words: readableWords(written, name) };
  const { pair } = failure.failing[0]!;
  const hard = `${pair.shows} would be hard to ${pair.use === 'control' ? 'see' : 'read'}`;
  if (!failure.nearest) return { readable: false, words: `No lighter or darker ${brandColourLabels[name]} works with the other colours: ${hard}.` };
  const darker = (readColour(failure.nearest)?.l ?? 0) < (readColour(brandColoursOf(written)[name])?.l ?? 0);
  return { readable: false, words: `${darker ? 'Too light' : 'Too dark'}: ${hard}.`, suggestion: failure.nearest };
}

/** Why Save waits, or undefined when it need not: a colour not yet written as one, or one hard to read. */
export function saveWaits(typed: Record<string, string | null>): string | undefined {
  const unreadable = brandColourNames.filter((name) => typeof typed[name] === 'string' && !isColour(typed[name]));
  if (unreadable.length > 0) return `Save waits for the ${names(unreadable)} to be written as a colour, such as #1849a9.`;
  const written = writtenColours(typed);
  const failing = contrastFailures(written).map(({ name }) => name);
  if (failing.length > 0)
    return `Save waits until the ${names(failing)} ${failing.length === 1 ? 'is' : 'are'} easy to read: use the colour suggested, or choose another.`;
  return undefined;
}

const names = (colours: BrandColourName[]) => colours.map((name) => brandColourLabels[name]).join(colours.length === 2 ? ' and ' : ', ');
