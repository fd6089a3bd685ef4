import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSite, getText, save, undo } from '../../../../src/edit-mode/client/requests.ts';
import { editStatus } from '../../../../src/edit-mode/client/edit-status.ts';
import { undoDepth, undoLabel } from '../../../../src/edit-mode/client/undo-depth.ts';

const answer = (status: number, body: unknown) =>
  vi.fn<typeof fetch>(() => Promise.resolve(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })));

afterEach(() => vi.unstubAllGlobals());

describe('edit mode’s calls to its server', () => {
  it('sends a save as JSON with its versions, and keeps the depth of Undo the answer gives', async () => {
    const fetch = answer(200, { status: 'saved', files: ['locales/en/about.yaml'], undoDepth: 3 });
    vi.stubGlobal('fetch', fetch);
    const change = { kind: 'set-text' as const, key: 'about.meta.title', values: { en: 'About us' } };
    expect(await save([change], { 'locales/en/about.yaml': 'abc' })).toEqual({ status: 'saved', files: ['locales/en/about.yaml'], undoDepth: 3 });
    expect(fetch).toHaveBeenCalledWith('/__edit-mode/save', {
      method: 'POST',
      body: JSON.stringify({ changes: [change], versions: { 'locales/en/about.yaml': 'abc' } }),
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    });
    expect(undoDepth.get()).toBe(3);
  });

  it('sends the CSRF token of the team’s editing server with every write, when its cookie is set', async () => {
    const fetch = answer(200, { status: 'saved', files: [], undoDepth: 0 });
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('document', { cookie: 'theme=dark; editor-csrf=a%2Bb; other=1' });
    await undo();
    expect(fetch.mock.calls[0]![1]!.headers).toEqual({ Accept: 'application/json', 'X-CSRF-Token': 'a+b', 'Content-Type': 'application/json' });
  });

  it('takes the depth of Undo from the site, so that a new tab can take back earlier saves', async () => {
    undoDepth.set(0);
    vi.stubGlobal('fetch', answer(200, { languages: [], pages: [], undoDepth: 4 }));
    await getSite();
    expect(undoDepth.get()).toBe(4);
  });

  it('keeps what Undo would take back, and says it once undone, not the files', async () => {
    const heading = 'heading “Our story” on About us changed (English, Spanish)';
    vi.stubGlobal('fetch', answer(200, { status: 'saved', files: ['locales/en/about.yaml'], undoDepth: 2, undo: heading }));
    await save([{ kind: 'set-text', key: 'about.story.heading', values: { en: 'Our story' } }], {});
    expect(undoLabel.get()).toBe(heading);
    vi.stubGlobal('fetch', answer(200, { status: 'saved', files: ['locales/en/about.yaml'], undoDepth: 1, undo: 'About us: section 2 removed' }));
    await undo();
    expect(editStatus.get()).toBe(`Undone: ${heading}`);
    expect(undoLabel.get()).toBe('About us: section 2 removed');
    vi.stubGlobal('fetch', answer(200, { status: 'saved', files: ['pages/about.yaml'], undoDepth: 0 }));
    await undo();
    expect(undoLabel.get()).toBe('');
  });

  it('hands a refusal or a conflict over as the server said it, whatever its status', async () => {
    const refused = {
      status: 'refused',
      problems: [{ file: 'locales/en/about.yaml', line: 9, column: 3, code: 'broken-link', path: [], message: 'No page.' }],
    };
    vi.stubGlobal('fetch', answer(422, refused));
    expect(await save([], {})).toEqual(refused);
  });

  it('never rejects a write: no answer, or one that is not JSON, becomes an error to show', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await undo()).toEqual({ status: 'error', message: expect.stringContaining('The development server did not answer: is npm start still running?') });
    vi.stubGlobal('fetch', answer(502, 'Bad gateway'));
    expect(await save([], {})).toEqual({ status: 'error', message: 'The development server answered 502.' });
  });

  it('rejects a read with the server’s message', async () => {
    vi.stubGlobal('fetch', answer(404, { status: 'error', message: 'No text has the key "about.nothing".' }));
    await expect(getText('about.nothing')).rejects.toThrow('No text has the key "about.nothing".');
  });
});
