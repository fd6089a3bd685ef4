import type { IncomingMessage } from 'node:http';

/**
 * The whole body of a request to one of the development server's endpoints, or undefined once it
 * proves larger than `limit`: what is left of it is read and dropped, so the refusal reaches the client.
 */
export async function readBody(request: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  if (Number(request.headers['content-length'] ?? 0) > limit) {
    request.resume();
    return undefined;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const bytes: unknown = chunk;
    // A request without an encoding set, as here, reads as Buffers.
    if (!Buffer.isBuffer(bytes)) throw new TypeError('The request body was read as text, not as bytes.');
    size += bytes.length;
    if (size <= limit) chunks.push(bytes);
  }
  return size > limit ? undefined : Buffer.concat(chunks);
}
