import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { createServer } from 'node:net';
import { launch, type ElementHandle, type Page as PuppeteerPage } from 'puppeteer-core';
import { Builder, Origin, type WebDriver, type WebElement } from 'selenium-webdriver';
import { listeningPort } from '../../scripts/support/listening-port.ts';

/**
 * The two engines Playwright cannot bring here, driven the way README.md#firefox-and-webkit
 * says: Firefox ESR through puppeteer-core over WebDriver BiDi, and WebKitGTK (Safari's engine)
 * through its WebKitWebDriver with selenium-webdriver, under Xvfb when there is no display. Both
 * are Debian's packages; a missing one stops the run saying which package to install.
 */

/**
 * A tab, as the tests use it in either engine. Scripts are the body of a function run in the page,
 * with the arguments given as `arguments[0]`…, and may return a promise. They are strings, not
 * functions: what the TypeScript loader adds to a function's source would not run in a page.
 */
export interface EnginePage {
  /** Opens `url` as if typed, and returns once it has loaded. */
  goto(url: string): Promise<void>;
  run<T>(body: string, ...args: unknown[]): Promise<T>;
  /** Clicks, with the engine's own pointer input, the element `find` returns. */
  click(find: string, ...args: unknown[]): Promise<void>;
  /** Empties the field `find` returns and types `text` into it, key by key. */
  type(find: string, text: string, ...args: unknown[]): Promise<void>;
  /**
   * Clicks the field `find` returns and types `text` with the keyboard, key by key, into whatever
   * has the focus as each key goes: as a person does. A field drawn anew while the keys go on gets
   * the rest, where `type` would hold on to the field it found first.
   */
  typeByKeyboard(find: string, text: string, ...args: unknown[]): Promise<void>;
  back(): Promise<void>;
  forward(): Promise<void>;
  /** A PNG of what the window shows. */
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
}

export interface Engine {
  name: string;
  /** A new tab of its own: history and sessionStorage start empty. */
  newPage(): Promise<EnginePage>;
  close(): Promise<void>;
}

export type EngineName = 'firefox' | 'webkit';
export const engineNames: EngineName[] = ['firefox', 'webkit'];

/** The window size of the desktop projects of playwright.config.ts. */
const windowSize = { width: 1440, height: 900 };

const firefoxPath = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
const webKitDriverPath = process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver';
const xvfbPath = '/usr/bin/Xvfb';

class BrowserMissingError extends Error {
  override name = 'BrowserMissingError';
}

function requireProgram(path: string, missing: string): string {
  try {
    accessSync(path, constants.X_OK);
  } catch {
    throw new BrowserMissingError(`${missing} (looked for ${path}).`);
  }
  return path;
}

/** Starts `name`'s engine; every program it needs is checked first. */
export async function launchEngine(name: EngineName): Promise<Engine> {
  return name === 'firefox' ? launchFirefox() : launchWebKit();
}

async function launchFirefox(): Promise<Engine> {
  const executablePath = requireProgram(
    firefoxPath,
    'No Firefox ESR. Install it (Debian: apt-get install firefox-esr) or set FIREFOX_PATH to a Firefox binary',
  );
  const browser = await launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath,
    headless: true,
    // Puppeteer's own setViewport sends a command this Firefox refuses: the window has the size instead.
    defaultViewport: null,
    args: [`--width=${windowSize.width}`, `--height=${windowSize.height}`],
  });
  return {
    name: `Firefox ${(await browser.version()).replace(/^firefox\//i, '')}`,
    newPage: async () => firefoxPage(await browser.newPage()),
    close: () => browser.close(),
  };
}

const wrapped = (body: string, args: unknown[]) => `(function () { ${body} }).apply(null, ${JSON.stringify(args)})`;

function firefoxPage(page: PuppeteerPage): EnginePage {
  const element = (find: string, args: unknown[]) =>
    appearing(
      async () => (await page.evaluateHandle(wrapped(find, args))).asElement() as ElementHandle | null,
      () => `Nothing on ${page.url()} matches ${args.length > 0 ? JSON.stringify(args) : find} within 10 s`,
    );
  return {
    goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
    run: <T>(body: string, ...args: unknown[]) => page.evaluate(wrapped(body, args)) as Promise<T>,
    click: async (find, ...args) => (await element(find, args)).click(),
    type: async (find, text, ...args) => {
      const field = await element(find, args);
      await field.evaluate((input) => ((input as HTMLInputElement).value = ''));
      await field.type(text);
    },
    typeByKeyboard: async (find, text, ...args) => {
      await (await element(find, args)).click();
      await page.keyboard.type(text);
    },
    back: () => traverse(page, -1),
    screenshot: async () => Buffer.from(await page.screenshot()),
    forward: () => traverse(page, 1),
    close: () => page.close(),
  };
}

/**
 * Back and Forward as the toolbar's buttons: BiDi's browsingContext.traverseHistory, which returns
 * once the entry is current. Puppeteer's goBack also waits for a load event, which an entry Firefox
 * keeps in its back-forward cache never fires; the tests wait for what the page shows instead.
 */
async function traverse(page: PuppeteerPage, delta: -1 | 1): Promise<void> {
  const frame = page.mainFrame() as unknown as { browsingContext: { traverseHistory(delta: number): Promise<void> } };
  await frame.browsingContext.traverseHistory(delta);
}

async function launchWebKit(): Promise<Engine> {
  const driverPath = requireProgram(webKitDriverPath, 'No WebKitWebDriver. Install it (Debian: apt-get install webkit2gtk-driver) or set WEBKIT_DRIVER_PATH');
  const started: ChildProcess[] = [];
  const stop = () => started.reverse().forEach((child) => child.kill());
  try {
    let display = process.env.DISPLAY;
    if (!display) {
      const xvfb = requireProgram(xvfbPath, 'No display ($DISPLAY is unset) and no Xvfb to make one. Install it (Debian: apt-get install xvfb)');
      const server = spawn(xvfb, ['-displayfd', '1', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'pipe', 'ignore'] });
      started.push(server);
      display = `:${(await firstLine(server, 'Xvfb')).trim()}`;
    }
    const port = await freePort();
    const driverProcess = spawn(driverPath, [`--port=${port}`], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, DISPLAY: display } });
    started.push(driverProcess);
    await answering(`http://127.0.0.1:${port}/status`, driverProcess);
    const driver = await new Builder().usingServer(`http://127.0.0.1:${port}`).withCapabilities({ browserName: 'MiniBrowser' }).build();
    await driver.manage().window().setRect(windowSize);
    const version = (await driver.getCapabilities()).get('browserVersion') as string;
    let first = true;
    return {
      name: `WebKitGTK ${version}`,
      newPage: async () => {
        // The session's own window serves the first run; each later run opens a window of its own
        // (a new tab stays in the background, where the page is not drawn and never scrolls).
        if (!first) await driver.switchTo().newWindow('window');
        first = false;
        return webKitPage(driver);
      },
      close: async () => {
        await driver.quit().catch(() => undefined);
        stop();
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}

function webKitPage(driver: WebDriver): EnginePage {
  const element = (find: string, args: unknown[]) =>
    appearing(
      () => driver.executeScript<WebElement | null>(find, ...args),
      async () => `Nothing on ${await driver.getCurrentUrl()} matches ${args.length > 0 ? JSON.stringify(args) : find} within 10 s`,
    );
  return {
    goto: (url) => driver.get(url),
    run: (body, ...args) => driver.executeScript(body, ...args),
    click: async (find, ...args) => (await element(find, args)).click(),
    type: async (find, text, ...args) => {
      const field = await element(find, args);
      await field.clear();
      await field.sendKeys(text);
    },
    // W3C actions do not scroll, and hold on to no element: the pointer goes to where the field
    // shows, and each key to the element focused then.
    typeByKeyboard: async (find, text, ...args) => {
      const { x, y } = await driver.executeScript<{ x: number; y: number }>(
        'arguments[0].scrollIntoView({ block: "center" }); var box = arguments[0].getBoundingClientRect(); return { x: Math.round(box.left + box.width / 2), y: Math.round(box.top + box.height / 2) };',
        await element(find, args),
      );
      await driver.actions().move({ x, y, duration: 0, origin: Origin.VIEWPORT }).click().perform();
      // In actions of their own: in one, the first key goes with the pointer's first move.
      await driver.actions().sendKeys(text).perform();
    },
    back: () => driver.navigate().back(),
    screenshot: async () => Buffer.from(await driver.takeScreenshot(), 'base64'),
    forward: () => driver.navigate().forward(),
    // The session's last window stays open: closing it would end the session.
    close: async () => {
      const current = await driver.getWindowHandle();
      const others = (await driver.getAllWindowHandles()).filter((handle) => handle !== current);
      if (others.length === 0) return;
      await driver.close();
      await driver.switchTo().window(others[0]!);
    },
  };
}

/** What `find` finds, once it finds something (a dialog draws its fields a moment after it opens); 10 s at most. */
async function appearing<T>(find: () => Promise<T | null>, nothing: () => string | Promise<string>): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = await find();
    if (found) return found;
    if (Date.now() >= deadline) throw new Error(await nothing());
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Resolves with the first line `child` writes (Xvfb: its display number), or fails if it exits first. */
function firstLine(child: ChildProcess, name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    child.once('error', (error) => reject(new Error(`${name} could not start: ${error.message}`)));
    child.once('exit', (code) => reject(new Error(`${name} stopped at once (exit code ${code})`)));
    child.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString()));
  });
}

/** Resolves once `url` answers, or fails when `child` (the server behind it) has stopped or 10 s have passed. */
async function answering(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver stopped at once (exit code ${child.exitCode})`);
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer at ${url} within 10 s`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const port = listeningPort(server);
      server.close(() => resolve(port));
    });
  });
}
