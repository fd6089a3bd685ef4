import { realpathSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { refusalOf, sendText } from './guard.ts';

/** Vite's endpoint that opens a file in the code editor; edit mode asks it (src/dev/OpenButton.tsx). */
export const editorEndpoint = '/__open-in-editor';

/** `:12` or `:12:5` after the file: the line and column, as Vite's endpoint reads them. */
const positionPattern = /:\d+(?::\d+)?$/;

type Answer = { status: number; text: string };

/**
 * Stands before Vite's own handler of `editorEndpoint`, mounted on the same address so that both see
 * the same requests (docs/BEHAVIOUR.md#development-server): it lets through only a request of this
 * development server's own pages (src/dev-server/guard.ts) for a file that exists inside one of `folders`
 * (the project, and the site folder when it is another), as the file's real path, so `../`, an
 * absolute path, a `file:` address or a link leading out of the project opens nothing. Anything
 * else is answered here, and Vite's handler never runs.
 */
export function editorEndpointGuard(folders: readonly string[]) {
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const checked = checkedFile(request, url.searchParams.get('file'), folders);
    if (typeof checked !== 'string') return sendText(response, checked.status, checked.text);
    // Vite's handler opens exactly the file checked here.
    request.url = `${url.pathname}?${new URLSearchParams({ file: checked }).toString()}`;
    next();
  };
}

/** The real path of the file to open, with its line and column, or the answer that refuses it. */
function checkedFile(request: IncomingMessage, asked: string | null, folders: readonly string[]): string | Answer {
  const refusal = refusalOf(request, 'The development server opens files in the editor only for its own pages.');
  if (refusal) return { status: 403, text: refusal };
  if (!asked) return { status: 400, text: `Say which file to open: ${editorEndpoint}?file=<path>[:line[:column]].` };
  const position = positionPattern.exec(asked)?.[0] ?? '';
  const path = resolve(folders[0]!, asked.slice(0, asked.length - position.length));
  const outside: Answer = { status: 403, text: `The development server opens only files inside the project: ${asked} is not.` };
  // Before the file system is asked anything, and again once links are followed. Edit mode sends
  // paths, never addresses: `file:///etc/hostname` is refused as what it points to.
  if (/^[a-z][\w+.-]*:\/\//i.test(asked) || !isInsideAny(path, folders)) return outside;
  const missing: Answer = { status: 404, text: `There is no file ${asked} in the project.` };
  let real: string;
  try {
    real = realpathSync(path);
  } catch {
    return missing;
  }
  const realFolders = folders.map((folder) => realpathSync(folder));
  if (!isInsideAny(real, realFolders)) return outside;
  if (!statSync(real).isFile()) return missing;
  return `${real}${position}`;
}

function isInsideAny(path: string, folders: readonly string[]): boolean {
  return folders.some((folder) => {
    const rest = relative(folder, path);
    return rest !== '' && rest !== '..' && !rest.startsWith(`..${sep}`) && !isAbsolute(rest);
  });
}
