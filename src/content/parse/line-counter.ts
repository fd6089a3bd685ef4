import { LineCounter } from 'yaml';

/** Where each line of `text` starts, as yaml's `lineCounter` option would record it while parsing. */
export function lineCounterOf(text: string): LineCounter {
  const lines = new LineCounter();
  lines.addNewLine(0);
  for (let newline = text.indexOf('\n'); newline >= 0; newline = text.indexOf('\n', newline + 1)) lines.addNewLine(newline + 1);
  return lines;
}
