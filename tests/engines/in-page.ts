import type { EnginePage } from './browsers.ts';

/**
 * Scripts run in the page (EnginePage.run): finding what a person sees by its words, as
 * Playwright's getByRole and getByLabel do in the Chromium tests.
 */
const words = `function words(element) { return (element.textContent || "").replace(/[\\u200b-\\u200f\\u2060-\\u206f\\ufeff]/g, "").replace(/\\s+/g, " ").trim(); }`;

/** The button whose words are `arguments[0]`, inside the open dialog if there is one. */
export const button = `${words}
  var name = arguments[0];
  var scope = document.querySelector("dialog[open]") || document;
  return Array.prototype.find.call(scope.querySelectorAll("button"), function (element) { return words(element) === name; }) || null;`;

/** The field whose label starts with `arguments[0]`, inside the open dialog if there is one. */
export const field = `${words}
  var name = arguments[0];
  var scope = document.querySelector("dialog[open]") || document;
  var label = Array.prototype.find.call(scope.querySelectorAll("label"), function (element) { return words(element).indexOf(name) === 0; });
  return label ? label.control : null;`;

/** The link inside <main> whose words match the regular expression `arguments[0]`. */
export const link = `${words}
  var pattern = new RegExp(arguments[0]);
  return Array.prototype.find.call(document.querySelectorAll("main a"), function (element) { return pattern.test(words(element)); }) || null;`;

/** The words of the first element `arguments[0]` (a CSS selector) finds, or null. */
export const textOf = `${words}
  var element = document.querySelector(arguments[0]);
  return element ? words(element) : null;`;

export const scrollY = 'return Math.round(window.scrollY);';
/** Whether the app has taken over the page (src/main.tsx marks <html data-ready>). */
export const appReady = 'return document.documentElement.hasAttribute("data-ready");';

/**
 * Scrolls like a visitor so that the element `find` returns is in the middle of the window, and
 * resolves with the position once the page has seen the scroll event it remembers positions from
 * and has stayed there for 300 ms (a page still settling may move it: then it scrolls again).
 */
export async function scrollToElement(page: EnginePage, find: string, ...args: unknown[]): Promise<number> {
  return page.run<number>(
    `var element = (function () { ${find} }).apply(null, arguments);
    return new Promise(function (resolve) {
      function attempt(left) {
        addEventListener("scroll", function () {
          var y = Math.round(scrollY);
          setTimeout(function () {
            if ((y > 0 && Math.round(scrollY) === y) || left === 0) resolve(Math.round(scrollY));
            else attempt(left - 1);
          }, 300);
        }, { once: true });
        element.scrollIntoView({ block: "center" });
      }
      attempt(3);
    });`,
    ...args,
  );
}

/**
 * Polls `body` in the page until `accept` takes what it returns; fails after `timeout` ms saying what
 * was awaited and what the page last answered.
 */
export async function waitFor<T>(
  page: EnginePage,
  what: string,
  body: string,
  accept: (value: T) => boolean,
  timeout = 10_000,
  ...args: unknown[]
): Promise<T> {
  const deadline = Date.now() + timeout;
  let last: T | undefined;
  let failure = '';
  for (;;) {
    try {
      last = await page.run<T>(body, ...args);
      failure = '';
      if (accept(last)) return last;
    } catch (error) {
      // A page being replaced answers nothing for a moment.
      failure = error instanceof Error ? error.message : String(error);
    }
    if (Date.now() >= deadline) throw new Error(`${what}: not within ${timeout} ms; the page last answered ${failure || JSON.stringify(last)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
