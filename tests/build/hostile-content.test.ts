import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { turnOnPathRouting } from '../../scripts/support/path-routing.ts';
import { checkSite, runPipeline } from '../../src/content/pipeline.ts';
import { isError, type Problem } from '../../src/content/problem.ts';
import { formatReport } from '../../src/content/report.ts';
import { escapeUrl } from '../../src/shared/escape.ts';
import { formatPath } from '../../src/shared/path.ts';
import { addBlockGallery } from '../support/block-gallery.ts';
import { Build } from '../support/build.ts';
import { htmlParts, xmlParts, type MarkupPart } from '../support/markup-tree.ts';
import { placeOf, schemaStringFields, stringFields, type StringField } from '../support/schema-fields.ts';
import { SiteCopy } from '../support/site-copy.ts';

/**
 * docs/BEHAVIOUR.md#content-in-markup: whatever a field of the content holds, the built pages keep
 * their structure and hold its text as written, or the content check refuses it. Every string field
 * the schemas describe is tried with strings that look like markup, or like the `$` patterns of
 * String.replace: a free text gets all of them, with a marker naming it, and must come out intact
 * where the untouched site has its own text; any other field (a route, a link, an image, an email)
 * gets each one alone, and what the check accepts is built too.
 *
 * NUL, U+2028, U+2029 and the other invisible control characters are refused in every field by
 * the content check (`control-character`): they are tried apart, each must be refused wherever it stands.
 */

const hostileStrings: readonly (readonly [name: string, text: string])[] = [
  ['"', '"'],
  ["'", "'"],
  ['<', '<'],
  ['>', '>'],
  ['&', '&'],
  ["$'", "$'"],
  ['$`', '$`'],
  ['$&', '$&'],
  ['$1', '$1'],
  ['</script>', '</script>'],
  ['<!--', '<!--'],
  [']]>', ']]>'],
];
/** What no field may hold: the check refuses it with `control-character`, whatever the field. */
const refusedEverywhere = [
  ['NUL', '\u0000'],
  ['BEL', '\u0007'],
  ['ESC', '\u001b'],
  ['U+2028', '\u2028'],
  ['U+2029', '\u2029'],
] as const;
/** All of them, again and again, to 5,000 characters and more, ending in a visible one (the end of a paragraph is trimmed). */
const long = (() => {
  const all = hostileStrings.map(([, text]) => text).join(' ');
  let text = all;
  while (text.length < 5_000) text += ` ${all}`;
  return `${text} $1`;
})();
const table = [...hostileStrings, ['5,000 characters of them', long] as const];

/** Where a string goes into a field's own value: before it, in its middle, after it. */
const positions = ['start', 'middle', 'end'] as const;
type Position = (typeof positions)[number];
const insert = (value: string, position: Position, text: string) => {
  const at = position === 'start' ? 0 : position === 'end' ? value.length : Math.floor(value.length / 2);
  return value.slice(0, at) + text + value.slice(at);
};
const tried = (name: string, position: Position) => `${name} at its ${position}`;

interface Field extends StringField {
  id: number;
}
/** A free text: its schema sets no rule on what it holds, so it is tried with all the hostile strings at once, in the build. */
const isFree = (field: StringField) => field.constraints.length === 0 && field.maxLength === undefined;

/**
 * The keys of the texts used in fields of formatted text (docs/BEHAVIOUR.md#formatted-texts):
 * Markdown, in which "<" opens raw HTML, which the check refuses. Their hostile strings are written
 * with "\<" for "<", as an editor writes a "<" that opens no tag, and must come out as plain text.
 */
let formattedKeys = new Set<string>();
/** The reading time of an article in each language ("3 min read"): counted from its text, which the hostile copy lengthens. */
const readingTimes: RegExp[] = [];
const textKeyOf = (field: StringField) => `${field.file.replace(/^.*\/|\.yaml$/g, '')}.${field.path.join('.')}`;
const isFormatted = (field: StringField) => field.kind === 'locale' && formattedKeys.has(textKeyOf(field));
const asMarkdown = (text: string) => text.replaceAll('<', '\\<');

/** The items of `list` by `key` (Map.groupBy, which Node 20 lacks). */
function groupBy<T, K>(list: Iterable<T>, key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of list) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/** Writes each value into its file of the site at `root`, at its path, the rest of each file as it is. */
function writeValues(root: string, values: Iterable<readonly [StringField, string]>): void {
  for (const [file, entries] of groupBy(values, ([field]) => field.file)) {
    const document = parseDocument(readFileSync(join(root, file), 'utf8'));
    for (const [field, value] of entries) document.setIn(field.path, value);
    writeFileSync(join(root, file), document.toString());
  }
}

/** The check's errors, by the place of their value. */
const errorsByPlace = (root: string): Map<string, Problem[]> =>
  groupBy(runPipeline(root, { compile: false }).problems.filter(isError), (problem) => `${problem.file}: ${formatPath(problem.path)}`);

let fields: Field[] = [];
/** For each field, the hostile strings the check refused, by name and place, with the codes of the refusals. */
const refusals = new Map<Field, Map<string, string[]>>();
const refuse = (field: Field, what: string, codes: string[]) => refusals.set(field, (refusals.get(field) ?? new Map<string, string[]>()).set(what, codes));
/** The value of each field in the hostile copy, where it differs from the untouched one. */
const hostileValues = new Map<Field, string>();
const markerOf = (field: Field) => `⟦F${field.id}⟧`;

/**
 * Where a field goes whose group the test site lacks altogether (site.yaml's brand: or redirects:):
 * at its path, in the file of a field of its kind, a list's first item for `[]`; yaml's setIn makes
 * the groups and lists. None when a list of blocks lies on the way.
 */
function besideNothing(found: StringField[], kind: string, segments: string[]): StringField | undefined {
  if (segments.some((segment) => segment.includes('[') && segment !== '[]')) return undefined;
  const ofKind = found.find((field) => field.field.startsWith(kind));
  return ofKind && { ...ofKind, path: segments.map((segment) => (segment === '[]' ? 0 : segment)) };
}

/**
 * The untouched site, with a value for every string field of the schemas: the test site's, and
 * for a field it lacks, put beside a sibling of it (or where it goes), the schema's default or example (a reference:
 * one the test site has; a free text: a word). An empty free text (the map's key) gets a word
 * too: empty, it turns its part of the page off, which the hostile copy would turn on.
 */
function fillIn(copy: SiteCopy): void {
  const found = stringFields(copy.root);
  const names = new Set(found.map((field) => field.field));
  const values: [StringField, string][] = found.filter((field) => field.value === '' && isFree(field)).map((field) => [field, 'fixture-value']);
  for (const [name, described] of schemaStringFields()) {
    if (names.has(name)) continue;
    const [kind, inFile] = [name.slice(0, name.indexOf(': ') + 2), name.slice(name.indexOf(': ') + 2)];
    const segments = inFile.split(/\.(?![^[]*\])|(?=\[)/);
    const parent = `${kind}${segments.slice(0, -1).join('.').replace(/\.\[/g, '[')}`;
    const sibling =
      found.find((field) => field.field.startsWith(segments.length === 1 ? kind : `${parent}.`) || field.field.startsWith(`${parent}[`)) ??
      besideNothing(found, kind, segments);
    if (!sibling) throw new Error(`No value of the test site stands beside "${name}": add one to tests/fixtures/site.`);
    // A reference (a text key, an image) names one the test site has: the schema's example when the
    // test site has that file, else the value of a field of the same kind.
    const exampleFile = described.example !== undefined && existsSync(join(copy.root, 'public', described.example));
    const reference = described.constraints.some((constraint) => constraint.startsWith('contentRef'))
      ? exampleFile
        ? described.example
        : found.find((field) => field.constraints.join() === described.constraints.join())?.value
      : undefined;
    values.push([{ ...sibling, path: [...sibling.path.slice(0, segments.length - 1), segments.at(-1)!] }, reference ?? described.example ?? 'fixture-value']);
  }
  writeValues(copy.root, values);
  const errors = runPipeline(copy.root, { compile: false }).problems.filter(isError);
  if (errors.length > 0)
    throw new Error(`The test site with a value for every field of the schemas does not pass the check:\n${formatReport(errors, copy.root)}`);
  fields = stringFields(copy.root).map((field, id) => ({ ...field, id }));
}

/** A link is tried by its kind ("/", "https:", "mailto:", "tel:"): each kind has rules of its own. */
const kindOfLink = (field: StringField) =>
  field.constraints.includes('contentRef: link') ? (/^([a-z]+:|\/)/i.exec(field.value)?.[1] ?? '').toLowerCase() : '';
const tryKey = (field: StringField) => `${field.field} ${kindOfLink(field)}`;

/** One field of each name and kind of link, but the free texts: what the check says of it, it says of the others. */
const representatives = (): Map<string, Field> =>
  new Map(
    [
      ...groupBy(
        fields.filter((field) => !isFree(field)),
        tryKey,
      ),
    ].map(([key, group]) => [key, group[0]!]),
  );

/**
 * Every hostile string at every place of each of `tries`, checked: one check for each string and
 * place, block types apart (a block of an unknown type has its other fields left unchecked); a
 * field with an error at its own place refuses that string there.
 */
function checkEveryString(copy: SiteCopy, tries: readonly Field[]): void {
  const originals = new Map([...new Set(tries.map((field) => field.file))].map((file) => [file, copy.read(file)]));
  for (const group of groupBy(tries, (field) => field.constraints.includes('const')).values()) {
    for (const [name, text] of table) {
      for (const position of positions) {
        writeValues(
          copy.root,
          group.map((field) => [field, insert(field.value, position, text)] as const),
        );
        const errors = errorsByPlace(copy.root);
        for (const field of group) {
          const codes = errors.get(placeOf(field))?.map((problem) => problem.code);
          if (codes) refuse(field, tried(name, position), codes);
        }
        for (const [file, original] of originals) copy.write(file, original);
      }
    }
  }
}

/**
 * The value each field gets in the hostile copy: a free text, its own text, a marker naming the
 * field and the long string (before any white space its text ends in); any other field, at the
 * place where its kind took the most of them, all those it took, as far as its length allows.
 */
function chooseHostileValues(tries: ReadonlyMap<string, Field>): void {
  for (const field of fields) {
    if (isFree(field)) {
      const text = field.value.trimEnd();
      hostileValues.set(field, `${text}${markerOf(field)}${isFormatted(field) ? asMarkdown(long) : long}${field.value.slice(text.length)}`);
      continue;
    }
    const refused = refusals.get(tries.get(tryKey(field))!);
    const accepted = (position: Position) => table.filter(([name, text]) => text !== long && !refused?.has(tried(name, position))).map(([, text]) => text);
    const best = positions.reduce((most, position) => (accepted(position).length > accepted(most).length ? position : most), 'end' as Position);
    let added = '';
    for (const text of accepted(best)) if (field.value.length + added.length + text.length <= (field.maxLength ?? Infinity)) added += text;
    if (added) hostileValues.set(field, insert(field.value, best, added));
  }
}

/** Gives the fields with `errors` in the hostile copy their own values back; a free text among them has each hostile string tried alone, in `scratch`. */
function giveBack(copy: SiteCopy, scratch: SiteCopy, errors: ReadonlyMap<string, Problem[]>): void {
  const refused = [...errors.keys()].map((place) => fields.find((field) => placeOf(field) === place && hostileValues.has(field)));
  if (refused.some((field) => !field))
    throw new Error(`The hostile copy has errors at no field it changed:\n${formatReport([...errors.values()].flat(), copy.root)}`);
  const given = refused as Field[];
  checkEveryString(scratch, given.filter(isFree));
  for (const field of given) {
    if (!isFree(field))
      refuse(
        field,
        'all it took, together',
        errors.get(placeOf(field))!.map((problem) => problem.code),
      );
    hostileValues.delete(field);
  }
  writeValues(
    copy.root,
    given.map((field) => [field, field.value] as const),
  );
}

/**
 * Writes the hostile values into `copy` and checks it: a field refused there (a free text the
 * check has a rule for, such as the public address) gets its own value back.
 */
function settle(copy: SiteCopy, scratch: SiteCopy): void {
  writeValues(copy.root, hostileValues);
  for (let errors = errorsByPlace(copy.root), round = 1; errors.size > 0; errors = errorsByPlace(copy.root), round++) {
    if (round > 3) throw new Error(`The hostile copy still has errors:\n${formatReport([...errors.values()].flat(), copy.root)}`);
    giveBack(copy, scratch, errors);
  }
}

/** The files a build writes for browsers, search engines and feed readers to read as markup, by a name that does not change with the content's version. */
const markupFiles = (build: Build) =>
  new Map(
    build.files
      .filter((file) => file.endsWith('.html') || file === 'robots.txt' || file === 'sitemap.xml' || /(^|\/)(rss|atom)\.xml$/.test(file))
      .map((file) => [file.replace(/^prerendered\/\w+\//, 'prerendered/…/'), file]),
  );
const partsOf = (file: string, text: string): MarkupPart[] =>
  file.endsWith('.html') ? htmlParts(text) : file.endsWith('.xml') ? xmlParts(text) : [{ place: '', kind: 'text', value: text }];
/** What changes with the content from build to build, whatever it holds: the version in folder names, the hashes in file names. */
const unversioned = (text: string) =>
  text
    .replace(/\b(content|prerendered)\/[0-9a-f]{10}\b/g, (_match, folder: string) => `${folder}/…`)
    .replace(/\b(assets\/[\w.-]+?)-[\w-]{8}\.(js|css)\b/g, (_match, name: string, extension: string) => `${name}.${extension}`);
const shortened = (text: string) => (text.length > 160 ? `${text.slice(0, 160)}… (${text.length} characters)` : text);

/** The fields whose hostile text a build was found to hold. */
const reached = new Set<Field>();

/** The hostile values without a marker (those of fields that are not free texts), the longest first, each with the fields that have it. */
let unmarkedValues: [string, Field[]][] | undefined;
const unmarked = () =>
  (unmarkedValues ??= [
    ...groupBy(
      [...hostileValues.keys()].filter((field) => !isFree(field)),
      (field) => hostileValues.get(field)!,
    ),
  ].sort(([a], [b]) => b.length - a.length));

/** A value as it stands in an address that escapeUrl wrote; the value itself when it could be no address. */
function asAddress(value: string): string {
  try {
    return escapeUrl(value);
  } catch {
    return value;
  }
}

/** A text of the hostile build with every hostile text taken out again: what the untouched build must hold at its place. */
function withoutHostile(text: string, where: string, mistakes: string[]): string {
  let out = '';
  let at = 0;
  for (const match of text.matchAll(/⟦F(\d+)⟧/g)) {
    const field = fields[Number(match[1])]!;
    const written = `${markerOf(field)}${long}`;
    if (!text.startsWith(written, match.index))
      mistakes.push(`${where}: the text of ${placeOf(field)} is not as written: ${JSON.stringify(shortened(text.slice(match.index)))}`);
    out += text.slice(at, match.index);
    at = match.index + written.length;
    reached.add(field);
  }
  out += text.slice(at);
  for (const [value, having] of unmarked()) {
    // As it is, or as an address in an attribute writes it (a feed's links: escapeUrl percent-encodes a backtick).
    const forms: [string, string][] = [
      [value, having[0]!.value],
      [asAddress(value), asAddress(having[0]!.value)],
    ];
    for (const [form, original] of forms) {
      if (!out.includes(form)) continue;
      having.forEach((field) => reached.add(field));
      out = out.split(form).join(original);
    }
  }
  return out;
}

/** Where the hostile build differs from the untouched one, file by file: its files, the structure of each, then each text and value. */
function differences(untouched: Build, changed: Build): string[] {
  const [before, after] = [markupFiles(untouched), markupFiles(changed)];
  const mistakes: string[] = [];
  const names = (files: Map<string, string>) => [...files.keys()].sort().join(', ');
  if (names(before) !== names(after)) return [`other files: ${names(after)} where the untouched build has ${names(before)}`];
  const shape = (parts: MarkupPart[]) =>
    parts.map((part) => `${part.place} ${part.kind}${part.kind === 'element' || part.kind === 'doctype' ? ` ${part.value}` : ''}`);
  for (const [name, file] of before) {
    const [a, b] = [partsOf(file, untouched.read(file)), partsOf(name, changed.read(after.get(name)!))];
    const [shapeA, shapeB] = [shape(a), shape(b)];
    const index = shapeA.findIndex((line, at) => line !== shapeB[at]);
    if (index >= 0 || shapeA.length !== shapeB.length) {
      const at = index >= 0 ? index : shapeA.length;
      mistakes.push(
        `${name}: another structure from ${shapeA[at] ?? 'the end'} on: ${shapeB[at] ?? 'the end'} ${JSON.stringify(shortened(b[at]?.value ?? ''))}`,
      );
      continue;
    }
    a.forEach((part, at) => {
      if (part.kind === 'element' || part.kind === 'doctype') return;
      const expected = unversioned(part.value);
      const found = withoutHostile(unversioned(b[at]!.value), `${name} ${part.place}`, mistakes);
      const readingTime = readingTimes.some((pattern) => pattern.test(expected) && pattern.test(found));
      if (found !== expected && !readingTime)
        mistakes.push(`${name} ${part.place}: ${JSON.stringify(shortened(found))} where the untouched build has ${JSON.stringify(shortened(expected))}`);
    });
  }
  return mistakes;
}

let benign: SiteCopy;
let hostile: SiteCopy;
const builds: Partial<Record<'benign' | 'hostile', Record<'hash' | 'path', Build>>> = {};
const copies: SiteCopy[] = [];
/** Where the hostile builds differ from the untouched ones. */
const mistakes: Partial<Record<'hash' | 'path', string[]>> = {};
/** A copy of `from`, removed after the tests. */
const copyOf = (from: SiteCopy, pathRouting = false) => {
  const copy = new SiteCopy(from.root);
  if (pathRouting) turnOnPathRouting(copy.root);
  copies.push(copy);
  return copy;
};
/** Builds `copy` with its routing and with path routing. */
const buildBoth = async (copy: SiteCopy) => {
  const [hash, path] = await Promise.all([new Build().run(copy.root), new Build().run(copyOf(copy, true).root)]);
  return { hash, path };
};

beforeAll(async () => {
  benign = new SiteCopy();
  copies.push(benign);
  // With a page for every block's example, so the fields of a new block folder are tried too.
  addBlockGallery(benign.root);
  // The test site moved no page (its guide's recipe adds the first redirect): one here, so that redirects' fields are tried too.
  benign.write('site.yaml', `${benign.read('site.yaml')}\nredirects:\n  - from: /about-us\n    to: /about\n`);
  fillIn(benign);
  const { content } = checkSite(benign.root);
  formattedKeys = new Set(content.referencing.flatMap((file) => file.refs.filter((ref) => ref.formatting).map((ref) => ref.value)));
  readingTimes.push(
    ...[...content.locales.values()].flatMap((table) => {
      const text = table.get('common.blog.readingTime')?.value;
      return typeof text === 'string' ? [new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\{\\{minutes\\}\\}', '\\d+')}$`)] : [];
    }),
  );
  // The untouched site builds while the check tries every field (the builds are processes of their own).
  const benignBuilds = buildBoth(benign);
  const scratch = copyOf(benign);
  const tries = representatives();
  checkEveryString(scratch, [...tries.values()]);
  chooseHostileValues(tries);
  hostile = copyOf(benign);
  settle(hostile, scratch);
  [builds.benign, builds.hostile] = await Promise.all([benignBuilds, buildBoth(hostile)]);
  mistakes.hash = differences(builds.benign.hash, builds.hostile.hash);
  mistakes.path = differences(builds.benign.path, builds.hostile.path);
}, 240_000);

afterAll(() => {
  for (const build of [builds.benign, builds.hostile].flatMap((both) => (both ? [both.hash, both.path] : []))) build.remove();
  copies.forEach((copy) => copy.remove());
});

describe('content that looks like markup, in every string field the schemas describe', () => {
  it('has the check take any text in a free text, but refuse any of them in the public address, whatever the place', () => {
    const reasons = fields
      .filter(isFree)
      .flatMap((field) => [...(refusals.get(field) ?? [])].map(([what, codes]) => `${field.field}: ${what}: ${codes.join(', ')}`));
    const url = fields.find((field) => field.field === 'site: url')!;
    expect(reasons.filter((reason) => !reason.startsWith('site: url: ') || !reason.endsWith(': invalid-public-address'))).toEqual([]);
    expect(refusals.get(url)?.size, 'the public address refuses every hostile string at every place').toBe(table.length * positions.length);
  });

  it('has the check refuse, in a formatted text, only what Markdown reads as raw HTML, and take the rest as text', () => {
    const formatted = fields.filter(isFormatted);
    expect(new Set(formatted.map(textKeyOf)).size, 'the test site has formatted texts in every kind of field of formatted text').toBeGreaterThan(5);
    const scratch = copyOf(benign);
    // A text of plain words: a string put in it cuts no link or formatting in two.
    const field = formatted.find(({ value }) => /^[\p{L} ,.]+$/u.test(value))!;
    checkEveryString(scratch, [field]);
    const reasons = [...(refusals.get(field) ?? [])].map(([what, codes]) => `${what}: ${codes.join(', ')}`);
    expect(reasons.length).toBeGreaterThan(0);
    // "<" alone opens no tag; "</script>" is a tag anywhere, "<!--" a comment at the start of a line.
    expect(reasons.filter((reason) => !/^(<\/script>|<!--|5,000 characters of them) at its \w+: html-in-text$/.test(reason))).toEqual([]);
    expect(reasons.filter((reason) => reason.startsWith('</script>'))).toHaveLength(positions.length);
  });

  it.each(refusedEverywhere)('has the check refuse %s in every field, at its place', (_name, text) => {
    const scratch = copyOf(benign);
    const tries = [...representatives().values(), ...fields.filter(isFree).slice(0, 20)];
    writeValues(
      scratch.root,
      tries.map((field) => [field, insert(field.value, 'middle', text)] as const),
    );
    const errors = errorsByPlace(scratch.root);
    const unrefused = tries.filter((field) => !errors.get(placeOf(field))?.some((problem) => problem.code === 'control-character')).map((field) => field.field);
    expect(unrefused).toEqual([]);
  });

  it.each(['hash', 'path'] as const)(
    'builds with %s routing pages of the same elements, every text as written where the untouched site has its own',
    (routing) => {
      expect(mistakes[routing]).toEqual([]);
    },
  );

  it("has every value it could write reach the pages, but the settings that only the browser's code reads", () => {
    // Texts of the controls that only the browser draws (a form's outcome, the phone menu) reach no prerendered page.
    const missed = fields.filter((field) => field.kind !== 'locale' && hostileValues.has(field) && !reached.has(field)).map((field) => field.field);
    const browserOnly = ['contactTemplateId', 'newsletterTemplateId', 'origin', 'publicKey', 'serviceId'].map((name) => `site: forms.emailjs.${name}`);
    expect([...new Set(missed)].sort()).toEqual([...browserOnly, 'site: map.apiKey']);
  });
});
