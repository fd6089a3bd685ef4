import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { engineNames, launchEngine, type Engine, type EngineName, type EnginePage } from './browsers.ts';
import { startTeam, type Team } from './editing-team.ts';
import { appReady, button, field, link, scrollToElement, scrollY, textOf, waitFor } from './in-page.ts';
import { serveBuiltSite, type ServedSite } from './site.ts';
import { projectRoot } from '../support/site-copy.ts';

/**
 * `npm run test:engines` (README.md#firefox-and-webkit): what a person clicks, in
 * Firefox ESR and in WebKitGTK, Safari's engine, one engine after the other. `ENGINES=webkit`
 * runs one of them, `ENGINE_BACK_RUNS=50` the Back scenario that many times in a row.
 */
const chosen = (process.env.ENGINES ?? engineNames.join(',')).split(',').map((name) => name.trim());
const unknown = chosen.filter((name) => !engineNames.includes(name as EngineName));
if (unknown.length > 0) throw new Error(`ENGINES names ${unknown.join(', ')}: the engines are ${engineNames.join(' and ')}.`);
const backRuns = Number(process.env.ENGINE_BACK_RUNS ?? 10);
if (!Number.isInteger(backRuns) || backRuns < 1) throw new Error(`ENGINE_BACK_RUNS is ${process.env.ENGINE_BACK_RUNS}: a whole number of runs, 1 or more.`);

/** The headings of the fixture's pages the scenario goes through. */
const heading = { home: 'Move to the cloud without stopping the business', consulting: 'Consulting', contact: 'Contact' };
const dataLink = '^Read more\\s*: Data$';
const footer = 'return document.querySelector("footer");';
/** The words of the footer's alerts and statuses: the newsletter's answer. */
const footerAnswer =
  'return Array.prototype.map.call(document.querySelectorAll("footer [role=alert], footer [role=status]"), function (element) { return element.textContent; }).join(" ");';
/** Whether the open dialog is tall enough for its title and its fields: none cut off at its edges. */
const dialogWhole = `var dialog = document.querySelector("dialog[open]");
  if (!dialog || !dialog.querySelector("textarea")) return false;
  var box = dialog.getBoundingClientRect();
  return Array.prototype.every.call(dialog.querySelectorAll("h2, textarea"), function (element) {
    var rect = element.getBoundingClientRect();
    return rect.top >= box.top && rect.bottom <= box.bottom;
  });`;

let site: ServedSite | undefined;
after(() => site?.close());

for (const name of chosen as EngineName[]) engineSuite(name);

/** The tests of one engine, run one after the other. */
function engineSuite(name: EngineName): void {
  void describe(name, () => {
    let engine: Engine;
    let started = 0;
    let restored = 0;
    before(async () => {
      started = Date.now();
      site ??= await serveBuiltSite();
      engine = await launchEngine(name);
    });
    after(async () => {
      await engine?.close();
      console.log(
        `${engine?.name ?? name}: ${restored} of ${backRuns} Back and Forward runs restored every position; ${((Date.now() - started) / 1000).toFixed(1)} s in all`,
      );
    });

    // First in its engine: the footer's code is in no cache of the browser yet, so holding it back
    // on the server leaves the keys time to start in the footer as the build drew it.
    void it('text typed into the footer as the build drew it goes on in the footer its code draws, and Subscribe is answered there', async () => {
      site!.holdBack(/\/Footer-[^/]+\.js$/, 1000);
      try {
        await inNewPage(engine, `${name}-kept-footer`, (page) => typeInKeptFooter(page, site!.url));
      } finally {
        site!.holdBack(undefined);
      }
    });

    Array.from({ length: backRuns }, (_, index) => index + 1).forEach((run) => {
      void it(`Back and Forward restore the position of every history entry, across documents (run ${run} of ${backRuns})`, async () => {
        await inNewPage(engine, `${name}-back-forward-${run}`, (page) => backAndForward(page, site!.url));
        restored++;
      });
    });

    void describe('the editing server', () => {
      let team: Team;
      before(async () => (team = await startTeam()));
      after(() => team?.close());

      void it('a publisher signs in with a password, changes a heading in Edit mode, and Publish pushes it to the remote', async () => {
        await inNewPage(engine, `${name}-editing-server`, (page) => editAndPublish(page, team));
      });
    });
  });
}

/** Runs `act` in a new tab; when it fails, the window as it was is kept in test-results/engines/`name`.png. */
async function inNewPage(engine: Engine, name: string, act: (page: EnginePage) => Promise<void>): Promise<void> {
  const page = await engine.newPage();
  try {
    await act(page);
  } catch (error) {
    const shot = await page.screenshot().catch(() => undefined);
    if (shot && error instanceof Error) {
      const file = join(projectRoot, 'test-results/engines', `${name}.png`);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, shot);
      error.message += `\n(the window then: ${file})`;
    }
    throw error;
  } finally {
    await page.close();
  }
}

/** Opens `url` as if typed and waits for the app to take the page over. */
async function open(page: EnginePage, url: string): Promise<void> {
  await page.goto(url);
  await waitFor(page, `${url}: the app ready`, appReady, Boolean, 30_000);
}

async function expectPage(page: EnginePage, step: string, h1: string, position: number): Promise<void> {
  await waitFor(page, `${step}: the page whose heading is "${h1}"`, textOf, (text) => text === h1, 10_000, 'h1');
  await waitFor(page, `${step}: the app ready`, appReady, Boolean, 30_000);
  await waitFor(page, `${step}: scrolled to ${position}`, scrollY, (y) => y === position);
}

/**
 * The scenario of tests/e2e/navigation.spec.ts ("Back to a page of an earlier document"), with a
 * position of its own on every entry: the home page and, through a link, Consulting in one
 * document; Contact opened afresh; the home page opened afresh. Then Back to each, and Forward.
 */
async function backAndForward(page: EnginePage, url: string): Promise<void> {
  await open(page, url);
  const home = await scrollToElement(page, link, dataLink);
  assert.ok(home > 500, `the home page scrolls to its Data link (at ${home})`);
  await page.click(link, dataLink);
  await expectPage(page, 'A link followed', heading.consulting, 0);
  const consulting = await scrollToElement(page, footer);
  await open(page, `${url}contact/`);
  await expectPage(page, 'Contact opened afresh', heading.contact, 0);
  const contact = await scrollToElement(page, footer);
  await open(page, url);
  await expectPage(page, 'The home page opened afresh', heading.home, 0);
  const again = await scrollToElement(page, footer);
  assert.ok(Math.min(consulting, contact, again) > 0, `every page scrolls (Consulting ${consulting}, Contact ${contact}, home ${again})`);

  await page.back();
  await expectPage(page, 'Back to Contact (another document)', heading.contact, contact);
  await page.back();
  await expectPage(page, 'Back to Consulting (the first document)', heading.consulting, consulting);
  await page.back();
  await expectPage(page, 'Back to the home page (the same document)', heading.home, home);
  await page.forward();
  await expectPage(page, 'Forward to Consulting', heading.consulting, consulting);
  await page.forward();
  await expectPage(page, 'Forward to Contact (another document)', heading.contact, contact);
  await page.forward();
  await expectPage(page, 'Forward to the home page opened afresh', heading.home, again);
}

/**
 * The footer stays as the build drew it until the visitor reaches it (docs/PERFORMANCE.md#blocks-drawn-once):
 * the pointer on its field brings its code (held back by the server here, so that the keys start in
 * the kept footer), which then draws it anew; what was typed and the focus carry over, and the form
 * sent is the code's (no page load with the address in it).
 */
async function typeInKeptFooter(page: EnginePage, url: string): Promise<void> {
  await open(page, url);
  assert.equal(await page.run<boolean>('return document.querySelector("footer[data-kept]") !== null;'), true, 'the footer is the build’s until reached');
  await page.run(
    'window.firstKeyIn = ""; addEventListener("keydown", function (event) { firstKeyIn = firstKeyIn || (event.target.closest("[data-kept]") ? "kept" : "drawn"); }, true);',
  );
  await page.typeByKeyboard(field, 'maria@example.es', 'Your email address');
  assert.equal(await page.run<string>('return firstKeyIn;'), 'kept', 'the first key goes into the footer as the build drew it');
  await waitFor(page, 'the footer drawn by its code', 'return document.querySelector("footer[data-kept]") === null;', Boolean);
  const typed = await page.run<{ value: string; focused: boolean }>(
    'var input = document.querySelector("footer input[type=email]"); return { value: input.value, focused: document.activeElement === input };',
  );
  assert.deepEqual(typed, { value: 'maria@example.es', focused: true }, 'every key typed, in the field that has the focus');
  await page.click(button, 'Subscribe');
  // Sent or not (no network reaches the provider here), the answer is the code's, in the footer.
  await waitFor<string>(page, 'the sign-up answered in the footer', footerAnswer, (text) => /subscribed|could not be sent/.test(text));
  assert.equal(await page.run<string>('return location.search;'), '', 'the form was sent by the code, not by the browser');
}

/** As tests/e2e/editing-server/team-editing.spec.ts does it in Chromium, with one person. */
async function editAndPublish(page: EnginePage, team: Team): Promise<void> {
  await page.goto(team.passwordLink);
  await page.type(field, team.password, 'New password');
  await page.type(field, team.password, 'The same password again');
  await page.click(button, 'Save the password');
  await waitFor(page, 'The sign-in page after the password is saved', textOf, (text) => text === 'Sign in to edit the site', 10_000, 'h1');
  await page.type(field, team.person.email, 'Email');
  await page.type(field, team.password, 'Password');
  await page.click(button, 'Sign in');
  // The draft's first page: Vite compiles the app for it, which takes long on a busy machine.
  await waitFor(page, 'The site after sign-in', appReady, Boolean, 110_000);

  await page.click(button, 'Edit mode');
  await waitFor(page, 'Edit mode on', 'return document.querySelector("button[aria-pressed=true]") !== null;', Boolean);
  await page.run('window.stillTheSameDocument = true;');
  await page.click('return document.querySelector("main h1");');
  await waitFor(page, 'The "Edit text" dialog, its title and its fields inside it', dialogWhole, Boolean);
  await page.type(field, team.newHeading, 'English');
  await page.click(button, 'Save');
  await waitFor(page, 'The saved heading on the page', textOf, (text) => text === team.newHeading, 15_000, 'main h1');
  assert.equal(await page.run('return window.stillTheSameDocument === true;'), true, 'the saved text shows without a reload');
  assert.equal(team.git('log', '-1', '--format=%an', team.draftBranch), team.person.name, "the save is a commit on the draft, the person's own");

  await page.goto(`${team.url}__editor/changes`);
  await page.click(button, 'Publish 1 change');
  const note = await waitFor(
    page,
    'Publish',
    'var note = document.querySelector("[role=status], [role=alert]"); return note ? note.getAttribute("role") + ": " + note.textContent.trim() : null;',
    (text: string | null) => text !== null,
    120_000,
  );
  assert.match(note ?? '', new RegExp(`^status: Published at \\d\\d:\\d\\d by ${team.person.name}\\.$`));
  assert.equal(team.remoteGit('rev-parse', team.publishBranch), team.git('rev-parse', team.draftBranch), 'the bare repository has the draft as published');
  assert.ok(team.remoteGit('grep', '--count', team.newHeading, team.publishBranch).length > 0, 'the new heading is in the bare repository');
}
