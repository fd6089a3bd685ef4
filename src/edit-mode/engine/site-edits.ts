/**
 * Edit mode's operations on a site's files (docs/BEHAVIOUR.md#editing-on-the-page): a save's
 * changes are made one after the other on the would-be texts of the files, in memory, through the
 * lossless YAML edits (yaml-edit.ts); then the whole content check runs on those texts and tells the
 * errors they would add. Writing is the caller's (src/edit-mode/server/).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { redirectRoute } from '../../routing/redirects.ts';
import { isRecord } from '../../shared/guards.ts';
import type { EditModeChange } from '../protocol.ts';
import type { Problem } from '../../content/pipeline.ts';
import { addBlock, duplicateBlock, moveBlock, removeBlock, setBlock } from './block-edits.ts';
import { BlockOrigins } from './block-origins.ts';
import { EditError } from './edit-error.ts';
import { setMenu } from './menu-edits.ts';
import { setPage } from './page-settings.ts';
import { setArticle } from './article-settings.ts';
import { setBrand } from './brand-settings.ts';
import { MovePageError, planMove } from './move-page.ts';
import { NewContentError, planNewArticle, planNewPage, type NewContent } from './new-content.ts';
import { newErrors } from './plan-check.ts';
import type { SaveNames } from './save-message.ts';
import { sitePages } from './site-reading.ts';
import { SiteFiles } from './site-files.ts';
import { defaultLanguage, textOf, viewOf, type SiteView } from './site-view.ts';
import { textPlaceOf } from './text-places.ts';
import { assertKnownKey, writeTexts } from './text-edits.ts';
import { markTranslated } from './translations.ts';
import { YamlEditError } from './yaml-edit.ts';

export { EditError };
export { readBlock, readSite, readText } from './site-reading.ts';
export { readMenus } from './menu-edits.ts';
export { readPage } from './page-settings.ts';
export { readArticle } from './article-settings.ts';
export { readBrand } from './brand-settings.ts';
export { readTranslations } from './translations.ts';

/** The would-be files of a save: path relative to the site root → new text, or null for a file removed or renamed away. */
export interface PlannedEdit {
  files: Map<string, string | null>;
  /** The errors the check finds in the would-be files that the current files do not have. */
  problems: Problem[];
  /** Where a new or moved page is: '/about-us'. */
  path?: string;
  /** What the site calls the pages and texts the changes name, for saying what the save did (save-message.ts). */
  names?: SaveNames;
}

/** What one change did beyond the files: where a page it made or moved is, and the file it renamed. */
interface Applied {
  path?: string;
  renamed?: { from: string; to: string };
}

function applyChange(files: SiteFiles, origins: BlockOrigins, change: EditModeChange): Applied {
  switch (change.kind) {
    case 'set-text': {
      const view = viewOf(files);
      assertKnownKey(view, change.key);
      if (!isRecord(change.values)) throw new EditError('invalid-text', `The texts of "${change.key}" must be given by language.`, 400);
      writeTexts(view, change.key, change.values);
      return {};
    }
    case 'mark-translated':
      return (assertKnownKey(viewOf(files), change.key), markTranslated(files, change.key), {});
    case 'set-block':
      return (setBlock(files, change), {});
    case 'move-block':
      return (moveBlock(files, origins, change), {});
    case 'duplicate-block':
      return (duplicateBlock(files, origins, change), {});
    case 'remove-block':
      return (removeBlock(files, origins, change), {});
    case 'add-block':
      return (addBlock(files, origins, change), {});
    case 'set-menu':
      return (setMenu(files, change), {});
    case 'set-page':
      return (setPage(files, change), {});
    case 'set-article':
      return (setArticle(files, change), {});
    case 'set-brand':
      return (setBrand(files, change), {});
    case 'new-page':
      return created(files, planNewPage(files.root, change.route, files.changed));
    case 'new-article':
      return created(files, planNewArticle(files.root, change.slug, change.collection, files.changed, change.title));
    case 'move-page': {
      const move = planMove(files.root, change.from, change.to, files.changed);
      for (const [file, text] of move.texts) files.write(file, text);
      const path = `/${redirectRoute(change.to)}`;
      if (!move.renamedTo) return { path };
      files.write(move.renamedTo, move.texts.get(move.file) ?? files.read(move.file));
      files.write(move.file, null);
      return { path, renamed: { from: move.file, to: move.renamedTo } };
    }
    default:
      throw new EditError('unknown-change', `The editor cannot make a change of kind ${JSON.stringify((change as { kind?: unknown }).kind)}.`, 400);
  }
}

function created(files: SiteFiles, { route, files: texts }: NewContent): Applied {
  for (const [file, text] of texts) files.write(file, text);
  return { path: `/${route}` };
}

/** The errors of the operations below, as the endpoints answer them. */
function asEditError(error: unknown): unknown {
  if (error instanceof MovePageError) return new EditError(error.code, error.message, error.code === 'no-such-page' ? 404 : 400);
  if (error instanceof NewContentError || error instanceof YamlEditError) return new EditError(error.code, error.message, 400);
  return error;
}

/** Of the planned files, those whose text differs from the disk's. */
function changedFiles({ root, changed }: SiteFiles): Map<string, string | null> {
  const onDisk = (file: string) => (existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : null);
  return new Map([...changed].filter(([file, text]) => text !== onDisk(file)));
}

/**
 * Makes `changes` on the would-be texts of the files under `root` and checks them: the files a save
 * would write, and the errors it would add. Throws an EditError for a change that cannot be made.
 */
export function planChanges(root: string, changes: EditModeChange[]): PlannedEdit {
  if (!Array.isArray(changes) || changes.length === 0) throw new EditError('no-changes', 'A save names at least one change.', 400);
  const files = new SiteFiles(root);
  const origins = new BlockOrigins();
  const renames = new Map<string, string>();
  let path: string | undefined;
  for (const change of changes) {
    try {
      const applied = applyChange(files, origins, change);
      path = applied.path ?? path;
      if (applied.renamed) renames.set(applied.renamed.to, renames.get(applied.renamed.from) ?? applied.renamed.from);
    } catch (error) {
      throw asEditError(error);
    }
  }
  const planned = changedFiles(files);
  const problems = planned.size > 0 ? newErrors(root, planned, origins, renames) : [];
  return { files: planned, problems, names: namesOf(viewOf(files), changes), ...(path === undefined ? {} : { path }) };
}

/** A text as a short quotation: its first words. */
const quoted = (text: string) => (text.length > 40 ? `${text.slice(0, 39).trimEnd()}…` : text);

/** The titles of the pages `changes` name, and the places of their texts, as the save leaves the site. */
function namesOf(view: SiteView, changes: EditModeChange[]): SaveNames {
  const pages = new Map(sitePages(view).map((page) => [page.route, page.title]));
  const routes = changes.flatMap((change) => ('route' in change ? [change.route] : change.kind === 'move-page' ? [change.from, change.to] : []));
  const keys = changes.flatMap((change) => (change.kind === 'set-text' || change.kind === 'mark-translated' ? [change.key] : []));
  const textName = (key: string) => {
    const { page, field } = textPlaceOf(view, key);
    return [key, { field, page: page.title, text: quoted(textOf(view, key, defaultLanguage(view)) ?? '') }] as const;
  };
  return {
    pages: Object.fromEntries(routes.flatMap((route) => (pages.get(route) ? [[route, pages.get(route)!] as const] : []))),
    texts: Object.fromEntries(keys.map(textName)),
  };
}
