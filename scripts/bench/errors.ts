/**
 * A failure the person running the bench can act on (Chromium missing, the build or the server
 * failing): bench.ts prints its message alone, without a stack trace, and exits with code 1.
 */
export class BenchError extends Error {
  override name = 'BenchError';
}
