/**
 * A page's settings, as Page settings edits them (docs/EDITING.md#page-settings): its title and
 * description in every language, its share picture, whether it is unlisted, its canonical page. The
 * page file changes only in the fields changed (a new field goes above `blocks:`), the texts only
 * on their lines; its address is move-page's (move-page.ts).
 */
import { isDeepStrictEqual } from 'node:util';
import { parse, stringify } from 'yaml';
import { isRecord, memberOf } from '../../shared/guards.ts';
import type { EditModePage, EditModePageSettings } from '../protocol.ts';
import { declaredRoute, type SourceFile } from '../../content/pipeline.ts';
import { EditError } from './edit-error.ts';
import { SiteFiles } from './site-files.ts';
import { siteLanguages, textOf, textPlace, viewOf, type SiteView } from './site-view.ts';
import { removeUnusedTexts, writeTexts } from './text-edits.ts';
import { deleteIn, getIn, setIn } from './yaml-edit.ts';

/** The page file that declares `route` itself; an article's settings are not a page's. */
function ownPage(view: SiteView, route: string): SourceFile {
  const page = view.sources.pages.find((file) => declaredRoute(file) === route);
  if (!page) throw new EditError('no-such-page', `No page is at /${route}.`);
  return page;
}

const textKey = (data: unknown, field: string): string | undefined => {
  const key = memberOf(data, field);
  return typeof key === 'string' ? key : undefined;
};

/** A page's settings, and the files they come from. */
export function readPage(root: string, route: string): Omit<EditModePage, 'versions'> & { files: string[] } {
  const view = viewOf(new SiteFiles(root));
  const page = ownPage(view, route);
  const languages = siteLanguages(view).map(({ code }) => code);
  const texts = (key: string | undefined) => Object.fromEntries(languages.map((language) => [language, key ? (textOf(view, key, language) ?? '') : '']));
  const [title, description] = [textKey(page.data, 'title'), textKey(page.data, 'description')];
  const string = (field: string) => {
    const value = memberOf(page.data, field);
    return typeof value === 'string' ? value : null;
  };
  const keys = [title, description ?? (title && descriptionKeyBeside(title))].filter((key) => key !== undefined);
  return {
    route,
    file: page.file,
    title: texts(title),
    description: texts(description),
    shareImage: string('shareImage'),
    unlisted: memberOf(page.data, 'unlisted') === true,
    canonical: string('canonical'),
    files: [page.file, ...new Set(keys.flatMap((key) => languages.map((language) => textPlace(key, language).file)))],
  };
}

/** `about.meta.title` → `about.meta.description`: where a page that had none gets its description. */
const descriptionKeyBeside = (titleKey: string) => `${titleKey.split('.').slice(0, -1).join('.')}.description`;

/**
 * `text` with the page's top-level field `field` set to `value` (left out when undefined): in place
 * when the file has it, else on a line of its own above `blocks:` (and the comment lines above it).
 */
function withField(text: string, field: string, value: unknown): string {
  const current = getIn(text, [field]);
  if (value === undefined) return current === undefined ? text : deleteIn(text, [field]);
  if (current !== undefined) return setIn(text, [field], value);
  const blocks = /^blocks:/m.exec(text);
  if (!blocks) return setIn(text, [field], value);
  const lines = text.slice(0, blocks.index).split('\n');
  // The last element is the empty start of the `blocks:` line; comment lines above it stay with it.
  let at = lines.length - 1;
  while (at > 0 && lines[at - 1]!.startsWith('#')) at--;
  const offset = lines.slice(0, at).join('\n').length + (at > 0 ? 1 : 0);
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const after = text.slice(0, offset) + stringify({ [field]: value }).replace(/\n/g, eol) + text.slice(offset);
  const before: unknown = parse(text);
  const expected = { ...(isRecord(before) ? before : {}), [field]: value };
  if (!isDeepStrictEqual(parse(after), expected))
    throw new EditError('unsupported', `The ${field} of the page would not read back as asked, written here: edit the file by hand.`, 400);
  return after;
}

/** The settings asked for, checked: texts by language, the title in every one, a description in every one or none. */
function checkedSettings(view: SiteView, settings: Partial<EditModePageSettings>): EditModePageSettings {
  const { title, description, shareImage = null, unlisted = false, canonical = null } = settings;
  if (!isRecord(title) || !isRecord(description) || typeof unlisted !== 'boolean')
    throw new EditError('invalid-page', "A page's settings are its title and description by language, and whether it is unlisted.", 400);
  if ((shareImage !== null && typeof shareImage !== 'string') || (canonical !== null && typeof canonical !== 'string'))
    throw new EditError('invalid-page', "A page's share picture and canonical page are addresses, or null.", 400);
  const written = (texts: Record<string, unknown>, code: string) => typeof texts[code] === 'string' && texts[code].trim() !== '';
  const languages = siteLanguages(view);
  const untitled = languages.find(({ code }) => !written(title, code));
  if (untitled) throw new EditError('empty-title', `The page has no ${untitled.label} title: every language needs one.`, 400);
  const described = languages.filter(({ code }) => written(description, code));
  const undescribed = languages.find(({ code }) => !written(description, code));
  if (described.length > 0 && undescribed)
    throw new EditError(
      'empty-description',
      `The description is written in ${described[0]!.label} but not in ${undescribed.label}: write it in every language, or in none.`,
      400,
    );
  return {
    title,
    description: described.length > 0 ? description : {},
    shareImage: shareImage || null,
    unlisted,
    canonical: canonical || null,
  };
}

/** Gives the page at `route` the settings asked for (docs/EDITING.md#page-settings). */
export function setPage(files: SiteFiles, { route, ...asked }: { route: string } & Partial<EditModePageSettings>): void {
  const view = viewOf(files);
  const page = ownPage(view, route);
  const settings = checkedSettings(view, asked);
  const titleKey = textKey(page.data, 'title');
  if (!titleKey) throw new EditError('unsupported', `${page.file} names no title to change: edit the file by hand.`, 400);
  const oldDescription = textKey(page.data, 'description');
  const descriptionKey = Object.keys(settings.description).length > 0 ? (oldDescription ?? descriptionKeyBeside(titleKey)) : undefined;
  let text = files.read(page.file) ?? '';
  text = withField(text, 'description', descriptionKey);
  text = withField(text, 'shareImage', settings.shareImage ?? undefined);
  text = withField(text, 'unlisted', settings.unlisted || undefined);
  text = withField(text, 'canonical', settings.canonical ?? undefined);
  files.write(page.file, text);
  const written = viewOf(files);
  writeTexts(written, titleKey, settings.title);
  if (descriptionKey) writeTexts(written, descriptionKey, settings.description);
  else if (oldDescription) removeUnusedTexts(files, [oldDescription]);
}
