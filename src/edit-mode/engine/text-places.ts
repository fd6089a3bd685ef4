import { blockSchemaPath, declaredRoute, itemSlug, pointerToPath, projectSchemas, type SourceFile } from '../../content/pipeline.ts';
import { memberOf } from '../../shared/guards.ts';
import type { PathSegment } from '../../shared/path.ts';
import { uiTextKeys } from '../../shared/ui-text-keys.ts';
import { defaultLanguage, textOf, type SiteView } from './site-view.ts';

/** Where a text shows, in an editor's words: the page's title and address, its section's title ("Image and text"), and its field ("heading"). */
export interface TextPlace {
  page: { title: string; path: string | null };
  section: string | null;
  field: string;
}

/** The group of texts site.yaml and the site's controls name (menu, footer, company details), which every page shows. */
const everyPage = 'Every page (menu, footer, company details)';
/** The group of texts no page names. */
const noPage = 'Texts no page uses';

/** `imageAlt` → "image description", `items` → "item": a field's name as words. */
function fieldWords(name: string): string {
  return name
    .replace(/Alt$/, ' description')
    .replaceAll(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
}

/** What the field at `path` of a file is, in words: its section's title, and the field with the item's number in a list. */
function labelOf(path: PathSegment[], data: unknown): Pick<TextPlace, 'section' | 'field'> {
  const blockType = path[0] === 'blocks' ? memberOf(memberOf(memberOf(data, 'blocks'), path[1] ?? ''), 'type') : undefined;
  const rest = typeof blockType === 'string' ? path.slice(2) : path;
  const field = rest.map((segment) => (typeof segment === 'number' ? String(segment + 1) : fieldWords(segment)));
  const title = typeof blockType === 'string' ? memberOf(projectSchemas().documents.get(blockSchemaPath(blockType)), 'title') : undefined;
  return { section: typeof title === 'string' ? title : null, field: field.join(' ') || 'text' };
}

/** The title of the page or article `file` is, and its address (null for a layout that many articles share). */
function pageOf(view: SiteView, file: SourceFile): TextPlace['page'] {
  const titleKey = memberOf(file.data, 'title');
  const title = typeof titleKey === 'string' ? (textOf(view, titleKey, defaultLanguage(view)) ?? titleKey) : file.file;
  const route = declaredRoute(file);
  if (route !== undefined) return { title, path: route.includes(':') ? null : `/${route}` };
  for (const [prefix, items] of view.sources.items) if (items.some((item) => item.file === file.file)) return { title, path: `/${prefix}/${itemSlug(file)}` };
  return { title, path: null };
}

/** Where the text of `key` shows first: the page or article that names it (site.yaml: every page), and what it is there. */
export function textPlaceOf(view: SiteView, key: string): TextPlace {
  for (const checked of view.content.referencing) {
    const ref = checked.refs.find((found) => found.kind === 'text' && found.value === key);
    if (!ref) continue;
    const label = labelOf(pointerToPath(ref.pointer, checked.source.data), checked.source.data);
    if (checked.source.file === 'site.yaml') return { page: { title: everyPage, path: null }, ...label };
    // A field of the page itself, not of a section: "page title", "page description".
    return { page: pageOf(view, checked.source), section: label.section, field: label.section ? label.field : `page ${label.field}` };
  }
  const field = key.split('.').slice(1).map(fieldWords).join(' ');
  // The site's own controls ("More", "Go to top") show on every page.
  return { page: { title: new Set<string>(uiTextKeys).has(key) ? everyPage : noPage, path: null }, section: null, field };
}
