import type { BlogArticle as Article, Page, SiteSettings } from '../../generated/content-types.ts';
import { localeNamespace } from '../load/load-files.ts';
import type { ContentSources } from '../parse/parse-sources.ts';
import type { SourceFile } from '../parse/source-file.ts';
import type { Problem } from '../problem.ts';
import { buildTextTable, type TextTable } from '../parse/text-table.ts';
import { conditionsOf, explainSchemaError, relevantErrors } from './explain-schema-error.ts';
import type { ContentRef, SchemaName, Schemas } from './schemas.ts';

/** Each schema's name → the type src/generated/content-types.ts generates from it. */
interface SchemaTypes {
  site: SiteSettings;
  page: Page;
  article: Article;
  locale: unknown;
}

/** A file that passed its schema, with the texts, links and images it refers to. */
export interface CheckedFile<T> {
  source: SourceFile;
  data: T;
  refs: ContentRef[];
}

/** The content that passed its schemas, as the cross-checks and the compiler read it. */
export interface CheckedContent {
  root: string;
  site: CheckedFile<SiteSettings> | null;
  pages: CheckedFile<Page>[];
  /** A collection's route prefix → its articles. */
  items: Map<string, CheckedFile<Article>[]>;
  /** Language → its texts, from the text files that passed. */
  locales: Map<string, TextTable>;
  /** The languages site.yaml declares; every text folder when site.yaml cannot be read. */
  languages: string[];
  /**
   * Site, page and article files with every reference the schema accepted, valid files or not: the
   * valid parts of a file with schema errors still have their links, images and texts checked.
   */
  referencing: CheckedFile<unknown>[];
  /** False when a text file of `language` holding `key` could not be read: its keys are then unknown, not missing. */
  readable(language: string, key: string): boolean;
  /** True when every file parsed and passed its schema: only then can a text be said to be unused. */
  everyFileRead: boolean;
}

/** Validates every parsed file against its schema: the schema stage. */
export function checkSchemas(sources: ContentSources, schemas: Schemas): { content: CheckedContent; problems: Problem[] } {
  const validator = new FileValidator(schemas);
  const site = sources.site ? validator.check(sources.site, 'site') : null;
  const pages = validator.checkAll(sources.pages, 'page');
  const items = new Map([...sources.items].map(([prefix, files]) => [prefix, validator.checkAll(files, 'article')]));
  const referencing = validator.partlyValid.slice();
  const { locales, unreadable } = checkLocales(sources.locales, validator);
  const content: CheckedContent = {
    root: sources.root,
    site,
    pages,
    items,
    locales,
    languages: site?.data.languages.available.map((language) => language.code) ?? [...locales.keys()],
    referencing,
    readable: (language, key) => !unreadable.has(`${language}/${key.split('.')[0]}`),
    everyFileRead: validator.failed === 0 && sources.site !== null,
  };
  return { content, problems: validator.problems };
}

/** Each language's texts, and the `language/namespace` of text files that could not be read. */
function checkLocales(files: Map<string, SourceFile[]>, validator: FileValidator): { locales: Map<string, TextTable>; unreadable: Set<string> } {
  const locales = new Map<string, TextTable>();
  const unreadable = new Set<string>();
  for (const [language, sources] of files) {
    const readable: SourceFile[] = [];
    for (const source of sources) {
      if (validator.check(source, 'locale')) readable.push(source);
      else unreadable.add(`${language}/${localeNamespace(source)}`);
    }
    locales.set(language, buildTextTable(readable));
  }
  return { locales, unreadable };
}

class FileValidator {
  readonly problems: Problem[] = [];
  readonly partlyValid: CheckedFile<unknown>[] = [];
  /** Files that could not be parsed or did not pass their schema. */
  failed = 0;
  private readonly blockTypes: string[];
  private readonly webAddressFields: string;

  constructor(private readonly schemas: Schemas) {
    this.blockTypes = schemas.blockTypes();
    this.webAddressFields = schemas.webAddressFields();
  }

  checkAll<N extends SchemaName>(sources: SourceFile[], schema: N): CheckedFile<SchemaTypes[N]>[] {
    return sources.map((source) => this.check(source, schema)).filter((file) => file !== null);
  }

  /** The file with its references when it passes `schema`; null (and its problems recorded) when not. */
  check<N extends SchemaName>(source: SourceFile, schema: N): CheckedFile<SchemaTypes[N]> | null {
    if (!source.readable) {
      this.failed++;
      return null;
    }
    const result = this.schemas.check(schema, source.data);
    const errors = relevantErrors(result.errors);
    const conditions = conditionsOf(result.errors);
    this.problems.push(
      ...errors.map((error) => explainSchemaError(error, { source, schema, blockTypes: this.blockTypes, webAddressFields: this.webAddressFields, conditions })),
    );
    // A value the schema already refused is not reported a second time by the cross-checks.
    const refused = new Set(result.errors.map((error) => error.instancePath));
    this.partlyValid.push({ source, data: source.data, refs: result.refs.filter((ref) => !refused.has(ref.pointer)) });
    // The one place a parsed value becomes a typed one: it passed the schema its type is generated from.
    // oxlint-disable-next-line typescript/no-unsafe-type-assertion -- ajv's verdict, which TypeScript cannot see
    if (errors.length === 0) return { source, data: source.data as SchemaTypes[N], refs: result.refs };
    this.failed++;
    return null;
  }
}
