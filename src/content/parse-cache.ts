/** The bench (scripts/bench/scale-bench.ts) clears the parse cache through this path; the cache belongs to the parse stage. */
export { parseCacheFile } from './parse/parse-cache.ts';
