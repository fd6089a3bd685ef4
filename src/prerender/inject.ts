import type { PageAddresses } from '../generated/content-types.ts';
import type { Redirects } from '../shared/content.ts';
import { headHtml, type HeadTag } from '../seo/head.ts';
import { escapeHtmlAttribute, escapeHtmlText } from '../shared/escape.ts';
import { bootScript } from './boot-script.ts';

/** One page, drawn at build time in one language (first-screen.tsx), ready to be written into a file. */
export interface Screen {
  language: string;
  route: string;
  /** The markup of #root: header, page and footer. */
  html: string;
  /** The document's title, as the app sets it for this page. */
  title: string;
  /** What the <head> tells search engines and link previews about it. */
  head: HeadTag[];
}

/** What the boot script needs to know of the site, read from attributes of <html>. */
export interface BootData {
  routing: PageAddresses;
  languages: string[];
  defaultLanguage: string;
  /** The folder the site is served from: './' with hash routing, the path of its url with path routing. */
  base: string;
  /** Folder of the compiled content (`content/<version>`), relative to the base. */
  contentPath: string;
  /** Folder of the prerendered screens (`prerendered/<version>`), relative to the base: hash routing only. */
  screensPath?: string;
  /** Old route → the route of the page it leads to now (docs/BEHAVIOUR.md#redirects). */
  redirects: Redirects;
}

/** The built index.html, ready to take one page: Vite's module scripts out, the boot script in. */
export interface PageTemplate {
  html: string;
  /** The app's scripts, which the boot script loads when and as urgently as the visitor needs them. */
  entry: string[];
}

const emptyRoot = '<div id="root"></div>';

export function pageTemplate(indexHtml: string): PageTemplate {
  if (!indexHtml.includes(emptyRoot)) throw new Error(`index.html has no empty ${emptyRoot} to prerender into.`);
  const moduleScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;
  const entry = [...indexHtml.matchAll(moduleScript)].map((match) => match[1]!);
  if (entry.length === 0) throw new Error('index.html has no module script for the boot script to load.');
  const html = indexHtml.replace(moduleScript, '').replace(/<title>[^<]*<\/title>/, (title) => `${title}\n    <script>${bootScript}</script>`);
  return { html, entry };
}

/**
 * One prerendered page: the template with the page's markup inside #root, its title and head tags,
 * and the data the boot script reads on <html>. `lang` and `data-route` say which page the markup
 * shows, until the app has started. Each goes in by a replacer function, as the content's texts
 * may hold `$'` or `$&` (docs/BEHAVIOUR.md#content-in-markup).
 */
export function pageDocument(template: PageTemplate, screen: Screen, boot: BootData): string {
  const data = {
    route: screen.route,
    routing: boot.routing,
    languages: boot.languages.join(' '),
    'default-language': boot.defaultLanguage,
    base: boot.base,
    content: `${boot.base}${boot.contentPath}`,
    ...(boot.screensPath ? { screens: `${boot.base}${boot.screensPath}` } : {}),
    entry: template.entry.join(' '),
    ...(Object.keys(boot.redirects).length > 0 ? { redirects: JSON.stringify(boot.redirects) } : {}),
  };
  const dataAttributes = Object.entries(data)
    .map(([name, value]) => ` data-${name}="${escapeHtmlAttribute(value)}"`)
    .join('');
  return template.html
    .replace(/<html lang="[^"]*">/, () => `<html lang="${escapeHtmlAttribute(screen.language)}"${dataAttributes}>`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtmlText(screen.title)}</title>${headHtml(screen.head)}`)
    .replace(emptyRoot, () => `<div id="root">${screen.html}</div>`);
}

/**
 * A prerendered screen as the boot script fetches it for a deep link or another language (hash
 * routing): a `<template>` saying which page and language it holds, its title and its head tags, its
 * content the markup of #root. An answer of any other shape (a host's error page, say) is refused by the boot
 * script.
 */
export function screenFragment(screen: Screen): string {
  return `<template data-language="${escapeHtmlAttribute(screen.language)}" data-route="${escapeHtmlAttribute(screen.route)}" data-title="${escapeHtmlAttribute(screen.title)}" data-head="${escapeHtmlAttribute(headHtml(screen.head))}">${screen.html}</template>`;
}
