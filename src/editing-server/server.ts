import { EventEmitter } from 'node:events';
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer as createViteServer, type Plugin, type ViteDevServer } from 'vite';
import { editorEndpoint } from '../dev-server/editor-endpoint.ts';
import type { SaveHooks } from '../edit-mode/server/saves.ts';
import { oneIconPerImport } from '../vite/one-icon-per-import.ts';
import { sitePlugins } from '../vite/site.ts';
import { Passkeys } from './auth/passkeys.ts';
import { People } from './auth/people.ts';
import { SignInLimits } from './auth/rate-limit.ts';
import { hostAllowed, sameOrigin, type Address } from './auth/requests.ts';
import { Sessions } from './auth/sessions.ts';
import { editorPath, gate, signedInOf, type Auth, type SignedIn } from './auth/sign-in.ts';
import { Draft, DraftWriteError } from './draft/draft.ts';
import { Refusal } from '../edit-mode/server/http.ts';
import { git } from './draft/git.ts';
import { takeLock } from './draft/lock.ts';
import { mergeSave } from './draft/merge.ts';
import { saveMessage } from '../edit-mode/engine/save-message.ts';
import { Publisher } from './publish/publish.ts';
import { presenceScript } from './views/presence.ts';
import { editorPages } from './views/routes.ts';

/** The renderer's own checkout: its index.html, src/ and node_modules serve every draft. */
const codeRoot = resolve(import.meta.dirname, '../..');

export interface EditingServerOptions {
  /** The site's git repository: the checkout the server runs in, unless told. */
  repository: string;
  /** Where people, sessions, the draft's checkout and the builds live: outside the repository. */
  dataFolder: string;
  port: number;
  /** The network address to listen on: 127.0.0.1 behind a reverse proxy on the same machine. */
  listen: string;
  /** The public address behind the reverse proxy (`https://edit.example.com`), if any. */
  publicUrl?: string;
  publishBranch: string;
  draftBranch: string;
  remote: string;
  sessionLifetime: number;
  trustProxy: boolean;
  log: (message: string) => void;
}

export interface RunningEditingServer {
  url: string;
  close: () => Promise<void>;
}

/**
 * The team's editing server (docs/BEHAVIOUR.md#editing-server): the site drawn from the
 * shared draft by Vite in middleware mode, with the on-page editor, behind a sign-in; every save a
 * commit on the draft by the person who made it; Publish, Changes and History.
 */
export async function startEditingServer(options: EditingServerOptions): Promise<RunningEditingServer> {
  const repository = (await git(options.repository, ['rev-parse', '--show-toplevel'])).trim();
  const commonDir = resolve(repository, (await git(repository, ['rev-parse', '--git-common-dir'])).trim());
  const unlock = takeLock(join(commonDir, 'editing-server.lock'), repository);
  try {
    const draft = await Draft.open({ repository, dataFolder: options.dataFolder, branch: options.draftBranch, publishBranch: options.publishBranch });
    const people = new People(options.dataFolder);
    const auth: Auth = {
      people,
      passkeys: new Passkeys(people),
      sessions: new Sessions(options.dataFolder, options.sessionLifetime),
      limits: new SignInLimits(options.dataFolder),
      // The port is known once listening: `--port 0` takes a free one.
      address: addressOf(options, options.port),
      trustProxy: options.trustProxy,
    };
    const signedInPeople = new WeakMap<IncomingMessage, SignedIn>();
    const publisher = new Publisher({ draft, codeRoot, dataFolder: options.dataFolder, remote: options.remote, log: options.log });
    const hindrance = await publisher.hindrance();
    if (hindrance) options.log(`People can edit, but Publish will refuse for now. ${hindrance}`);
    const vite = await viteServer(draft, options, saveHooks(draft, signedInPeople, options.log));
    const pages = editorPages({ auth, draft, publisher, remote: options.remote });
    const http = createHttpServer((request, response) => {
      handle(request, response).catch((error: unknown) => {
        options.log(`The editing server failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        response.end('The editing server could not do this; its log tells more. Nothing was lost.');
      });
    });
    async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
      const signedIn = await gate(auth, request, response);
      if (!signedIn) return;
      signedInPeople.set(request, signedIn);
      const path = new URL(request.url ?? '/', 'http://localhost').pathname;
      // Opening a file in a code editor acts on the server's machine, not the browser's: not for the team.
      if (path === editorEndpoint) return void response.writeHead(404).end();
      if (path.startsWith(`${editorPath}/`)) return pages(request, response, signedIn);
      vite.middlewares(request, response);
    }
    http.on('upgrade', upgradeGate(auth, vite));
    await new Promise<void>((done) => http.listen(options.port, options.listen, done));
    const address = http.address();
    const port = typeof address === 'object' && address !== null ? address.port : options.port;
    auth.address = addressOf(options, port);
    options.log(
      `The editing server serves the draft of ${repository} at http://${options.listen}:${port}${options.publicUrl ? ` (public address ${options.publicUrl})` : ''}.`,
    );
    return {
      url: `http://${options.listen}:${port}`,
      close: async () => {
        await vite.close();
        await closeHttp(http);
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

function addressOf({ publicUrl, listen }: EditingServerOptions, port: number): Address {
  if (publicUrl) {
    const url = new URL(publicUrl);
    return { hosts: [url.host.toLowerCase()], https: url.protocol === 'https:' };
  }
  return { hosts: [`${listen}:${port}`, `localhost:${port}`], https: false };
}

/** A save git could not commit, in the editor's dialog: its typing is kept there. */
const unwritable =
  "The server could not keep this save: its disk is full or cannot be written. Nothing of it was saved, and nothing saved before was lost; your text is still here. Tell the site's owner, then press Save again.";

/** Each save a commit by its author; saves on lines others changed since merged or refused. */
function saveHooks(draft: Draft, people: WeakMap<IncomingMessage, SignedIn>, log: (message: string) => void): SaveHooks {
  return {
    written: async ({ files, changes, request }) => {
      const signedIn = request && people.get(request);
      if (!signedIn) throw new Error('A save without a signed-in person reached the draft.');
      try {
        await draft.commit(files, saveMessage(changes, files), signedIn.person);
      } catch (error) {
        if (!(error instanceof DraftWriteError)) throw error;
        log(error.message);
        throw new Refusal(507, unwritable);
      }
    },
    merge: (stale) => mergeSave(draft.folder, stale),
  };
}

async function viteServer(draft: Draft, options: EditingServerOptions, hooks: SaveHooks): Promise<ViteDevServer> {
  const upgrades = new EventEmitter();
  const vite = await createViteServer({
    configFile: false,
    root: codeRoot,
    cacheDir: join(options.dataFolder, 'vite-cache'),
    logLevel: 'warn',
    appType: 'spa',
    plugins: [
      react(),
      oneIconPerImport(),
      // The gate has checked the Host, the session, the Origin and the CSRF token of every request by now.
      ...sitePlugins({ siteDir: draft.folder, editMode: { hooks, guard: () => undefined } }),
      teamBar(),
    ],
    server: {
      middlewareMode: true,
      // oxlint-disable-next-line typescript/no-unsafe-type-assertion -- Vite only listens for 'upgrade' on it, which upgradeGate emits once the request passed the gate
      ws: { server: upgrades as Server },
      allowedHosts: addressOf(options, options.port).hosts.map((host) => new URL(`http://${host}`).hostname),
      cors: false,
      fs: { allow: [codeRoot, draft.folder] },
    },
  });
  viteUpgrades.set(vite, upgrades);
  return vite;
}

const viteUpgrades = new WeakMap<ViteDevServer, EventEmitter>();

/** Vite's live updates (a WebSocket) only for signed-in pages of this server: anything else is cut. */
function upgradeGate(auth: Auth, vite: ViteDevServer) {
  return (request: IncomingMessage, socket: import('node:stream').Duplex, head: Buffer) => {
    const allowed = hostAllowed(request, auth.address) && sameOrigin(request, auth.address) && signedInOf(auth, request) !== undefined;
    if (allowed) viteUpgrades.get(vite)!.emit('upgrade', request, socket, head);
    else socket.destroy();
  };
}

/** A link on every page of the draft to Changes, Publish and History, beside edit mode's own button, and who else has the page open. */
function teamBar(): Plugin {
  return {
    name: 'editing-server-bar',
    transformIndexHtml: () => [
      {
        tag: 'a',
        attrs: {
          href: `${editorPath}/changes`,
          style:
            'position:fixed;right:1rem;bottom:1rem;z-index:2147483000;padding:.6rem 1rem;border-radius:999px;background:#0b57b0;color:#fff;font:600 15px/1.3 system-ui,sans-serif;text-decoration:none;box-shadow:0 2px 8px rgba(0,0,0,.3)',
        },
        children: 'Changes and Publish',
        injectTo: 'body',
      },
      {
        tag: 'p',
        attrs: {
          id: 'editing-server-presence',
          role: 'status',
          hidden: true,
          style:
            'position:fixed;right:1rem;bottom:4rem;z-index:2147483000;margin:0;padding:.4rem .8rem;border-radius:6px;background:#fff8d6;color:#1b1f24;border:1px solid #8a6d00;font:500 14px/1.3 system-ui,sans-serif',
        },
        injectTo: 'body',
      },
      { tag: 'script', attrs: { type: 'module' }, children: presenceScript, injectTo: 'body' },
    ],
  };
}

const closeHttp = (server: Server): Promise<void> =>
  new Promise((done) => {
    server.close(() => done());
    server.closeAllConnections();
  });
