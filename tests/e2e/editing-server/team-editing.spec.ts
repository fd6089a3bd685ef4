import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { People } from '../../../src/editing-server/auth/people.ts';
import type { RunningEditingServer } from '../../../src/editing-server/server.ts';
import { fixtureRepositoryWithRemote, gitIn, startTestEditingServer } from '../../support/editing-team.ts';
import { openInEditMode, shownAfter } from '../edit-mode.ts';
import { axeViolations } from '../page-checks.ts';
import { expect, test } from '../fixtures.ts';

/**
 * The team's editing server (docs/EDITING.md#run-the-editing-server), as two people use it: Ana
 * (publisher) and Luis (editor), each in a browser of their own, on a git repository of the
 * fixture site whose remote is a bare repository. One server, restarted once; the tests run in order.
 */
test.describe.configure({ mode: 'serial' });
// The editing server's own pages have no app to wait for; the site's pages are waited for here. A
// refused sign-in (401) and a refused save (409) are logged by the browser; what the pages say is tested.
test.use({ waitForApp: false, expectedConsoleErrors: /status of (401|409)/ });

const root = mkdtempSync(join(tmpdir(), 'editing-server-e2e-'));
let remote = '';
const dataFolder = join(root, 'data');
let repository = '';
let server: RunningEditingServer;
let url = '';
const links: Record<string, string> = {};
const password = 'a long enough password';
const people = {
  ana: { name: 'Ana García', email: 'ana@example.com', role: 'publisher' },
  luis: { name: 'Luis Pérez', email: 'luis@example.com', role: 'editor' },
  marta: { name: 'Marta Ruiz', email: 'marta@example.com', role: 'editor' },
};
const contexts: Partial<Record<keyof typeof people, BrowserContext>> = {};
const enAbout = 'locales/en/about.yaml';

const git = (cwd: string, ...args: string[]) => gitIn(cwd)(...args);

async function start(): Promise<void> {
  server = await startTestEditingServer(repository, dataFolder);
  url = `${server.url}/`;
}

test.beforeAll(async () => {
  ({ repository, remote } = fixtureRepositoryWithRemote(root, 'editing-server-site-'));
  const list = new People(dataFolder);
  for (const [who, person] of Object.entries(people)) links[who] = list.invite(person);
  await start();
});

test.afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
  rmSync(repository, { recursive: true, force: true });
});

/** A browser of `who`'s own, signed in through the link the owner sent them. */
async function signedIn(browser: Browser, who: keyof typeof people): Promise<Page> {
  const context = (contexts[who] ??= await browser.newContext({ viewport: { width: 1440, height: 900 } }));
  const page = await context.newPage();
  await page.goto(`${url}__editor/set-password?token=${links[who]!}`);
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('The same password again').fill(password);
  await page.getByRole('button', { name: 'Save the password' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to edit the site' })).toBeVisible();
  await page.getByLabel('Email').fill(people[who].email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 110_000 });
  return page;
}

const textDialog = (page: Page) => page.getByRole('dialog', { name: 'Edit text' });
const englishBox = (page: Page) => textDialog(page).getByRole('group', { name: 'English', exact: true }).getByRole('textbox');
const shown = (page: Page) => page.locator('main h1').evaluate((element) => (element.textContent ?? '').replace(/[\u200b-\u200f\u2060-\u206f\ufeff]/g, ''));

test('nothing of the site before sign-in; a wrong password is refused; axe finds nothing on the sign-in page', async ({ page }) => {
  test.setTimeout(60_000);
  const answer = await page.goto(url);
  expect(page.url()).toBe(`${url}__editor/sign-in?then=%2F`);
  expect(answer?.status()).toBe(200);
  expect((await page.request.get(`${url}src/main.tsx`)).status()).toBe(401);
  expect((await page.request.get(`${url}locales/en/about.yaml`)).status()).toBe(401);
  await page.getByLabel('Email').fill('ana@example.com');
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('That email and password do not match. Check both and try again.');
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await axeViolations(page)).toEqual([]);
});

test('the link adds a passkey beside the password, where the browser offers one; signed out, the passkey signs in again; axe finds nothing', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // Passkeys are bound to a host name: WebAuthn refuses numeric addresses, so Marta opens the server as localhost.
  const named = url.replace('127.0.0.1', 'localhost');
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  await page.goto(`${named}__editor/set-password?token=${links.marta!}`);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Add a passkey on this device' }).click();
  await expect(page.getByRole('status')).toHaveText(/^Passkey added: this device can sign you in with it\./);
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('The same password again').fill(password);
  await page.getByRole('button', { name: 'Save the password' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to edit the site' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Use a passkey' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 110_000 });
  await page.goto(`${named}__editor/changes`);
  await expect(page.getByText('Marta Ruiz (editor)')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to edit the site' })).toBeVisible();
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await page.waitForURL(named);
  await page.goto(`${named}__editor/history`);
  await expect(page.getByText('Marta Ruiz (editor)')).toBeVisible();
  // At the numeric address, no passkey is offered: WebAuthn would refuse it there.
  const numeric = await context.newPage();
  await numeric.goto(`${url}__editor/sign-in`);
  await expect(numeric.getByRole('button', { name: 'Use a passkey' })).toHaveCount(0);
  await context.close();
});

test('two people on the same page see each other there; editing the same heading, the first save lands as their commit, the second is refused with who and what, its typing kept; another line lands', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const ana = await signedIn(browser, 'ana');
  const luis = await signedIn(browser, 'luis');
  await openInEditMode(ana, url, 'about');
  await openInEditMode(luis, url, 'about');
  await expect(luis.getByRole('status').filter({ hasText: 'is editing this page' })).toHaveText('Ana García is editing this page');
  await ana.reload();
  await openInEditMode(ana, url, 'about');
  await expect(ana.getByRole('status').filter({ hasText: 'is editing this page' })).toHaveText('Luis Pérez is editing this page');
  await ana.locator('main h1').click();
  await luis.locator('main h1').click();
  await englishBox(ana).fill('About us');
  await englishBox(luis).fill('About the team');

  const started = Date.now();
  await shownAfter(ana, () => textDialog(ana).getByRole('button', { name: 'Save' }).click());
  await expect.poll(() => shown(ana)).toBe('About us');
  console.log(`Save → on screen, the server's first save: ${Date.now() - started} ms`);
  expect(git(repository, 'log', '-1', '--format=%an|%s', 'draft')).toBe('Ana García|about: meta title changed (English)');

  await textDialog(luis).getByRole('button', { name: 'Save' }).click();
  await expect(textDialog(luis).getByRole('alert')).toContainText(
    /Ana García changed the same lines of locales\/en\/about\.yaml at \d\d:\d\d since you opened this: they wrote “title: About us”/,
  );
  await expect(englishBox(luis)).toHaveValue('About the team');
  expect(readFileSync(join(dataFolder, 'draft', enAbout), 'utf8')).toContain('title: About us');

  // Luis edits another text of the same file: it lands beside Ana's.
  await shownAfter(luis, () => textDialog(luis).getByRole('button', { name: 'Reload' }).click());
  await openInEditMode(luis, url, 'about');
  await luis
    .locator('main')
    .getByRole('heading', { name: /^What we are good at/ })
    .click();
  await englishBox(luis).fill('What we do best');
  await shownAfter(luis, () => textDialog(luis).getByRole('button', { name: 'Save' }).click());
  const file = readFileSync(join(dataFolder, 'draft', enAbout), 'utf8');
  expect(file).toContain('title: About us');
  expect(file).toContain('heading: What we do best');
  expect(git(repository, 'log', '-1', '--format=%an|%s', 'draft')).toBe('Luis Pérez|about: skills heading changed (English)');
});

test('Changes lists the draft by page with its authors; an editor cannot publish; the publisher publishes and the bare repository has it', async () => {
  test.setTimeout(120_000);
  const luis = await contexts.luis!.newPage();
  await luis.goto(`${url}__editor/changes`);
  await expect(luis.getByRole('heading', { name: 'Texts of about (English)' })).toBeVisible();
  await expect(luis.getByText('A publisher puts these on the live site.')).toBeVisible();
  await expect(luis.getByRole('button', { name: /^Publish/ })).toHaveCount(0);

  const ana = await contexts.ana!.newPage();
  await ana.goto(`${url}__editor/changes`);
  await expect(ana.getByText(/^about: meta title changed \(English\) — Ana García/)).toBeVisible();
  await expect(ana.getByText(/^about: skills heading changed \(English\) — Luis Pérez/)).toBeVisible();
  // Each text by its label, before → after in each language.
  const about = ana.getByRole('region', { name: 'about' });
  await expect(about.getByRole('heading', { name: 'meta title', level: 3 })).toBeVisible();
  await expect(about.getByRole('definition')).toHaveText(['About → About us', 'What we are good at → What we do best']);
  expect(await axeViolations(ana)).toEqual([]);
  await ana.setViewportSize({ width: 390, height: 844 });
  expect(await axeViolations(ana)).toEqual([]);
  await ana.setViewportSize({ width: 1440, height: 900 });

  const started = Date.now();
  await ana.getByRole('button', { name: 'Publish 1 change' }).click();
  await expect(ana.getByRole('status')).toHaveText(/^Published at \d\d:\d\d by Ana García\.$/, { timeout: 60_000 });
  console.log(`Publish (check, build, push): ${Date.now() - started} ms`);
  expect(git(remote, 'rev-parse', 'main')).toBe(git(repository, 'rev-parse', 'draft'));
  expect(git(remote, 'show', `main:${enAbout}`)).toContain('title: About us');
  await ana.goto(`${url}__editor/changes`);
  await expect(ana.getByText('The draft is the same as the live site: nothing to publish.')).toBeVisible();
});

test("a developer's push to the remote reaches the draft; where both changed the same line, Choose shows both in plain words and nothing is published until one is chosen; axe finds nothing", async () => {
  test.setTimeout(180_000);
  const ana = await contexts.ana!.newPage();
  await openInEditMode(ana, url, 'about');
  await ana.locator('main h1').click();
  await englishBox(ana).fill('About the firm');
  await shownAfter(ana, () => textDialog(ana).getByRole('button', { name: 'Save' }).click());

  // A developer changes the same English title, and the Spanish one, in a clone of their own, and pushes.
  const clone = join(root, 'developer');
  git(root, 'clone', '--quiet', '--branch', 'main', remote, clone);
  const edit = (file: string, from: string, to: string) => writeFileSync(join(clone, file), readFileSync(join(clone, file), 'utf8').replace(from, to));
  edit(enAbout, 'title: About us', 'title: About Meridia Consulting');
  edit('locales/es/about.yaml', 'title: Nosotros', 'title: Quiénes somos');
  gitIn(clone, { name: 'Dev Eloper', email: 'dev@example.com' })('commit', '--quiet', '-am', 'Titles');
  git(clone, 'push', '--quiet', 'origin', 'main');
  const pushed = git(remote, 'rev-parse', 'main');

  await ana.goto(`${url}__editor/changes`);
  await expect(ana.getByRole('alert')).toContainText(
    'Someone changed the live site outside the editor, on the same lines as the draft, in 1 place. Nothing can be published until you choose which version to keep.',
  );
  await expect(ana.getByRole('button', { name: /^Publish/ })).toHaveCount(0);
  expect(git(repository, 'rev-parse', 'main')).toBe(pushed);
  await ana.getByRole('link', { name: 'choose which version to keep' }).click();
  const place = ana.getByRole('group', { name: 'Page about, English' });
  await expect(place.getByRole('radio', { name: 'Yours' })).toBeVisible();
  await expect(place.getByText('title: About the firm')).toBeVisible();
  await expect(place.getByRole('radio', { name: /^On the live site, by Dev Eloper at / })).toBeVisible();
  await expect(place.getByText('title: About Meridia Consulting')).toBeVisible();
  expect(await axeViolations(ana)).toEqual([]);
  await ana.setViewportSize({ width: 390, height: 844 });
  expect(await axeViolations(ana)).toEqual([]);
  await ana.setViewportSize({ width: 1440, height: 900 });

  await place.getByRole('radio', { name: 'Yours' }).check();
  await ana.getByRole('button', { name: 'Keep the chosen versions' }).click();
  await expect(ana.getByRole('status')).toHaveText('Chosen: the draft is up to date with the live site, with the versions you kept. It can be published now.');
  expect(git(repository, 'log', '-1', '--format=%an|%p|%s', 'draft')).toMatch(
    /^Ana García\|\w+ \w+\|Brought up to date with main: kept the draft's version in 1 of 1 places both changed$/,
  );
  const draftAbout = readFileSync(join(dataFolder, 'draft', enAbout), 'utf8');
  expect(draftAbout).toContain('title: About the firm');
  expect(draftAbout).not.toContain('<<<<<<<');
  expect(readFileSync(join(dataFolder, 'draft', 'locales/es/about.yaml'), 'utf8')).toContain('title: Quiénes somos');
  await ana.getByRole('button', { name: 'Publish 1 change' }).click();
  await expect(ana.getByRole('status')).toHaveText(/^Published at \d\d:\d\d by Ana García\.$/, { timeout: 60_000 });
  expect(git(remote, 'rev-parse', 'main')).toBe(git(repository, 'rev-parse', 'draft'));
  expect(git(remote, 'show', `main:${enAbout}`)).toContain('title: About the firm');
  expect(git(remote, 'merge-base', '--is-ancestor', pushed, 'main')).toBe('');
});

test('a push that fails says so and is retried; History lists the publications; "Restore this version" brings an older one back as a new change; axe finds nothing', async () => {
  test.setTimeout(180_000);
  const ana = await contexts.ana!.newPage();
  await openInEditMode(ana, url, 'about');
  await ana.locator('main h1').click();
  await englishBox(ana).fill('About Meridia');
  const started = Date.now();
  await shownAfter(ana, () => textDialog(ana).getByRole('button', { name: 'Save' }).click());
  await expect.poll(() => shown(ana)).toBe('About Meridia');
  console.log(`Save → on screen: ${Date.now() - started} ms`);
  // The remote cannot be reached: the push fails, says so, and is sent again once it can.
  git(repository, 'remote', 'set-url', 'origin', join(root, 'nowhere.git'));
  await ana.goto(`${url}__editor/changes`);
  await ana.getByRole('button', { name: 'Publish 1 change' }).click();
  await expect(ana.getByRole('alert')).toContainText('The site is published here, but sending it to the live site\'s repository ("origin") failed', {
    timeout: 60_000,
  });
  await expect(ana.getByText('Not sent yet: the push failed.')).toBeVisible();
  expect(git(remote, 'show', `main:${enAbout}`)).not.toContain('About Meridia');
  git(repository, 'remote', 'set-url', 'origin', remote);
  await ana.getByRole('button', { name: 'Retry sending' }).click();
  await expect(ana.getByRole('status')).toHaveText(/^Sent\. Published at \d\d:\d\d by Ana García\.$/);
  expect(git(remote, 'show', `main:${enAbout}`)).toContain('About Meridia');
  await expect(ana.getByRole('heading', { level: 2 })).toHaveCount(3);
  expect(await axeViolations(ana)).toEqual([]);
  await ana.setViewportSize({ width: 390, height: 844 });
  expect(await axeViolations(ana)).toEqual([]);
  await ana.setViewportSize({ width: 1440, height: 900 });

  const publishedBefore = git(repository, 'rev-list', '--count', 'draft');
  // The oldest publication, the last in the list.
  await ana.getByRole('button', { name: 'Restore this version' }).last().click();
  await expect(ana.getByRole('status')).toHaveText('Restored in the draft, as a new change: look at it on the site, then Publish.');
  expect(Number(git(repository, 'rev-list', '--count', 'draft'))).toBe(Number(publishedBefore) + 1);
  expect(readFileSync(join(dataFolder, 'draft', enAbout), 'utf8')).toContain('title: About us');
  // One line per file it put back: the English and the Spanish texts.
  await expect(ana.getByText(/^Restored the version published .* by Ana García — Ana García/)).toHaveCount(2);
});

test("a restarted server keeps the sessions, the draft and the history; a second server on the same repository refuses to start; uncommitted changes in the owner's checkout stop Publish", async () => {
  test.setTimeout(180_000);
  await expect(start()).rejects.toThrow(/Another editing server \(process \d+\) already runs on/);
  await server.close();
  await start();
  const ana = await contexts.ana!.newPage();
  await ana.goto(url);
  await ana.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 110_000 });
  await ana.goto(`${url}#/about`);
  await expect.poll(() => shown(ana)).toBe('About us');
  await ana.goto(`${url}__editor/history`);
  await expect(ana.getByRole('heading', { level: 2 })).toHaveCount(3);
  await ana.goto(`${url}__editor/changes`);
  await expect(ana.getByText(/^Restored the version published/)).toHaveCount(2);

  // Signed out while typing (here, from another tab): Save says so and keeps the text; signed in again, Save lands.
  const typing = await contexts.luis!.newPage();
  await openInEditMode(typing, url, 'about');
  await typing.locator('main h1').click();
  await englishBox(typing).fill('About our people');
  const other = await contexts.luis!.newPage();
  await other.goto(`${url}__editor/changes`);
  await other.getByRole('button', { name: 'Sign out' }).click();
  await textDialog(typing).getByRole('button', { name: 'Save' }).click();
  await expect(textDialog(typing).getByRole('alert')).toContainText(
    'You are signed out (the session ended). Sign in again in a new tab at this address, then save again: your text is still here.',
  );
  await expect(englishBox(typing)).toHaveValue('About our people');
  await other.getByLabel('Email').fill(people.luis.email);
  await other.getByLabel('Password').fill(password);
  await other.getByRole('button', { name: 'Sign in' }).click();
  await other.locator('html[data-ready]').waitFor({ state: 'attached' });
  await shownAfter(typing, () => textDialog(typing).getByRole('button', { name: 'Save' }).click());
  expect(git(repository, 'log', '-1', '--format=%an|%s', 'draft')).toBe('Luis Pérez|about: meta title changed (English)');
  await ana.goto(`${url}__editor/changes`);

  // The owner left a change uncommitted in their checkout of the publishing branch: Publish says so and publishes nothing.
  const published = git(remote, 'rev-parse', 'main');
  writeFileSync(join(repository, 'site.yaml'), `${readFileSync(join(repository, 'site.yaml'), 'utf8')}\n`);
  await ana.getByRole('button', { name: 'Publish 2 changes' }).click();
  await expect(ana.getByRole('alert')).toHaveText(
    `The repository's checkout at ${repository} has changes on main nobody committed, so nothing was published. Its owner should commit or put them away, then Publish again.`,
  );
  expect(git(remote, 'rev-parse', 'main')).toBe(published);
});
