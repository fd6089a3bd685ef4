import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from '../../dev-server/read-body.ts';
import { formatSize } from '../../shared/format-size.ts';

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

/** The whole body, or a 413 refusal once it proves longer than `limit` (`tooLarge` says so in plain words). */
export async function bodyWithin(request: IncomingMessage, limit: number, tooLarge: string): Promise<Buffer> {
  const body = await readBody(request, limit);
  if (!body) throw new Refusal(413, tooLarge);
  return body;
}

/**
 * The body as JSON (undefined when empty): only `application/json`, at most `limits.bytes` bytes,
 * nested at most `limits.depth` deep (measured before parsing, so that nothing recursive ever
 * meets a deeper value), and parsing.
 */
export async function readJson(request: IncomingMessage, limits: { bytes: number; depth: number }): Promise<unknown> {
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json')
    throw new Refusal(400, `The editor's endpoints read JSON: send the body as application/json, not as ${type || 'a body without a type'}.`);
  const body = await bodyWithin(request, limits.bytes, `The request is larger than ${formatSize(limits.bytes)}, the most the editor's endpoints read.`);
  if (body.length === 0) return undefined;
  const text = body.toString('utf8');
  if (nestsDeeperThan(text, limits.depth))
    throw new Refusal(400, `The request nests lists and groups of fields more than ${limits.depth} deep, the most the editor's endpoints read.`);
  try {
    const value: unknown = JSON.parse(text);
    return value;
  } catch {
    throw new Refusal(400, 'The request is not valid JSON.');
  }
}

/** Whether the arrays and objects of `json` nest more than `limit` deep, counted in one pass without recursion; brackets in strings do not count. */
function nestsDeeperThan(json: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let at = 0; at < json.length; at++) {
    const character = json[at];
    if (inString) {
      if (character === '\\') at++;
      else if (character === '"') inString = false;
    } else if (character === '"') inString = true;
    else if (character === '[' || character === '{') {
      if (++depth > limit) return true;
    } else if (character === ']' || character === '}') depth--;
  }
  return false;
}
