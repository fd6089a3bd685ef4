/** Text formatting for the printed tables; the JSON keeps raw numbers. */

export const seconds = (ms: number): string => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '–');
export const millis = (ms: number): string => (Number.isFinite(ms) ? `${Math.round(ms)} ms` : '–');
export const kib = (bytes: number): string => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)}` : '–');
export const scoreText = (score: number | null): string => (score === null ? '–' : String(score));
export const ratio = (value: number): string => (Number.isFinite(value) ? `${value.toFixed(2)}×` : '–');
export const clsText = (cls: number): string => (Number.isFinite(cls) ? cls.toFixed(3) : '–');

/** A plain-text table: first column left-aligned (names), the others right-aligned (numbers). */
export function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  return [line(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}
