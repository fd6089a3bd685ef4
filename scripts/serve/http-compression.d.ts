// http-compression ships no types; this is the part of its API scripts/serve uses (see its README).
declare module 'http-compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface CompressionOptions {
    /** Smaller responses are sent as they are (bytes; default 1024). */
    threshold?: number;
    level?: { brotli?: number; gzip?: number };
    brotli?: boolean;
    gzip?: boolean;
    /** Content types to compress (default: text, JavaScript, JSON, XML — SVG included). */
    mimes?: RegExp;
  }

  export default function compression(options?: CompressionOptions): (request: IncomingMessage, response: ServerResponse, next?: () => void) => void;
}
