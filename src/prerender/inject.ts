import type { Screen } from './first-screen.tsx';
import { bootScript } from './boot-script.ts';

/** Where the boot script finds what it needs: the site's languages, the app's scripts, the content and the prerendered screens. */
export interface BootData {
  languages: string[];
  /** Folder of the compiled content (`content/<version>`), relative to the site's base. */
  contentPath: string;
  /** Folder of the prerendered screens (`prerendered/<version>`), relative to the site's base. */
  screensPath: string;
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const text = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * Puts the home page's prerendered screen into the built index.html: its markup inside #root, its
 * title, the data the boot script reads on <html> (among them the app's scripts, which it loads in
 * place of Vite's tags), and the boot script itself ahead of the stylesheet. `lang` and `data-route`
 * say which page the markup shows, until the app has started.
 */
export function injectFirstScreen(indexHtml: string, screen: Screen, boot: BootData): string {
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root)) throw new Error(`index.html has no empty ${root} to prerender into.`);
  const moduleScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;
  const entry = [...indexHtml.matchAll(moduleScript)].map((match) => match[1]!);
  if (entry.length === 0) throw new Error('index.html has no module script for the boot script to load.');
  const data = {
    route: screen.route,
    languages: boot.languages.join(' '),
    content: `./${boot.contentPath}`,
    screens: `./${boot.screensPath}`,
    entry: entry.join(' '),
  };
  const dataAttributes = Object.entries(data).map(([name, value]) => ` data-${name}="${attribute(value)}"`).join('');
  return indexHtml
    .replace(/<html lang="[^"]*">/, `<html lang="${attribute(screen.language)}"${dataAttributes}>`)
    // The boot script loads the app's scripts itself, when and how urgently this visitor needs them.
    .replace(moduleScript, '')
    .replace(/<title>[^<]*<\/title>/, `<title>${text(screen.title)}</title>\n    <script>${bootScript}</script>`)
    .replace(root, `<div id="root">${screen.html}</div>`);
}

/**
 * A prerendered screen as the boot script fetches it for a deep link or another language: a
 * `<template>` saying which page and language it holds and its title, its content the markup of
 * #root. An answer of any other shape (a host's error page, say) is refused by the boot script.
 */
export function screenFragment(screen: Screen): string {
  return `<template data-language="${attribute(screen.language)}" data-route="${attribute(screen.route)}" data-title="${attribute(screen.title)}">${screen.html}</template>`;
}
