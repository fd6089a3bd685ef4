/**
 * The menus site.yaml holds (the header's menu, the footer's two columns of links), read with their
 * labels in every language and written back as an editor would: an entry removed, moved, added or
 * pointed elsewhere changes only its own lines (yaml-edit.ts), its label only in the text files
 * (docs/BEHAVIOUR.md#editing-on-the-page).
 */
import { isArray, isRecord, memberOf, textOr } from '../../shared/guards.ts';
import type { Path } from '../../shared/path.ts';
import type { EditModeMenuEntry, EditModeMenuName, EditModeMenus } from '../protocol.ts';
import { EditError } from './edit-error.ts';
import { keyName } from './new-content.ts';
import { SiteFiles } from './site-files.ts';
import { defaultLanguage, siteLanguages, textOf, textPlace, usedKeys, viewOf, type SiteView } from './site-view.ts';
import { removeUnusedTexts, writeTexts } from './text-edits.ts';
import { deleteIn, insertItem, moveItem, setIn } from './yaml-edit.ts';

const siteFile = 'site.yaml';

/** Where each menu is in site.yaml, and the group its new labels go to in locales/<language>/common.yaml. */
const menus: Record<EditModeMenuName, { path: Path; group: string; heading?: Path }> = {
  header: { path: ['header', 'menu'], group: 'common.nav' },
  'footer-services': { path: ['footer', 'services', 'links'], group: 'common.footer', heading: ['footer', 'services', 'heading'] },
  'footer-useful': { path: ['footer', 'usefulLinks', 'links'], group: 'common.footer', heading: ['footer', 'usefulLinks', 'heading'] },
};

const menuNames: EditModeMenuName[] = ['header', 'footer-services', 'footer-useful'];
const isMenuName = (name: unknown): name is EditModeMenuName => menuNames.some((menu) => menu === name);

/** The entries of a menu as site.yaml writes them: the key of each label, and its link. */
function entriesOf(view: SiteView, path: Path): { label: string; link: string }[] {
  const list = path.reduce<unknown>((node, key) => memberOf(node, key), view.sources.site?.data);
  if (!isArray(list)) return [];
  return list.map((entry) => ({ label: textOr(memberOf(entry, 'label')), link: textOr(memberOf(entry, 'link')) }));
}

/** Every menu with its entries' labels in every language, and the files that hold them. */
export function readMenus(root: string): Omit<EditModeMenus, 'versions'> & { files: string[] } {
  const view = viewOf(new SiteFiles(root));
  const languages = siteLanguages(view).map(({ code }) => code);
  const files = new Set([siteFile, ...languages.map((language) => textPlace(`${menus.header.group}.x`, language).file)]);
  const found = menuNames.map((name) => {
    const { path, heading } = menus[name];
    const entries = entriesOf(view, path).map(({ label, link }, from) => {
      for (const language of languages) files.add(textPlace(label, language).file);
      return { from, link, labels: Object.fromEntries(languages.map((language) => [language, textOf(view, label, language) ?? ''])) };
    });
    return { name, heading: headingOf(view, heading), entries };
  });
  return { menus: found, files: [...files] };
}

/** The footer column's heading as the default language shows it; none for the header. */
function headingOf(view: SiteView, heading: Path | undefined): string | undefined {
  if (!heading) return undefined;
  const key = heading.reduce<unknown>((node, part) => memberOf(node, part), view.sources.site?.data);
  return typeof key === 'string' ? (textOf(view, key, defaultLanguage(view)) ?? key) : undefined;
}

/** The entries asked for, checked: each a link and a label in every language; `from` a place of the menu as it is, each at most once. */
function checkedEntries(view: SiteView, entries: unknown, count: number): EditModeMenuEntry[] {
  if (!isArray(entries)) throw new EditError('invalid-menu', 'A menu is a list of entries.', 400);
  const seen = new Set<number>();
  return entries.map((entry) => {
    const { from, link, labels } = isRecord(entry) ? entry : {};
    if (typeof link !== 'string' || !isRecord(labels)) throw new EditError('invalid-menu', 'Each entry of a menu has a link and its labels by language.', 400);
    if (from !== undefined && (typeof from !== 'number' || !Number.isInteger(from) || from < 0 || from >= count || seen.has(from)))
      throw new EditError('invalid-menu', `The menu has no entry ${JSON.stringify(from)} to keep: reload to see it as it is.`, 400);
    if (typeof from === 'number') seen.add(from);
    const written: Record<string, string> = {};
    for (const { code, label } of siteLanguages(view)) {
      written[code] = textOr(labels[code]);
      if (written[code].trim() === '')
        throw new EditError('empty-label', `The entry leading to ${link || 'nowhere yet'} has no ${label} label: write one, or remove the entry.`, 400);
    }
    return { ...(typeof from === 'number' ? { from } : {}), link, labels: written };
  });
}

/** A free key for a new entry's label, named after its label in the default language: `common.nav.careers`. */
function labelKey(view: SiteView, group: string, labels: Record<string, string>, taken: Set<string>): string {
  const name = keyName(labels[defaultLanguage(view)] ?? '') || 'link';
  const keys = [...[...view.content.locales.values()].flatMap((table) => [...table.keys()]), ...usedKeys(view), ...taken];
  const free = (key: string) => !keys.some((other) => other === key || other.startsWith(`${key}.`));
  let n = 1;
  while (!free(`${group}.${name}${n === 1 ? '' : n}`)) n++;
  return `${group}.${name}${n === 1 ? '' : n}`;
}

/**
 * The list at `path` of `text` made to hold the kept items (`order`: each one's place before) in
 * that order: the others removed, each kept one moved to its place, by as few moves as it takes.
 */
function rearranged(text: string, path: Path, count: number, order: number[]): string {
  let result = text;
  const kept = [...Array(count).keys()].filter((index) => order.includes(index));
  for (let index = count - 1; index >= 0; index--) if (!order.includes(index)) result = deleteIn(result, [...path, index]);
  order.forEach((from, place) => {
    const at = kept.indexOf(from);
    if (at === place) return;
    result = moveItem(result, path, at, place);
    kept.splice(place, 0, ...kept.splice(at, 1));
  });
  return result;
}

/** Gives menu `menu` the entries `entries`, in that order, with their labels in every language (docs/BEHAVIOUR.md#editing-on-the-page). */
export function setMenu(files: SiteFiles, { menu, entries }: { menu: unknown; entries: unknown }): void {
  if (!isMenuName(menu)) throw new EditError('unknown-menu', `The site has no menu ${JSON.stringify(menu)}.`, 400);
  const { path, group } = menus[menu];
  const view = viewOf(files);
  const current = entriesOf(view, path);
  const wanted = checkedEntries(view, entries, current.length);
  const taken = new Set<string>();
  const keys = wanted.map(({ from, labels }) => {
    const key = from === undefined ? labelKey(view, group, labels, taken) : current[from]!.label;
    taken.add(key);
    return key;
  });
  const order = wanted.flatMap(({ from }) => (from === undefined ? [] : [from]));
  let text = rearranged(files.read(siteFile) ?? '', path, current.length, order);
  wanted.forEach(({ from, link }, place) => {
    const label = keys[place]!;
    if (from === undefined) text = insertItem(text, path, place, { label, link });
    else if (current[from]!.link !== link) text = setIn(text, [...path, place, 'link'], link);
  });
  files.write(siteFile, text);
  const written = viewOf(files);
  wanted.forEach(({ labels }, place) => writeTexts(written, keys[place]!, labels));
  removeUnusedTexts(
    files,
    current.filter((_, index) => !order.includes(index)).map(({ label }) => label),
  );
}
