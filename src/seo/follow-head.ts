import { headElements } from './head.ts';

/** The page the document's head tags describe, as "language:route": the one its HTML file, or the boot script, wrote them for. */
let described: string | undefined;

/**
 * Takes the head's tags for search engines and link previews away once the page on screen is not
 * the one they describe (docs/BEHAVIOUR.md#search-engines-and-link-previews): they are in each
 * page's HTML file (or put in place with its screen), which is what search engines and previews
 * read, while in the browser a stale canonical address would make a share name the wrong page.
 */
export function followHead(language: string, route: string): void {
  const html = document.documentElement;
  described ??= `${html.lang}:${html.dataset.route}`;
  if (described !== `${language}:${route}`) document.head.querySelectorAll(headElements).forEach((tag) => tag.remove());
}
