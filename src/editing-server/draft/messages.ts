import type { EditModeChange } from '../../edit-mode/protocol.ts';

/**
 * A save's commit message in plain words (docs/BEHAVIOUR.md#editing-server): where, what, and
 * in which languages — "about: story heading changed (English, Spanish)".
 */
export function saveMessage(changes: readonly EditModeChange[] | 'undo', files: readonly string[]): string {
  if (changes === 'undo') return `Undo: ${files.join(', ')} put back as before the last save`;
  const lines = [...new Set(changes.map((change) => describe(change, files)))];
  return lines.length === 1 ? lines[0]! : `${lines[0]!} and ${lines.length - 1} more\n\n${lines.join('\n')}`;
}

function describe(change: EditModeChange, files: readonly string[]): string {
  switch (change.kind) {
    case 'set-text':
      return `${textPlace(change.key)} changed (${languagesOf(files)})`;
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

const page = (route: string): string => (route === '' ? 'Home page' : `/${route.replace(/^\//, '')}`);

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

/** The languages of the text files written, by name: "English, Spanish". */
function languagesOf(files: readonly string[]): string {
  const codes = [...new Set(files.map((file) => /^locales\/([^/]+)\//.exec(file)?.[1]).filter((code) => code !== undefined))];
  return codes.map((code) => languageNames.of(code) ?? code).join(', ') || 'no text';
}
