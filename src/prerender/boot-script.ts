import { createHash } from 'node:crypto';
import { languageStorageKey } from '../i18n/language-preference.ts';

/**
 * The one inline script of index.html, run before the body is parsed. index.html holds the home
 * page prerendered in the default language; for a visitor who chose another language, or who
 * opens another route (#/about-us), it hides that markup until the app has drawn the right page,
 * so no one sees the wrong content flash. For everyone it starts fetching the shell's and the
 * route's texts at once, in parallel with the app's code, instead of after it.
 *
 * Its text never changes with the content (the build passes data through attributes of <html>),
 * so the Content-Security-Policy can allow it by hash: see bootScriptHash and public/_headers.
 */
export const bootScript = `(function (root) {
  try {
    var data = root.dataset;
    var saved = localStorage.getItem(${JSON.stringify(languageStorageKey)});
    var language = (" " + data.languages + " ").indexOf(" " + saved + " ") >= 0 ? saved : root.lang;
    var route = location.hash.replace(/^#\\/*/, "").replace(/\\/+$/, "");
    if (route || language !== root.lang) root.classList.add("prerender-stale");
    if (!/^[A-Za-z0-9][\\w.~\\/-]*$/.test(route || "index")) return;
    ["_shell", route || "index"].forEach(function (file) {
      var link = document.createElement("link");
      link.rel = "preload";
      link.as = "fetch";
      link.crossOrigin = "anonymous";
      link.href = data.content + "/" + language + "/" + file + ".json";
      document.head.appendChild(link);
    });
  } catch (error) {}
})(document.documentElement);`;

/** The CSP source that allows exactly this script. */
export const bootScriptHash = `'sha256-${createHash('sha256').update(bootScript).digest('base64')}'`;
