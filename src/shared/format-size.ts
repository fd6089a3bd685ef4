/** A size in the words of a limit or a refusal: 4194304 → "4 MB", 4300000 → "4.1 MB", 65536 → "64 KB". */
export function formatSize(bytes: number): string {
  const [amount, unit] = bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'MB'] : [bytes / 1024, 'KB'];
  return `${Number.isInteger(amount) ? amount : amount.toFixed(1)} ${unit}`;
}
