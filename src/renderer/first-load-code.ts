/**
 * Whether the page the document holds draws block `index` (of `type`) by its code from the start,
 * its code part of the first load, rather than keeping it as the build drew it: a block whose code
 * acts once drawn (`interactive`), on the first screen (PageData.firstScreenBlocks). The others' code
 * is fetched when the visitor reaches them, or never (docs/PERFORMANCE.md#blocks-drawn-once).
 * The build's budget check weighs first loads by the same rule.
 */
export function drawnByCodeAtFirst(type: string, index: number, firstScreenBlocks: number, interactive: ReadonlySet<string>): boolean {
  return interactive.has(type) && index < firstScreenBlocks;
}
