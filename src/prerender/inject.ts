import type { FirstScreen } from './first-screen.tsx';
import { bootScript } from './boot-script.ts';

/**
 * Puts the prerendered first screen into the built index.html: the markup inside #root, the data
 * the boot script reads on <html> (among them the app's scripts, which it loads in place of Vite's
 * tags), and the boot script itself ahead of the stylesheet.
 */
export function injectFirstScreen(indexHtml: string, screen: FirstScreen): string {
  const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root)) throw new Error(`index.html has no empty ${root} to prerender into.`);
  const moduleScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;
  const entry = [...indexHtml.matchAll(moduleScript)].map((match) => match[1]!);
  if (entry.length === 0) throw new Error('index.html has no module script for the boot script to load.');
  return indexHtml
    .replace(
      /<html lang="[^"]*">/,
      `<html lang="${attribute(screen.language)}" data-languages="${attribute(screen.languages.join(' '))}" data-content="./${attribute(screen.contentPath)}" data-entry="${attribute(entry.join(' '))}">`,
    )
    // The boot script loads the app's scripts itself, when and how urgently this visitor needs them.
    .replace(moduleScript, '')
    .replace('</title>', `</title>\n    <script>${bootScript}</script>`)
    .replace(root, `<div id="root" data-prerendered="${attribute(screen.language)}">${screen.html}</div>`);
}
