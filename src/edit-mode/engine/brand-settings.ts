/**
 * The brand of site.yaml (its colours, font, logo and favicon), as Brand edits it
 * (docs/EDITING.md#brand-colours-font-and-logo): each setting changed is written on its own line (yaml-edit.ts), one left
 * out is removed, and nothing else of the file changes. Whether the colours can be read is the
 * content check's to say, as for any save.
 */
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { isRecord, memberOf } from '../../shared/guards.ts';
import type { Path } from '../../shared/path.ts';
import { brandColourNames } from '../../styles/brand.ts';
import { projectSchemas } from '../../content/pipeline.ts';
import type { EditModeBrand, EditModeBrandSettings } from '../protocol.ts';
import { EditError } from './edit-error.ts';
import { SiteFiles } from './site-files.ts';
import { viewOf } from './site-view.ts';
import { deleteIn, getIn, setIn } from './yaml-edit.ts';

const siteFile = 'site.yaml';

/** The pictures a logo can be (schema/site.json, brand.logo), and a favicon. */
const logoTypes = /\.(svg|webp)$/i;
const faviconTypes = /\.(svg|png|ico)$/i;
/** The favicon at the top of public/, the site's own. */
const ownFavicon = 'favicon.svg';

const stringOr = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Every file under public/images/ of the site, as content names them (`images/logos/first.svg`). */
function sitePictures(root: string): string[] {
  const publicFolder = join(root, 'public');
  try {
    return readdirSync(join(publicFolder, 'images'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
      .map((entry) => relative(publicFolder, join(entry.parentPath, entry.name)).split(sep).join('/'))
      .sort();
  } catch {
    return [];
  }
}

/** What schema/site.json says of the brand: each colour's title and description, in its order, and the site's own font, logo and favicon. */
function brandSchema(): Pick<EditModeBrand, 'colourFields' | 'own'> {
  const properties = memberOf(memberOf(memberOf(projectSchemas().documents.get('schema/site.json'), 'properties'), 'brand'), 'properties');
  const colours = memberOf(memberOf(properties, 'colors'), 'properties');
  const colourFields = brandColourNames.map((name) => {
    const field = memberOf(colours, name);
    return { name, title: stringOr(memberOf(field, 'title')) ?? name, description: stringOr(memberOf(field, 'description')) ?? '' };
  });
  const own = (setting: string) => stringOr(memberOf(memberOf(properties, setting), 'default')) ?? '';
  return { colourFields, own: { font: own('font'), logo: own('logo'), favicon: own('favicon') } };
}

/** The brand as site.yaml writes it, what each colour is for, the pictures to choose from, and the file. */
export function readBrand(root: string): Omit<EditModeBrand, 'versions'> & { files: string[] } {
  const brand = memberOf(viewOf(new SiteFiles(root)).sources.site?.data, 'brand');
  const colours = memberOf(brand, 'colors');
  const pictures = sitePictures(root);
  return {
    colours: Object.fromEntries(brandColourNames.map((name) => [name, stringOr(memberOf(colours, name))])),
    font: stringOr(memberOf(brand, 'font')),
    logo: stringOr(memberOf(brand, 'logo')),
    favicon: stringOr(memberOf(brand, 'favicon')),
    ...brandSchema(),
    logoChoices: pictures.filter((picture) => logoTypes.test(picture)),
    faviconChoices: [ownFavicon, ...pictures.filter((picture) => faviconTypes.test(picture))],
    files: [siteFile],
  };
}

/** The settings asked for, checked: a colour of the brand's by name, each a text or null. */
function checkedSettings({ colours, font, logo, favicon }: Partial<EditModeBrandSettings>): EditModeBrandSettings {
  const textOrNull = (value: unknown) => value === null || typeof value === 'string';
  if (!isRecord(colours) || ![font, logo, favicon].every(textOrNull) || !Object.values(colours).every(textOrNull))
    throw new EditError('invalid-brand', "The brand's settings are its colours by name, its font, logo and favicon: each a text, or null.", 400);
  const unknown = Object.keys(colours).find((name) => !brandColourNames.some((known) => known === name));
  if (unknown) throw new EditError('invalid-brand', `The brand has no colour ${JSON.stringify(unknown)}.`, 400);
  return { colours: { ...colours }, font: font ?? null, logo: logo ?? null, favicon: favicon ?? null };
}

/** `text` with the value at `path` made `value` (removed when null); unchanged when it is so already. */
function withSetting(text: string, path: Path, value: string | null): string {
  const current = getIn(text, path);
  if (value === null) return current === undefined ? text : deleteIn(text, path);
  return current === value ? text : setIn(text, path, value);
}

const isEmpty = (value: unknown) => value === null || (isRecord(value) && Object.keys(value).length === 0);

/** Gives site.yaml the brand asked for (docs/EDITING.md#brand-colours-font-and-logo): only the settings that differ change, each on its line. */
export function setBrand(files: SiteFiles, asked: Partial<EditModeBrandSettings>): void {
  const { colours, font, logo, favicon } = checkedSettings(asked);
  let text = files.read(siteFile) ?? '';
  for (const name of brandColourNames) if (name in colours) text = withSetting(text, ['brand', 'colors', name], colours[name] ?? null);
  text = withSetting(text, ['brand', 'font'], font);
  text = withSetting(text, ['brand', 'logo'], logo);
  text = withSetting(text, ['brand', 'favicon'], favicon);
  // What names nothing any more goes: an empty `colors:` or `brand:` would be no list of settings.
  for (const path of [['brand', 'colors'], ['brand']]) if (isEmpty(getIn(text, path))) text = deleteIn(text, path);
  files.write(siteFile, text);
}
