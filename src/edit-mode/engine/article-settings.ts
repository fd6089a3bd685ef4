/**
 * An article's settings, as Article settings edits them (docs/EDITING.md#article-settings): its
 * date, whether it is a draft, its teaser, picture and the picture's description in every language,
 * its tags (a new one added to the blog's tags in site.yaml with its label in every language) and
 * its authors. Each changes only its own lines of the article's file, site.yaml and the texts.
 */
import { isArray, isRecord, memberOf, textOr } from '../../shared/guards.ts';
import type { Path } from '../../shared/path.ts';
import type { EditModeArticle, EditModeArticleSettings } from '../protocol.ts';
import { itemSlug, type SourceFile } from '../../content/pipeline.ts';
import { EditError } from './edit-error.ts';
import { keyName } from './new-content.ts';
import { SiteFiles } from './site-files.ts';
import { defaultLanguage, siteLanguages, textOf, textPlace, usedKeys, viewOf, type SiteView } from './site-view.ts';
import { writeTexts } from './text-edits.ts';
import { getIn, insertItem, setIn } from './yaml-edit.ts';

const tagsPath: Path = ['blog', 'tags'];
const authorsPath: Path = ['blog', 'authors'];

function articleAt(view: SiteView, route: string): SourceFile {
  for (const [prefix, items] of view.sources.items) {
    const item = items.find((candidate) => `${prefix}/${itemSlug(candidate)}` === route);
    if (item) return item;
  }
  throw new EditError('no-such-article', `No article is at /${route}.`);
}

/** site.yaml's list at `path` (the blog's tags or authors), each entry's fields. */
function blogList(view: SiteView, path: Path): Record<string, unknown>[] {
  const list = path.reduce<unknown>((node, key) => memberOf(node, key), view.sources.site?.data);
  return isArray(list) ? list.filter(isRecord) : [];
}

const ids = (data: unknown, field: string): string[] => {
  const list = memberOf(data, field);
  return isArray(list) ? list.map(textOr) : [];
};

/** An article's settings, the tags and authors it can name, and the files they come from. */
export function readArticle(root: string, route: string): Omit<EditModeArticle, 'versions'> & { files: string[] } {
  const view = viewOf(new SiteFiles(root));
  const article = articleAt(view, route);
  const languages = siteLanguages(view).map(({ code }) => code);
  const texts = (field: string) =>
    Object.fromEntries(languages.map((language) => [language, textOf(view, textOr(memberOf(article.data, field)), language) ?? '']));
  const keys = ['teaser', 'imageAlt'].map((field) => textOr(memberOf(article.data, field)));
  const tags = blogList(view, tagsPath);
  return {
    route,
    file: article.file,
    date: textOr(memberOf(article.data, 'date')),
    draft: memberOf(article.data, 'draft') === true,
    teaser: texts('teaser'),
    image: textOr(memberOf(article.data, 'image')),
    imageAlt: texts('imageAlt'),
    tags: ids(article.data, 'tags'),
    authors: ids(article.data, 'authors'),
    tagChoices: tags.map((tag) => ({ id: textOr(tag.id), label: textOf(view, textOr(tag.label), defaultLanguage(view)) ?? textOr(tag.id) })),
    authorChoices: blogList(view, authorsPath).map((author) => ({ id: textOr(author.id), name: textOr(author.name) })),
    files: [
      article.file,
      'site.yaml',
      ...new Set([...keys, tagGroup(view) + '.x'].flatMap((key) => languages.map((language) => textPlace(key, language).file))),
    ],
  };
}

/** Where the blog's tag labels are: the group of the first tag's label (`news.tags`), else `blog.tags`. */
function tagGroup(view: SiteView): string {
  const first = textOr(blogList(view, tagsPath)[0]?.label);
  return first.includes('.') ? first.split('.').slice(0, -1).join('.') : 'blog.tags';
}

/** Adds each new tag (its label by language) to the blog's tags with a free id and label key; their ids. */
function addTags(files: SiteFiles, view: SiteView, newTags: unknown): string[] {
  if (newTags === undefined) return [];
  if (!isArray(newTags) || !newTags.every(isRecord)) throw new EditError('invalid-article', 'New tags are given as their labels by language.', 400);
  const languages = siteLanguages(view);
  const takenIds = new Set(blogList(view, tagsPath).map((tag) => textOr(tag.id)));
  const takenKeys = new Set([...[...view.content.locales.values()].flatMap((table) => [...table.keys()]), ...usedKeys(view)]);
  const group = tagGroup(view);
  return newTags.map((labels) => {
    const missing = languages.find(({ code }) => textOr(labels[code]).trim() === '');
    if (missing) throw new EditError('empty-label', `A new tag has no ${missing.label} name: write one in every language.`, 400);
    const name = textOr(labels[defaultLanguage(view)]).trim();
    const base =
      name
        .toLowerCase()
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'tag';
    let n = 1;
    const suffix = () => (n === 1 ? '' : `-${n}`);
    while (takenIds.has(base + suffix()) || takenKeys.has(`${group}.${keyName(base + suffix())}`)) n++;
    const [id, key] = [base + suffix(), `${group}.${keyName(base + suffix())}`];
    takenIds.add(id);
    takenKeys.add(key);
    const site = files.read('site.yaml') ?? '';
    const list = getIn(site, tagsPath);
    files.write('site.yaml', insertItem(site, tagsPath, isArray(list) ? list.length : 0, { id, label: key }));
    writeTexts(view, key, Object.fromEntries(languages.map(({ code }) => [code, textOr(labels[code]).trim()])));
    return id;
  });
}

/** `text` with the article's field set, or removed when `value` is undefined (or an empty list). */
function withField(text: string, field: string, value: unknown): string {
  const empty = value === undefined || (isArray(value) && value.length === 0);
  if (empty) return getIn(text, [field]) === undefined ? text : setIn(text, [field], undefined);
  return setIn(text, [field], value);
}

function checkedSettings(view: SiteView, asked: Partial<EditModeArticleSettings>): EditModeArticleSettings {
  const { date, draft = false, teaser, image, imageAlt, tags = [], authors = [] } = asked;
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date)))
    throw new EditError('invalid-date', 'The publication date is a day of the calendar, such as 2025-03-14.', 400);
  if (typeof draft !== 'boolean' || !isRecord(teaser) || !isRecord(imageAlt) || typeof image !== 'string' || !isArray(tags) || !isArray(authors))
    throw new EditError('invalid-article', "An article's settings are its date, draft, teaser, picture and its description, tags and authors.", 400);
  for (const [what, texts] of [
    ['teaser', teaser],
    ['picture description', imageAlt],
  ] as const) {
    const missing = siteLanguages(view).find(({ code }) => textOr(texts[code]).trim() === '');
    if (missing) throw new EditError('empty-text', `The article has no ${missing.label} ${what}: every language needs one.`, 400);
  }
  return { date, draft, teaser, image, imageAlt, tags: tags.map(textOr), authors: authors.map(textOr) };
}

/** Gives the article at `route` the settings asked for (docs/EDITING.md#article-settings). */
export function setArticle(files: SiteFiles, { route, newTags, ...asked }: { route: string; newTags?: unknown } & Partial<EditModeArticleSettings>): void {
  const view = viewOf(files);
  const article = articleAt(view, route);
  const settings = checkedSettings(view, asked);
  const added = addTags(files, view, newTags);
  let text = files.read(article.file) ?? '';
  text = withField(text, 'date', settings.date);
  text = withField(text, 'draft', settings.draft || undefined);
  text = withField(text, 'image', settings.image);
  text = withField(text, 'tags', [...settings.tags, ...added]);
  text = withField(text, 'authors', settings.authors);
  files.write(article.file, text);
  const written = viewOf(files);
  writeTexts(written, textOr(memberOf(article.data, 'teaser')), settings.teaser);
  writeTexts(written, textOr(memberOf(article.data, 'imageAlt')), settings.imageAlt);
}
