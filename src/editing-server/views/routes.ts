import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Person } from '../auth/people.ts';
import { sessionCookie, cookie, cookiesOf } from '../auth/requests.ts';
import { editorPath, formCsrfMatches, readForm, type Auth, type SignedIn } from '../auth/sign-in.ts';
import { csrfCookie } from '../../edit-mode/protocol.ts';
import type { Draft } from '../draft/draft.ts';
import { commitPattern } from '../draft/git.ts';
import type { Publisher } from '../publish/publish.ts';
import { readBody } from '../../dev-server/read-body.ts';
import { CatchUpError, catchUp, divergenceOf, settle, type Clash } from '../draft/catch-up.ts';
import { discard, draftChanges, pageAndLanguage, type FileChange, type TextChange } from './changes.ts';
import { Presence } from './presence.ts';
import { html, page, redirect, sendPage, type Markup } from './html.ts';

interface Context {
  auth: Auth;
  draft: Draft;
  publisher: Publisher;
  /** The git remote the live site is pushed to, and a developer may push to. */
  remote: string;
}

const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The editing server's own pages for signed-in people (docs/BEHAVIOUR.md#editing-server): Changes
 * (with Publish and Discard), History (with Restore), and signing out. Each form carries the
 * session's CSRF token; Publish and Restore are for publishers.
 */
export function editorPages(context: Context) {
  const notes = new Notes();
  const presence = new Presence();
  return async (request: IncomingMessage, response: ServerResponse, signedIn: SignedIn): Promise<void> => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname.slice(editorPath.length);
    // The gate has checked this write's Origin and CSRF header (it is JSON, not a form).
    if (path === '/presence' && request.method === 'POST') return tellPresence(presence, request, response, signedIn);
    if (request.method === 'GET' || request.method === 'HEAD') {
      if (path === '/changes') return sendPage(response, 200, await changesPage(context, signedIn, notes.take(signedIn)));
      if (path === '/choose') return sendPage(response, 200, await choosePage(context, signedIn, notes.take(signedIn)));
      if (path === '/history') return sendPage(response, 200, historyPage(context, signedIn, notes.take(signedIn)));
      return sendPage(
        response,
        404,
        page(
          'Not found — editing server',
          html`<h1>There is no such page</h1>
            <p><a href="/">Back to the site</a></p>`,
        ),
      );
    }
    const form = await readForm(request);
    if (!formCsrfMatches(form, signedIn))
      return sendPage(
        response,
        403,
        page(
          'Refused — editing server',
          html`<h1>This form has expired</h1>
            <p>Go back, reload the page and try again.</p>`,
        ),
      );
    if (path === '/sign-out') return signOut(context.auth, request, response);
    const action = actions[path];
    if (!action) return sendPage(response, 404, page('Not found — editing server', html`<h1>There is no such action</h1>`));
    if (action.publishers && signedIn.person.role !== 'publisher') {
      notes.say(signedIn, 'Only a publisher can do this: ask one of them.', true);
      return redirect(response, `${editorPath}/changes`);
    }
    const { note, problem = false, next } = await action.run(context, signedIn, form);
    notes.say(signedIn, note, problem);
    redirect(response, `${editorPath}/${next}`);
  };
}

/** The outcome of a person's last action, shown once on their next page: per session, in memory. */
class Notes {
  private readonly notes = new Map<string, { text: string; problem: boolean }>();

  take({ session }: SignedIn): Note {
    const note = this.notes.get(session.csrf);
    this.notes.delete(session.csrf);
    return note;
  }

  say({ session }: SignedIn, text: string, problem = false): void {
    this.notes.set(session.csrf, { text, problem });
  }
}

type Outcome = { note: string; problem?: boolean; next: 'changes' | 'history' | 'choose' };
type Action = { publishers: boolean; run: (context: Context, signedIn: SignedIn, form: URLSearchParams) => Promise<Outcome> };

const actions: Record<string, Action | undefined> = {
  '/publish': {
    publishers: true,
    run: async ({ publisher }, { person }) => {
      const result = await publisher.publish(person);
      return result.ok
        ? { note: publishedWords(result.publication.time, result.publication.by), next: 'history' }
        : { note: result.message, problem: true, next: result.pushFailed ? 'history' : 'changes' };
    },
  },
  '/retry-push': {
    publishers: true,
    run: async ({ publisher }) => {
      const result = await publisher.retryPush();
      return result.ok
        ? { note: `Sent. ${publishedWords(result.publication.time, result.publication.by)}`, next: 'history' }
        : { note: result.message, problem: true, next: 'history' };
    },
  },
  '/discard': {
    publishers: false,
    run: async ({ draft }, { person }, form) => {
      const problem = await discard(draft, form.get('file') ?? '', (files, message) => draft.commit(files, message, person));
      return problem
        ? { note: problem, problem: true, next: 'changes' }
        : { note: 'Discarded: the draft has that file as the live site has it.', next: 'changes' };
    },
  },
  '/choose': {
    publishers: false,
    run: async ({ draft }, { person }, form) => {
      const choices = new Map([...form].filter(([name]) => name.startsWith('choice:')).map(([name, value]) => [name.slice('choice:'.length), value]));
      try {
        await settle(draft, { head: form.get('head') ?? '', live: form.get('live') ?? '' }, choices, person);
        return { note: 'Chosen: the draft is up to date with the live site, with the versions you kept. It can be published now.', next: 'changes' };
      } catch (error) {
        if (error instanceof CatchUpError) return { note: error.message, problem: true, next: 'choose' };
        throw error;
      }
    },
  },
  '/restore': {
    publishers: true,
    run: async ({ draft, publisher }, { person }, form) => {
      const commit = form.get('commit') ?? '';
      const publication = publisher.publications().find((entry) => entry.commit === commit);
      if (!commitPattern.test(commit) || !publication) return { note: 'That version is not one of the published ones.', problem: true, next: 'history' };
      const made = await draft.restore(commit, `Restored the version published ${dateFormat.format(new Date(publication.time))} by ${publication.by}`, person);
      return made
        ? { note: 'Restored in the draft, as a new change: look at it on the site, then Publish.', next: 'changes' }
        : { note: 'The draft is already as that version.', next: 'history' };
    },
  },
};

async function tellPresence(presence: Presence, request: IncomingMessage, response: ServerResponse, { person }: SignedIn): Promise<void> {
  let page = '';
  try {
    const body: unknown = JSON.parse((await readBody(request, 4096))?.toString('utf8') ?? '');
    if (typeof body === 'object' && body !== null && 'page' in body && typeof body.page === 'string') page = body.page.slice(0, 500);
  } catch {
    // Not what the page sends: counted nowhere.
  }
  response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(JSON.stringify({ others: page ? presence.here(person, page) : [] }));
}

function signOut(auth: Auth, request: IncomingMessage, response: ServerResponse): void {
  const token = cookiesOf(request).get(sessionCookie);
  if (token) auth.sessions.close(token);
  const gone = { https: auth.address.https, maxAge: 0 };
  redirect(response, `${editorPath}/sign-in`, { 'Set-Cookie': [cookie(sessionCookie, '', gone), cookie(csrfCookie, '', { ...gone, readable: true })] });
}

async function changesPage({ draft, publisher, remote }: Context, signedIn: SignedIn, note: Note): Promise<string> {
  const clashes = await catchUp(draft, signedIn.person, remote);
  const changes = await draftChanges(draft);
  const latest = publisher.publications()[0];
  const canPublish = signedIn.person.role === 'publisher' && clashes.length === 0;
  const pages = new Map<string, FileChange[]>();
  for (const change of changes) pages.set(pageAndLanguage(change.file).page, [...(pages.get(pageAndLanguage(change.file).page) ?? []), change]);
  return page(
    'Changes — editing server',
    html`<h1>Changes waiting to be published</h1>
      ${noteHtml(note)}
      ${
        clashes.length > 0
          ? html`<p class="card problem" role="alert">
              Someone changed the live site outside the editor, on the same lines as the draft, in ${clashes.length}
              ${clashes.length === 1 ? 'place' : 'places'}. Nothing can be published until you
              <a href="${editorPath}/choose">choose which version to keep</a>.
            </p>`
          : ''
      }
      <p class="meta">${latest ? publishedWords(latest.time, latest.by) : 'Nothing published from the editor yet.'}</p>
      ${
        changes.length === 0
          ? html`<p>The draft is the same as the live site: nothing to publish.</p>`
          : html`${
              canPublish
                ? html`<form method="post" action="${editorPath}/publish">
                    ${csrfField(signedIn)}<button type="submit">Publish ${changes.length} ${changes.length === 1 ? 'change' : 'changes'}</button>
                  </form>`
                : signedIn.person.role === 'publisher'
                  ? ''
                  : html`<p>A publisher puts these on the live site.</p>`
            }
            ${[...pages].map(
              ([name, files]) =>
                html`<section class="card" aria-labelledby="${idOf(name)}">
                  <h2 id="${idOf(name)}">${name}</h2>
                  ${textsHtml(files)} ${files.map((change) => fileHtml(change, signedIn))}
                </section>`,
            )}`
      }`,
    navigation(signedIn),
  );
}

/** Each text of the page that changed, by label, with before → after in each language. */
function textsHtml(files: FileChange[]): Markup | string {
  const byLabel = new Map<string, { language: string; text: TextChange }[]>();
  for (const file of files)
    for (const text of file.texts ?? [])
      byLabel.set(text.label, [...(byLabel.get(text.label) ?? []), { language: pageAndLanguage(file.file).language ?? '', text }]);
  if (byLabel.size === 0) return '';
  return html`<ul class="plain">
    ${[...byLabel].map(
      ([label, languages]) =>
        html`<li>
          <h3>${label}</h3>
          <dl>
            ${languages.map(
              ({ language, text }) =>
                html`<dt>${language}</dt>
                  <dd>${text.before ?? '(none)'} → <strong>${text.after ?? '(removed)'}</strong></dd>`,
            )}
          </dl>
        </li>`,
    )}
  </ul>`;
}

/** One file's saves, with their authors, its lines before and after when they are not texts, and Discard. */
function fileHtml(change: FileChange, signedIn: SignedIn): Markup {
  return html`<h3>${change.place}</h3>
    <p class="meta">${change.file} — ${change.status}</p>
    <ul>
      ${change.saves.map((save) => html`<li>${save.message} — <strong>${save.author}</strong>, ${dateFormat.format(new Date(save.time))}</li>`)}
    </ul>
    ${
      change.texts === undefined && change.before.length > 0
        ? html`<p>Before:</p>
            <pre>${change.before.join('\n')}</pre>`
        : ''
    }
    ${
      change.texts === undefined && change.after.length > 0
        ? html`<p>After:</p>
            <pre>${change.after.join('\n')}</pre>`
        : ''
    }
    <form method="post" action="${editorPath}/discard">
      ${csrfField(signedIn)}<input type="hidden" name="file" value="${change.file}" />
      <button type="submit" class="quiet">Discard the changes to ${change.place}</button>
    </form>`;
}

/** Each place both the draft and the live site changed: both versions, in plain words, one to choose. */
async function choosePage({ draft }: Context, signedIn: SignedIn, note: Note): Promise<string> {
  const divergence = await divergenceOf(draft);
  const clashes = divergence?.clashes ?? [];
  return page(
    'Choose — editing server',
    html`<h1>Choose which version to keep</h1>
      ${noteHtml(note)}
      ${
        !divergence || clashes.length === 0
          ? html`<p>Nothing to choose: the draft is up to date with the live site.</p>`
          : html`<p>
                The live site was changed outside the editor where the draft changed it too. For each place, choose the version to keep. Nothing is published
                until every place is chosen.
              </p>
              <form method="post" action="${editorPath}/choose">
                ${csrfField(signedIn)}<input type="hidden" name="head" value="${divergence.head}" /><input
                  type="hidden"
                  name="live"
                  value="${divergence.live}"
                />
                ${clashes.map((clash, index) => clashHtml(clash, index))}
                <p><button type="submit">Keep the chosen versions</button></p>
              </form>`
      }`,
    navigation(signedIn),
  );
}

function clashHtml(clash: Clash, index: number): Markup {
  const { page: name, language } = pageAndLanguage(clash.file);
  const when = clash.at ? ` at ${dateFormat.format(new Date(clash.at))}` : '';
  return html`<fieldset class="card">
    <legend>${language ? `Page ${name}, ${language}` : name}</legend>
    <label class="choice"><input type="radio" name="choice:${clash.id}" value="yours" aria-describedby="yours-${index}" required /> Yours</label>
    <pre id="yours-${index}">${clash.yours.join('\n') || '(nothing)'}</pre>
    <label class="choice"
      ><input type="radio" name="choice:${clash.id}" value="live" aria-describedby="live-${index}" /> On the live site, by ${clash.by}${when}</label
    >
    <pre id="live-${index}">${clash.live.join('\n') || '(nothing)'}</pre>
  </fieldset>`;
}

function historyPage({ publisher }: Context, signedIn: SignedIn, note: Note): string {
  const publications = publisher.publications();
  const canRestore = signedIn.person.role === 'publisher';
  return page(
    'History — editing server',
    html`<h1>Published versions</h1>
      ${noteHtml(note)} ${publications.length === 0 ? html`<p>Nothing has been published from the editor yet.</p>` : ''}
      ${publications.map(
        (publication, index) =>
          html`<section class="card">
            <h2>${dateFormat.format(new Date(publication.time))}, by ${publication.by}</h2>
            <p class="meta">${outcomeWords(publication.outcome)} Version ${publication.commit.slice(0, 8)}.</p>
            ${publication.problem ? html`<p class="card problem">${publication.problem}</p>` : ''}
            <ul>
              ${publication.summary.map((entry) => html`<li>${entry.message} — ${entry.author}</li>`)}
            </ul>
            ${
              canRestore && index === 0 && publication.outcome === 'push-failed'
                ? html`<form method="post" action="${editorPath}/retry-push">${csrfField(signedIn)}<button type="submit">Retry sending</button></form>`
                : ''
            }
            ${
              canRestore && index > 0
                ? html`<form method="post" action="${editorPath}/restore">
                    ${csrfField(signedIn)}<input type="hidden" name="commit" value="${publication.commit}" />
                    <button type="submit" class="quiet">Restore this version</button>
                  </form>`
                : ''
            }
          </section>`,
      )}`,
    navigation(signedIn),
  );
}

type Note = { text: string; problem: boolean } | undefined;

const noteHtml = (note: Note): Markup | string =>
  note ? html`<p class="card ${note.problem ? 'problem' : 'done'}" role="${note.problem ? 'alert' : 'status'}">${note.text}</p>` : '';

const publishedWords = (time: string, by: string): string => `Published at ${timeFormat.format(new Date(time))} by ${by}.`;

function outcomeWords(outcome: 'pushed' | 'push-failed' | 'folder'): string {
  if (outcome === 'pushed') return "Sent to the live site's repository.";
  if (outcome === 'folder') return 'Written to the site folder.';
  return 'Not sent yet: the push failed.';
}

const csrfField = ({ session }: SignedIn): Markup => html`<input type="hidden" name="csrf" value="${session.csrf}" />`;

const idOf = (file: string): string => `change-${file.replaceAll(/[^a-z0-9]/gi, '-')}`;

function navigation(signedIn: SignedIn): Markup {
  return html`<nav class="top" aria-label="Editing server">
    <a href="/">The site (click Edit mode to edit)</a>
    <a href="${editorPath}/changes">Changes</a>
    <a href="${editorPath}/history">History</a>
    <form method="post" action="${editorPath}/sign-out">
      ${csrfField(signedIn)}<span class="meta">${personWords(signedIn.person)}</span> <button type="submit" class="quiet">Sign out</button>
    </form>
  </nav>`;
}

const personWords = (person: Person): string => `${person.name} (${person.role})`;
