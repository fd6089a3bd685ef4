import type { Rolldown } from 'vite';

const blockHelpers = /\/src\/kit\//;

/**
 * How the bundler groups modules into files. Everything the entry imports statically, directly or
 * not, is one chunk ("app"), loaded by every page. The helpers most blocks use share one chunk
 * ("block-kit") rather than one small file each; a helper only one or two blocks use (the content
 * icons) travels with those. Each block, and each library loaded on demand (Swiper, Google Maps,
 * EmailJS), keeps a chunk of its own, fetched only by the pages that need it.
 */
export function chunkName(entry: string) {
  let startup: Set<string> | undefined;
  return (id: string, context: Rolldown.ChunkingContext): string | null => {
    startup ??= staticallyReachable(entry, context);
    if (startup.has(id)) return 'app';
    return blockHelpers.test(id) && (context.getModuleInfo(id)?.importers.length ?? 0) >= 3 ? 'block-kit' : null;
  };
}

function staticallyReachable(entry: string, context: Rolldown.ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const pending = [entry];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = context.getModuleInfo(id);
    if (info) pending.push(...info.importedIds);
  }
  return seen;
}
