import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  EditError,
  type planChanges,
  type readBlock,
  type readArticle,
  type readBrand,
  type readMenus,
  type readPage,
  type readSite,
  type readText,
  type readTranslations,
} from '../engine/site-edits.ts';
import { refusalOf } from '../../dev-server/guard.ts';
import { isArray, isRecord } from '../../shared/guards.ts';
import { editModePath, type FileVersions, type EditModeChange, type EditModeSaveRequest } from '../protocol.ts';
import { versionsOf } from './files.ts';
import { formatSize } from '../../shared/format-size.ts';
import { bodyWithin, readJson, Refusal, send, type Answer } from './http.ts';
import { storeImage } from './images.ts';
import { Saves, type SaveHooks } from './saves.ts';

/** What the endpoints do with the site's files (src/edit-mode/engine/site-edits.ts); tests hand in their own. */
export interface EditModeOperations {
  readSite: typeof readSite;
  readText: typeof readText;
  readBlock: typeof readBlock;
  readMenus: typeof readMenus;
  readPage: typeof readPage;
  readArticle: typeof readArticle;
  readBrand: typeof readBrand;
  readTranslations: typeof readTranslations;
  planChanges: typeof planChanges;
}

/**
 * The largest bodies the endpoints read (docs/BEHAVIOUR.md#editing-on-the-page), and how deep their
 * JSON may nest: a save nests a section a few levels inside the request, and content itself at
 * most contentLimits.depth (20); far deeper would overflow the stack of the code that reads it.
 */
const editModeLimits = { json: { bytes: 1024 * 1024, depth: 64 }, image: 25 * 1024 * 1024 };

interface Options {
  limits?: typeof editModeLimits;
  /** Where an unexpected failure is told, with its stack: the server's console. */
  log?: (message: string) => void;
  /** What a server around edit mode adds to its saves (src/editing-server/); `npm start` adds nothing. */
  hooks?: SaveHooks;
  /**
   * The refusal of a request that is not for the endpoints (403), or undefined: by default, anything
   * but this development server's own pages on this machine (src/dev-server/guard.ts).
   */
  guard?: (request: IncomingMessage) => string | undefined;
}

const ownPagesOnly = (request: IncomingMessage) => refusalOf(request, "The editor's endpoints answer only this development server's own pages.");

type Request = { url: URL; request: IncomingMessage };
type Endpoint = { method: 'GET' | 'POST'; answer: (request: Request) => Answer | Promise<Answer> };

/**
 * Edit mode's endpoints under `/__edit-mode` (src/edit-mode/protocol.ts,
 * docs/BEHAVIOUR.md#editing-on-the-page), for the site folder `root`: reading the site, a text and
 * a block with the versions of their files, saving changes, taking saves back, and storing a
 * picture. Only for this development server's own pages (src/dev-server/guard.ts); any other address
 * goes to `next`.
 */
export function editModeEndpoints(
  root: string,
  operations: EditModeOperations,
  { limits = editModeLimits, log = console.error, hooks, guard = ownPagesOnly }: Options = {},
) {
  const endpoints = endpointsOf(root, operations, limits, hooks);
  return async (request: IncomingMessage, response: ServerResponse, next: () => void): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith(`${editModePath}/`)) return next();
    try {
      send(request, response, await answer(endpoints, guard, { url, request }));
    } catch (error) {
      send(request, response, failure(error, log));
    }
  };
}

function answer(
  endpoints: Map<string, Endpoint>,
  guard: (request: IncomingMessage) => string | undefined,
  { url, request }: Request,
): Answer | Promise<Answer> {
  const refusal = guard(request);
  if (refusal) throw new Refusal(403, refusal);
  const endpoint = endpoints.get(url.pathname.slice(editModePath.length));
  if (!endpoint) throw new Refusal(404, `There is no endpoint ${url.pathname}.`);
  if (request.method !== endpoint.method && !(endpoint.method === 'GET' && request.method === 'HEAD'))
    throw new Refusal(405, `${url.pathname} takes only ${endpoint.method} requests.`, { Allow: endpoint.method === 'GET' ? 'GET, HEAD' : 'POST' });
  return endpoint.answer({ url, request });
}

/** A refusal's answer, an edit that cannot be made, or, for anything else, a 500 that tells no stack (the console has it). */
function failure(error: unknown, log: (message: string) => void): Answer {
  if (error instanceof Refusal) return error.answer;
  if (error instanceof EditError) return { status: error.status, body: { status: 'error', message: error.message } };
  log(`The editor's endpoint failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  const reason = error instanceof Error ? error.message : String(error);
  return { status: 500, body: { status: 'error', message: `The development server could not do this (it said: "${reason}"). Its console tells more.` } };
}

function endpointsOf(root: string, operations: EditModeOperations, limits: typeof editModeLimits, hooks: SaveHooks | undefined): Map<string, Endpoint> {
  const saves = new Saves(root, operations.planChanges, hooks);
  const ok = (body: unknown): Answer => ({ status: 200, body });
  const withVersions = ({ files, ...read }: { files: string[] }) => ok({ ...read, versions: versionsOf(root, files) });
  const save = async ({ request }: Request) => {
    const { changes, versions } = saveRequest(await readJson(request, limits.json));
    return saves.save(changes, versions, request);
  };
  // Nothing to read (an empty body will do), but typed as JSON all the same: a page of another site cannot send that without asking first (CORS).
  const undo = async ({ request }: Request) => (await readJson(request, limits.json), saves.undo(request));
  return new Map<string, Endpoint>([
    ['/site', { method: 'GET', answer: () => ok({ ...operations.readSite(root), ...saves.undoState }) }],
    ['/text', { method: 'GET', answer: ({ url }) => withVersions(operations.readText(root, parameter(url, 'key'))) }],
    ['/block', { method: 'GET', answer: ({ url }) => withVersions(operations.readBlock(root, parameter(url, 'route', { mayBeEmpty: true }), index(url))) }],
    ['/menus', { method: 'GET', answer: () => withVersions(operations.readMenus(root)) }],
    ['/article', { method: 'GET', answer: ({ url }) => withVersions(operations.readArticle(root, parameter(url, 'route'))) }],
    ['/brand', { method: 'GET', answer: () => withVersions(operations.readBrand(root)) }],
    ['/page', { method: 'GET', answer: ({ url }) => withVersions(operations.readPage(root, parameter(url, 'route', { mayBeEmpty: true }))) }],
    ['/translations', { method: 'GET', answer: () => withVersions(operations.readTranslations(root)) }],
    ['/save', { method: 'POST', answer: save }],
    ['/undo', { method: 'POST', answer: undo }],
    ['/image', { method: 'POST', answer: ({ url, request }) => image(root, url, request, limits.image) }],
  ]);
}

async function image(root: string, url: URL, request: IncomingMessage, limit: number): Promise<Answer> {
  const name = parameter(url, 'name');
  const bytes = await bodyWithin(request, limit, `The picture is larger than ${formatSize(limit)}, the most the editor takes: make it smaller first.`);
  return { status: 200, body: storeImage(root, name, bytes) };
}

/** A parameter the endpoint needs; `route=` may be empty, for the home page. */
function parameter(url: URL, name: string, { mayBeEmpty = false } = {}): string {
  const value = url.searchParams.get(name);
  if (value === null || (value === '' && !mayBeEmpty)) throw new Refusal(400, `Say which one: ${url.pathname}?${name}=….`);
  return value;
}

function index(url: URL): number {
  const value = parameter(url, 'index');
  if (!/^\d{1,6}$/.test(value)) throw new Refusal(400, `The index of a section is a number from 0: ${value} is not.`);
  return Number(value);
}

/** `{changes, versions}`, in the shape of EditModeSaveRequest; what each change asks for is the operations' to check. */
function saveRequest(body: unknown): EditModeSaveRequest {
  if (isRecord(body) && isArray(body.changes) && body.changes.every(isChange) && isVersions(body.versions))
    return { changes: body.changes, versions: body.versions };
  throw new Refusal(400, 'A save is {"changes": [...], "versions": {"<file>": "<version>"}}: this request is not.');
}

/** A change of some kind: its kind and fields are the operations' to check (EditError). */
const isChange = (value: unknown): value is EditModeChange => isRecord(value) && typeof value.kind === 'string';

const isVersions = (value: unknown): value is FileVersions => isRecord(value) && Object.values(value).every((version) => typeof version === 'string');
