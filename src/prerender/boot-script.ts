import { createHash } from 'node:crypto';
import { languageStorageKey } from '../i18n/language-preference.ts';
import { pageRoute } from '../routing/resolve-route.ts';
import { headElements } from '../seo/head.ts';
import { notFoundFile, pageDataFile, shellFile } from '../shared/content.ts';
import { jsonForScript } from '../shared/escape.ts';

/**
 * The one inline script of every prerendered page, run before the body is parsed
 * (docs/BEHAVIOUR.md#first-screen). With hash routing, index.html holds the home page prerendered
 * in the default language, and every page has its prerendered screen in every language; this
 * script shows the right one and starts the app:
 *
 * - For a visitor who gets exactly the page index.html holds, nothing else is fetched until it has
 *   painted (its first contentful paint, 4 s at the latest): the page shows as fast as plain HTML
 *   would, then the app's code and texts arrive and make it interactive.
 * - For a visitor who opens another route (#/about-us) or who chose another language, the markup
 *   of index.html stays hidden, the screen of that page in that language is fetched at once and
 *   put in its place, and the app starts once it has painted, as above. Nobody sees the wrong page
 *   or language, not even for a moment. If the screen cannot be had (an address that names no
 *   page, a network failure), the app's code is fetched at once, at high priority, and the app
 *   draws the page.
 * - A link followed before the app's code runs (the address changes, the page does not reload)
 *   brings that page's screen the same way.
 * - With path routing (data-routing="path") every page of every language is an HTML file of its
 *   own, prerendered: it shows as it is, and the app starts after it has painted. The not-found
 *   page (404.html), served for an address of another language, is hidden and the app draws it in
 *   that language; the root address, for a visitor who chose another language, is replaced by that
 *   language's home page before anything is drawn, and a hash address of the days before path
 *   routing (/#/about-us) by its page's own address.
 * - An old address of a page that has moved (`redirects:` in site.yaml, data-redirects) gives way to
 *   the page's own before anything else: with hash routing in place (history.replaceState, no
 *   history entry of its own), at once and when a link or the visitor brings one before the app runs.
 *
 * A click on a control, or a form sent, before the app is ready is held back and replayed once
 * it is: nothing the visitor does in the first seconds is lost. With path routing the language
 * switch is a link to the page in that language (`hreflang`): followed before the app is ready,
 * it loads that page at once, and the choice is remembered here as the app would remember it.
 *
 * It picks the language and the page as the app will (initialLanguage, routeOfHash, addressOf and
 * resolveRoute): its route test is built from the app's own expression, and a unit test runs both
 * over the same table of addresses and stored languages.
 *
 * Its text never changes with the content (the build passes data through attributes of <html>,
 * escaped as such; the constants of the code it holds are written by jsonForScript),
 * so the Content-Security-Policy can allow it by hash: see bootScriptHash and public/_headers.
 */
/** What a click holds back: buttons, and in-page links (#main) whose action is the app's. */
const heldControls = 'button, a[href^="#"]:not([href^="#/"])';
/** Hides #root while it shows another page than the one the visitor asked for (src/styles/base.css). */
const staleClass = 'prerender-stale';
/** A page's data file and its screen share a name, `<page name>.json` and `<page name>.html` (src/shared/content.ts). */
const pageName = (file: string) => file.replace(/\.json$/, '');

export const bootScript = `(function (root) {
  var data = root.dataset;
  var languages = data.languages.split(" ");
  var byPath = data.routing === "path";
  var saved = null;
  try {
    saved = localStorage.getItem(${jsonForScript(languageStorageKey)});
  } catch (error) {}
  if (languages.indexOf(saved) < 0) saved = null;
  var namesPage = new RegExp(${jsonForScript(pageRoute.source)});
  var redirects = data.redirects ? JSON.parse(data.redirects) : {};
  var started = false;
  function trimmed(text) {
    var route = text.replace(/^\\/+/, "").replace(/\\/+$/, "");
    try {
      route = decodeURI(route);
    } catch (error) {}
    return route;
  }
  // With path routing the address names the language (another than the default as its first
  // segment); with hash routing the language is the visitor's earlier choice.
  function currentRoute() {
    if (!byPath) return trimmed(location.hash.replace(/^#/, ""));
    var path = location.pathname;
    return trimmed(path.indexOf(data.base) === 0 ? path.slice(data.base.length) : path);
  }
  // The route an old address (redirects: in site.yaml) names now; any other route as it is.
  function moved(route) {
    return Object.prototype.hasOwnProperty.call(redirects, route) ? redirects[route] : route;
  }
  // With hash routing an old address gives way to its page's in place, with no history entry of its own.
  function replaceOld() {
    var route = currentRoute();
    if (moved(route) !== route) history.replaceState(history.state, "", "#/" + moved(route));
  }
  if (!byPath) replaceOld();
  var language = byPath ? data.defaultLanguage : saved || root.lang;
  var route = currentRoute();
  var first = route.split("/")[0];
  if (byPath && first !== data.defaultLanguage && languages.indexOf(first) >= 0) {
    language = first;
    route = route.slice(first.length + 1);
  }
  // At the root address: a link from the days of hash routing (/#/about-us) goes to its page's own
  // address, and a visitor who chose another language to that language's version.
  var old = byPath && route === "" && language === data.defaultLanguage && /^#\\//.test(location.hash) ? moved(trimmed(location.hash.slice(1))) : "";
  var other = saved && saved !== data.defaultLanguage ? saved + "/" : "";
  if (byPath && route === "" && language === data.defaultLanguage && (old || other)) {
    location.replace(data.base + other + (old ? old + "/" : "") + location.search + (old ? "" : location.hash));
    return;
  }
  // The name of the page's data file and screen, without their extension, as the app names them.
  function pageName(route) {
    return route === "" ? ${jsonForScript(pageName(pageDataFile('')))} : namesPage.test(route) ? route : ${jsonForScript(pageName(notFoundFile))};
  }
  function add(tag, properties) {
    var element = document.createElement(tag);
    for (var name in properties) element[name] = properties[name];
    document.head.appendChild(element);
  }
  function start(urgent) {
    if (started) return;
    started = true;
    var priority = urgent || root.classList.contains(${jsonForScript(staleClass)}) ? "high" : "auto";
    [${jsonForScript(shellFile)}, pageName(byPath ? route : currentRoute()) + ".json"].forEach(function (file) {
      add("link", { rel: "preload", as: "fetch", crossOrigin: "anonymous", href: data.content + "/" + language + "/" + file });
    });
    data.entry.split(" ").forEach(function (src) {
      add("script", { type: "module", crossOrigin: "", fetchPriority: priority, src: src });
    });
  }
  // After the first contentful paint (where the browser reports it), else after the next frame;
  // 4 s at the latest.
  function startAfterPaint() {
    var reported = typeof PerformanceObserver !== "undefined" && (PerformanceObserver.supportedEntryTypes || []).indexOf("paint") >= 0;
    if (!reported) {
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
      return;
    }
    new PerformanceObserver(function (entries) {
      if (entries.getEntriesByName("first-contentful-paint").length) setTimeout(start, 0);
    }).observe({ type: "paint", buffered: true });
    setTimeout(start, 4000);
  }
  function whenParsed(callback) {
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", callback);
    else callback();
  }
  // Once the app's code runs, it, not this script, shows the pages (src/main.tsx).
  function appRuns() {
    return root.hasAttribute("data-app");
  }
  // Puts the screen of route in #root, unless the app runs or the address has moved on meanwhile.
  // Returns whether it did.
  function swap(route, html) {
    if (appRuns() || currentRoute() !== route) return false;
    var holder = document.createElement("template");
    holder.innerHTML = html;
    var screen = holder.content.firstElementChild;
    if (!screen || screen.tagName !== "TEMPLATE" || screen.getAttribute("data-route") !== route || screen.getAttribute("data-language") !== language) {
      start(true);
      return false;
    }
    document.getElementById("root").replaceChildren(screen.content);
    root.lang = language;
    data.route = route;
    document.title = screen.getAttribute("data-title");
    // The head tags of index.html are the home page's: the page on screen gets its own.
    var tags = document.head.querySelectorAll(${jsonForScript(headElements)});
    for (var i = 0; i < tags.length; i++) tags[i].remove();
    document.head.insertAdjacentHTML("beforeend", screen.getAttribute("data-head") || "");
    root.classList.remove(${jsonForScript(staleClass)});
    return true;
  }
  // The markup in #root shows route in this language already (the not-found page shows any route).
  function showing(route) {
    return language === root.lang && (route === data.route || data.route === "*");
  }
  function show(route, atBoot) {
    if (showing(route)) return;
    if (atBoot) root.classList.add(${jsonForScript(staleClass)});
    // With path routing every page is its own file: no other screen to fetch.
    if (byPath || pageName(route) === ${jsonForScript(pageName(notFoundFile))}) {
      start(true);
      return;
    }
    fetch(data.screens + "/" + language + "/" + pageName(route) + ".html").then(function (response) {
      if (!response.ok) throw new Error("HTTP " + response.status);
      return response.text();
    }).then(function (html) {
      whenParsed(function () {
        // Only the screen put in place starts at the top: once the app runs, the position is its
        // own (it may have restored it already, after Back: docs/BEHAVIOUR.md#scroll-restoration).
        if (swap(route, html) && !atBoot) scrollTo(0, 0);
      });
    }).catch(function () {
      start(true);
    });
  }
  // Before the app is ready nothing answers a click, and a form sent would reload the page and
  // lose what was typed. Both are held back (kept from the page's own listeners too, so nothing
  // runs twice) and replayed, in order, once the app marks itself ready (data-ready, src/main.tsx).
  // Links that name a route need no app: the address changes, and the screen of that page follows.
  var held = [];
  function hold(event) {
    if (root.hasAttribute("data-ready")) return;
    var target = event.type === "submit" ? event.target : event.target.closest(${jsonForScript(heldControls)});
    if (!target) return;
    event.preventDefault();
    event.stopPropagation();
    if (event.type === "click" || held.indexOf(target) < 0) held.push(target);
  }
  function remember(event) {
    if (root.hasAttribute("data-ready") || event.button || event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return;
    var choice = event.target.closest("a[hreflang]");
    var code = choice && choice.getAttribute("hreflang");
    if (languages.indexOf(code) < 0) return;
    try {
      localStorage.setItem(${jsonForScript(languageStorageKey)}, code);
    } catch (error) {}
  }
  document.addEventListener("click", hold, true);
  document.addEventListener("click", remember, true);
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
  show(route, true);
  startAfterPaint();
  if (!byPath) {
    addEventListener("hashchange", function () {
      if (appRuns()) return;
      replaceOld();
      show(currentRoute(), false);
    });
  }
})(document.documentElement);`;

/** The CSP source that allows exactly this script. */
export const bootScriptHash = `'sha256-${createHash('sha256').update(bootScript).digest('base64')}'`;
