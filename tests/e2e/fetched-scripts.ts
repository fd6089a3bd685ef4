import type { Page } from '@playwright/test';

/** The names of the scripts the page fetches from now on (`BlogCards-<hash>.js`), as they are asked for. */
export function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.split('/').at(-1)!);
  });
  return scripts;
}

/** Of `scripts`, the chunks of `component` (each chunk is named after the component it starts from). */
export const chunksOf = (scripts: string[], component: string) => scripts.filter((name) => name.startsWith(`${component}-`));
