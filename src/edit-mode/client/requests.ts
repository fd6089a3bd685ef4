import {
  csrfCookie,
  csrfHeader,
  editModePath,
  type EditModeAnswer,
  type EditModeBlock,
  type EditModeChange,
  type EditModeImageAnswer,
  type EditModeMenus,
  type EditModePage,
  type EditModeArticle,
  type EditModeBrand,
  type EditModeSite,
  type EditModeText,
  type EditModeTranslations,
  type EditModeUndoAnswer,
  type FileVersions,
} from '../protocol.ts';
import { editStatus } from './edit-status.ts';
import { focusAfterSave, type FocusTarget } from './focus.ts';
import { undoDepth, undoLabel } from './undo-depth.ts';

/**
 * Edit mode's calls to the development server's endpoints (src/edit-mode/protocol.ts says
 * what each answers). Every dialog of edit mode goes through here, by fetch only.
 *
 * The reads (getSite, getText, getBlock) resolve to the data or reject with an Error whose
 * message can be shown as it is. The writes (save, undo, uploadImage) never reject: a server that
 * does not answer, or answers something else than JSON, becomes `{ status: 'error', message }`, so
 * a dialog keeps what was typed and says what happened.
 *
 * A save or an undo that writes is drawn on the page in place (the development server tells every
 * page of the change): both say what they wrote in edit mode's status line
 * (src/edit-mode/client/edit-status.ts), and focus `focus` once the page shows it. The other answers
 * are the caller's to show.
 */

/** What a dialog says when the development server does not answer at all. */
const unreachableMessage = 'The development server did not answer: is npm start still running? Nothing was lost: try again once it runs.';

/** The site, for every dialog; Undo's depth as the server knows it, so a new tab can take back earlier saves too. */
export async function getSite(): Promise<EditModeSite> {
  const site = await read<EditModeSite>('/site');
  tellUndo(site);
  return site;
}

/** Undo's depth and what it would take back, as an answer of the server says. */
function tellUndo({ undoDepth: depth, undo: label = '' }: { undoDepth: number; undo?: string }): void {
  undoDepth.set(depth);
  undoLabel.set(label);
}

export const getText = (key: string): Promise<EditModeText> => read<EditModeText>(`/text?${new URLSearchParams({ key }).toString()}`);

export const getBlock = (route: string, index: number): Promise<EditModeBlock> =>
  read<EditModeBlock>(`/block?${new URLSearchParams({ route, index: String(index) }).toString()}`);

export const getMenus = (): Promise<EditModeMenus> => read<EditModeMenus>('/menus');

export const getArticle = (route: string): Promise<EditModeArticle> => read<EditModeArticle>(`/article?${new URLSearchParams({ route }).toString()}`);

export const getBrand = (): Promise<EditModeBrand> => read<EditModeBrand>('/brand');
export const getTranslations = (): Promise<EditModeTranslations> => read<EditModeTranslations>('/translations');

export const getPage = (route: string): Promise<EditModePage> => read<EditModePage>(`/page?${new URLSearchParams({ route }).toString()}`);

/** A save's description on one line: a save of several changes is described as "… and 2 more", then one line each. */
const firstLine = (description: string) => description.split('\n')[0]!;

/**
 * Checks and writes `changes` together, or nothing; `versions` from the read that showed the data.
 * Once saved, says what in plain words, as Undo will ("Saved: heading “Our story” on About us
 * changed (English)"), and focuses `focus` once the page shows the change.
 */
export async function save(changes: EditModeChange[], versions: FileVersions, focus?: FocusTarget): Promise<EditModeAnswer> {
  focusAfterSave(focus);
  const answer = await write<EditModeAnswer>('/save', { body: JSON.stringify({ changes, versions }), headers: { 'Content-Type': 'application/json' } });
  if (answer.status === 'saved') {
    tellUndo(answer);
    editStatus.say(answer.undo ? `Saved: ${firstLine(answer.undo)}` : `Saved ${answer.files.join(', ')}`);
  } else focusAfterSave(undefined);
  return answer;
}

/** Takes back the last save of this session, and says what it took back ("Undone: heading “Our story” on About us changed"); the page keeps its place. */
export async function undo(focus: FocusTarget = { kind: 'undo' }): Promise<EditModeUndoAnswer> {
  focusAfterSave(focus);
  const label = undoLabel.get();
  // JSON, though there is nothing to say: another site's page cannot send that without asking first (CORS).
  const answer = await write<EditModeUndoAnswer>('/undo', { body: '{}', headers: { 'Content-Type': 'application/json' } });
  if (answer.status === 'saved') {
    tellUndo(answer);
    editStatus.say(`Undone: ${label ? firstLine(label) : answer.files.join(', ')}`);
    return answer;
  }
  focusAfterSave(undefined);
  if (answer.status === 'nothing') tellUndo(answer);
  return answer;
}

/** Stores a picture under the site's images folder; `name` is the file's own name, made safe by the server. */
export const uploadImage = (file: Blob, name: string): Promise<EditModeImageAnswer> =>
  write<EditModeImageAnswer>(`/image?${new URLSearchParams({ name }).toString()}`, {
    body: file,
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
  });

async function read<T>(path: string): Promise<T> {
  const reply = await ask(path, { headers: { Accept: 'application/json' } });
  if (!reply) throw new Error(unreachableMessage);
  // oxlint-disable-next-line typescript/no-unsafe-type-assertion -- the endpoints answer as the shared contract says (src/edit-mode/protocol.ts)
  if (reply.response.ok && reply.body !== undefined) return reply.body as T;
  throw new Error(messageOf(reply));
}

async function write<T extends { status: string }>(
  path: string,
  init: { body?: BodyInit; headers?: Record<string, string> },
): Promise<T | { status: 'error'; message: string }> {
  const reply = await ask(path, { method: 'POST', ...init, headers: { Accept: 'application/json', ...csrf(), ...init.headers } });
  if (!reply) return { status: 'error', message: unreachableMessage };
  const { body } = reply;
  // oxlint-disable-next-line typescript/no-unsafe-type-assertion -- the endpoints answer as the shared contract says (src/edit-mode/protocol.ts)
  if (typeof body === 'object' && body !== null && 'status' in body && typeof body.status === 'string') return body as T;
  return { status: 'error', message: messageOf(reply) };
}

/** The team editing server's CSRF token, when the page is served by it (src/edit-mode/protocol.ts). */
function csrf(): Record<string, string> {
  // No document where these calls are tested in Node alone.
  const cookies = typeof document === 'undefined' ? '' : document.cookie;
  const token = cookies
    .split('; ')
    .find((cookie) => cookie.startsWith(`${csrfCookie}=`))
    ?.slice(csrfCookie.length + 1);
  return token ? { [csrfHeader]: decodeURIComponent(token) } : {};
}

/** The answer and its JSON (undefined when it is none); undefined when the server did not answer. */
async function ask(path: string, init: RequestInit): Promise<{ response: Response; body: unknown } | undefined> {
  try {
    const response = await fetch(`${editModePath}${path}`, init);
    return { response, body: await response.json().catch(() => undefined) };
  } catch {
    return undefined;
  }
}

/** What the answer says went wrong, or its status. */
function messageOf({ response, body }: { response: Response; body: unknown }): string {
  if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') return body.message;
  return `The development server answered ${[response.status, response.statusText].filter(Boolean).join(' ')}.`;
}
