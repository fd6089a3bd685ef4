import type { EditModeChange } from '../protocol.ts';

/** What the site calls the places a save names, when known: each page's title by route, each text's field, page and default-language text by key. */
export interface SaveNames {
  pages: Record<string, string>;
  texts: Record<string, { field: string; page: string; text: string }>;
}

/**
 * A save in plain words: where, what, and in which languages — "about: story heading changed
 * (English, Spanish)", or with the site's names, "heading “Our story” on About us changed (English,
 * Spanish)". The editing server's commit message (docs/BEHAVIOUR.md#editing-server), and what Undo
 * says it will take back (docs/BEHAVIOUR.md#editing-on-the-page).
 */
export function saveMessage(changes: readonly EditModeChange[] | 'undo', files: readonly string[], names?: SaveNames): string {
  if (changes === 'undo') return `Undo: ${files.join(', ')} put back as before the last save`;
  const lines = [...new Set(changes.map((change) => describe(change, files, names)))];
  return lines.length === 1 ? lines[0]! : `${lines[0]!} and ${lines.length - 1} more\n\n${lines.join('\n')}`;
}

function describe(change: EditModeChange, files: readonly string[], names: SaveNames | undefined): string {
  const page = (route: string) => names?.pages[route] ?? pageAddress(route);
  const text = (key: string) => {
    const named = names?.texts[key];
    return named ? `${named.field} “${named.text}” on ${named.page}` : textPlace(key);
  };
  switch (change.kind) {
    case 'set-text':
      return `${text(change.key)} changed (${languagesOf(files)})`;
    case 'mark-translated':
      return `${text(change.key)} marked as translated`;
    case 'set-block':
      return `${page(change.route)}: section ${change.index + 1} changed${files.some((file) => file.startsWith('locales/')) ? ` (${languagesOf(files)})` : ''}`;
    case 'move-block':
      return `${page(change.route)}: section ${change.from + 1} moved to place ${change.to + 1}`;
    case 'duplicate-block':
      return `${page(change.route)}: section ${change.index + 1} duplicated`;
    case 'remove-block':
      return `${page(change.route)}: section ${change.index + 1} removed`;
    case 'add-block':
      return `${page(change.route)}: a ${change.type} section added at place ${change.index + 1}`;
    case 'new-page':
      return `New page ${page(change.route)}`;
    case 'new-article':
      return `New article "${change.slug}" in ${change.collection}`;
    case 'move-page':
      return `Page ${page(change.from)} moved to ${page(change.to)}`;
    case 'set-menu':
      return `${change.menu === 'header' ? 'Header menu' : 'Footer links'} changed${files.some((file) => file.startsWith('locales/')) ? ` (${languagesOf(files)})` : ''}`;
    case 'set-page':
      return `${page(change.route)}: page settings changed`;
    case 'set-article':
      return `${page(change.route)}: article settings changed`;
    case 'set-brand':
      return 'Brand settings changed';
  }
}

/** `about.story.heading` → "about: story heading". */
function textPlace(key: string): string {
  const [file, ...rest] = key.split('.');
  return rest.length === 0 ? key : `${file!}: ${rest.join(' ').replaceAll(/[_-]/g, ' ')}`;
}

const pageAddress = (route: string): string => (route === '' ? 'Home page' : `/${route.replace(/^\//, '')}`);

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

/** The languages of the text files written, by name: "English, Spanish". */
function languagesOf(files: readonly string[]): string {
  const codes = [...new Set(files.map((file) => /^locales\/([^/]+)\//.exec(file)?.[1]).filter((code) => code !== undefined))];
  return codes.map((code) => languageNames.of(code) ?? code).join(', ') || 'no text';
}
