import { createHash } from 'node:crypto';
import { languageStorageKey } from '../i18n/language-preference.ts';
import { pageRoute } from '../renderer/resolve-route.ts';
import { notFoundFile, pageDataFile, shellFile } from '../shared/content.ts';

/**
 * The one inline script of index.html, run before the body is parsed. index.html holds the home
 * page prerendered in the default language, and this script starts the app:
 *
 * - For a visitor who gets exactly that page, nothing else is fetched until it has painted (its
 *   first contentful paint, 4 s at the latest): the page shows as fast as plain HTML would, then
 *   the app's code and texts arrive and make it interactive.
 * - For a visitor who chose another language, or who opens another route (#/about-us), the
 *   prerendered markup is hidden until the app has drawn the right page (no wrong content flashes),
 *   and the code (at high priority) and that page's texts are fetched at once, in parallel.
 *
 * A click on a control, or a form sent, before the app is ready is held back and replayed once
 * it is: nothing the visitor does in the first seconds is lost.
 *
 * It picks the language and the page file as the app will (initialLanguage, routeOfHash and
 * resolveRoute): its route test is built from the app's own expression, and a unit test runs both
 * over the same table of addresses and stored languages.
 *
 * Its text never changes with the content (the build passes data through attributes of <html>),
 * so the Content-Security-Policy can allow it by hash: see bootScriptHash and public/_headers.
 */
/** What a click holds back: buttons, and in-page links (#main) whose action is the app's. */
const heldControls = 'button, a[href^="#"]:not([href^="#/"])';

export const bootScript = `(function (root) {
  var data = root.dataset;
  var language = root.lang;
  try {
    var saved = localStorage.getItem(${JSON.stringify(languageStorageKey)});
    if (data.languages.split(" ").indexOf(saved) >= 0) language = saved;
  } catch (error) {}
  var route = location.hash.replace(/^#\\/*/, "").replace(/\\/+$/, "");
  try {
    route = decodeURI(route);
  } catch (error) {}
  var namesPage = new RegExp(${JSON.stringify(pageRoute.source)});
  var page = route === "" ? ${JSON.stringify(pageDataFile(''))} : namesPage.test(route) ? route + ".json" : ${JSON.stringify(notFoundFile)};
  var stale = route !== "" || language !== root.lang;
  function add(tag, properties) {
    var element = document.createElement(tag);
    for (var name in properties) element[name] = properties[name];
    document.head.appendChild(element);
  }
  function start() {
    [${JSON.stringify(shellFile)}, page].forEach(function (file) {
      add("link", { rel: "preload", as: "fetch", crossOrigin: "anonymous", href: data.content + "/" + language + "/" + file });
    });
    data.entry.split(" ").forEach(function (src) {
      add("script", { type: "module", crossOrigin: "", fetchPriority: stale ? "high" : "auto", src: src });
    });
  }
  // Before the app is ready nothing answers a click, and a form sent would reload the page and
  // lose what was typed. Both are held back (kept from the page's own listeners too, so nothing
  // runs twice) and replayed, in order, once the app marks itself ready (data-ready, src/main.tsx).
  // Links that name a route need no app: the browser follows them and the app starts there.
  var held = [];
  function hold(event) {
    if (root.hasAttribute("data-ready")) return;
    var target = event.type === "submit" ? event.target : event.target.closest(${JSON.stringify(heldControls)});
    if (!target) return;
    event.preventDefault();
    event.stopPropagation();
    if (event.type === "click" || held.indexOf(target) < 0) held.push(target);
  }
  document.addEventListener("click", hold, true);
  document.addEventListener("submit", hold, true);
  new MutationObserver(function (changes, observer) {
    if (!root.hasAttribute("data-ready")) return;
    observer.disconnect();
    held.splice(0).forEach(function (target) {
      if (!target.isConnected) return;
      if (target.tagName === "FORM") target.requestSubmit();
      else target.click();
    });
  }).observe(root, { attributes: true, attributeFilter: ["data-ready"] });
  if (stale) {
    root.classList.add("prerender-stale");
    start();
    return;
  }
  var started = false;
  function startOnce() {
    if (started) return;
    started = true;
    start();
  }
  // After the first contentful paint (where the browser reports it), else after the next frame.
  var painted = typeof PerformanceObserver !== "undefined" && (PerformanceObserver.supportedEntryTypes || []).indexOf("paint") >= 0;
  if (painted) {
    new PerformanceObserver(function () {
      setTimeout(startOnce, 0);
    }).observe({ type: "paint", buffered: true });
    setTimeout(startOnce, 4000);
  } else {
    requestAnimationFrame(function () {
      setTimeout(startOnce, 0);
    });
  }
})(document.documentElement);`;

/** The CSP source that allows exactly this script. */
export const bootScriptHash = `'sha256-${createHash('sha256').update(bootScript).digest('base64')}'`;
