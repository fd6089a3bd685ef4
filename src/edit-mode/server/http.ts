import type { IncomingMessage, ServerResponse } from 'node:http';

/** An answer of the editor's endpoints: its HTTP status and its JSON (src/edit-mode/protocol.ts). */
export interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** A request the endpoints refuse, as the answer they give: thrown from anywhere a handler reads or checks. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  get answer(): Answer {
    return { status: this.status, body: { status: 'error', message: this.message }, headers: this.headers };
  }
}

export function send(request: IncomingMessage, response: ServerResponse, { status, body, headers = {} }: Answer): void {
  response.statusCode = status;
  if (!request.complete) {
    // Answered before its body was read (a refusal): the rest is dropped, and the connection is not used again.
    response.setHeader('Connection', 'close');
    request.resume();
  }
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  // Every answer describes the files as they are now.
  response.setHeader('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  response.end(JSON.stringify(body));
}

/** `25 MB`, `1 MB`, `64 KB`: a limit in the words of a refusal. */
export const formatSize = (bytes: number): string => (bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MB` : `${bytes / 1024} KB`);

/**
 * The whole body, or a 413 refusal once it proves longer than `limit` (`tooLarge` says so in plain
 * words). What is left of a longer body is read and dropped, so the refusal reaches the client.
 */
export async function readBody(request: IncomingMessage, limit: number, tooLarge: string): Promise<Buffer> {
  const declared = Number(request.headers['content-length'] ?? 0);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const bytes: unknown = chunk;
    // A request without an encoding set, as here, reads as Buffers.
    if (!Buffer.isBuffer(bytes)) throw new TypeError('The request body was read as text, not as bytes.');
    size += bytes.length;
    if (size <= limit && declared <= limit) chunks.push(bytes);
  }
  if (size > limit || declared > limit) throw new Refusal(413, tooLarge);
  return Buffer.concat(chunks);
}

/** The body as JSON (undefined when empty): only `application/json`, at most `limit` bytes, and parsing. */
export async function readJson(request: IncomingMessage, limit: number): Promise<unknown> {
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json')
    throw new Refusal(400, `The editor's endpoints read JSON: send the body as application/json, not as ${type || 'a body without a type'}.`);
  const body = await readBody(request, limit, `The request is larger than ${formatSize(limit)}, the most the editor's endpoints read.`);
  if (body.length === 0) return undefined;
  try {
    const value: unknown = JSON.parse(body.toString('utf8'));
    return value;
  } catch {
    throw new Refusal(400, 'The request is not valid JSON.');
  }
}
