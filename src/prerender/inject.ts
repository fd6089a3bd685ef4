import type { FirstScreen } from './first-screen.tsx';
import { bootScript } from './boot-script.ts';

/**
 * Puts the prerendered first screen into the built index.html: the markup inside #root, the data
 * the boot script reads on <html>, and the boot script itself ahead of the stylesheet.
 */
export function injectFirstScreen(indexHtml: string, screen: FirstScreen): string {
  const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root)) throw new Error(`index.html has no empty ${root} to prerender into.`);
  return indexHtml
    .replace(
      /<html lang="[^"]*">/,
      `<html lang="${attribute(screen.language)}" data-languages="${attribute(screen.languages.join(' '))}" data-content="./${attribute(screen.contentPath)}">`,
    )
    .replace('</title>', `</title>\n    <script>${bootScript}</script>`)
    .replace(root, `<div id="root" data-prerendered="${attribute(screen.language)}">${screen.html}</div>`);
}
