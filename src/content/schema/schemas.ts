import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { isRecord } from '../../shared/guards.ts';
import { blockEntries } from './block-union.ts';
import { webAddressFields } from './web-address-fields.ts';

/** What a string field means to the cross-checks, as marked with `contentRef` in the schema. */
export type ContentRefKind = 'text' | 'link' | 'image';

export interface ContentRef {
  kind: ContentRefKind;
  value: string;
  /** JSON pointer of the value inside its file. */
  pointer: string;
}

export type SchemaName = 'site' | 'page' | 'article' | 'locale';

export interface SchemaCheck {
  errors: ErrorObject[];
  refs: ContentRef[];
}

/** Base URI given to every schema file so that their relative `$ref`s resolve as they do in editors. */
const schemaBase = 'https://schema.site.local/';

let collecting: ContentRef[] | null = null;

/** Compiled validators for the four kinds of content file, read from `schema/`. */
export class Schemas {
  private readonly ajv: Ajv;
  private readonly validators = new Map<SchemaName, ValidateFunction>();
  readonly documents = new Map<string, Record<string, unknown>>();

  constructor(schemaDir: string) {
    // Compiled afresh on every check: ajv's code optimisation costs more time than it saves here.
    this.ajv = new Ajv({ allErrors: true, strict: true, strictTypes: false, verbose: true, code: { optimize: false } });
    addFormats(this.ajv);
    // Read by the editor's YAML extension only (its message for a value that does not match `pattern`).
    this.ajv.addKeyword({ keyword: 'patternErrorMessage', schemaType: 'string' });
    // Marks the blocks that draw the page's <h1>, for the check that a page has exactly one (checks/headings.ts).
    this.ajv.addKeyword({ keyword: 'drawsPageHeading', schemaType: 'boolean' });
    this.ajv.addKeyword({
      keyword: 'contentRef',
      schemaType: 'string',
      errors: false,
      validate(kind: ContentRefKind, data: unknown, _schema: unknown, context?: { instancePath: string }) {
        if (collecting && typeof data === 'string' && context) collecting.push({ kind, value: data, pointer: context.instancePath });
        return true;
      },
    });
    for (const file of listJson(schemaDir)) {
      const schema: unknown = JSON.parse(readFileSync(file, 'utf8'));
      if (!isRecord(schema)) throw new Error(`${relative(schemaDir, file)} is not a JSON Schema: it must hold one JSON object.`);
      const id = schemaBase + relative(schemaDir, file).split('\\').join('/');
      this.documents.set(id.slice(schemaBase.length), schema);
      this.ajv.addSchema({ ...schema, $id: id });
    }
  }

  check(name: SchemaName, data: unknown): SchemaCheck {
    let validate = this.validators.get(name);
    if (!validate) {
      validate = this.ajv.getSchema(`${schemaBase}${name}.json`);
      if (!validate) throw new Error(`schema/${name}.json is missing`);
      this.validators.set(name, validate);
    }
    const refs: ContentRef[] = [];
    collecting = refs;
    try {
      validate(data);
    } finally {
      collecting = null;
    }
    return { errors: validate.errors ? [...validate.errors] : [], refs };
  }

  /** Where web addresses may be written, for messages that refuse one elsewhere. */
  webAddressFields(): string {
    return webAddressFields(this.documents);
  }

  /** The block types the union accepts, from schema/blocks.json. */
  blockTypes(): string[] {
    return blockEntries(this.documents.get('blocks.json')).map(({ type }) => type);
  }

  /** The block types that draw the page's main heading (`drawsPageHeading` in their schema), sorted. */
  pageHeadingBlocks(): string[] {
    return blockEntries(this.documents.get('blocks.json'))
      .filter(({ file }) => this.documents.get(file)?.drawsPageHeading === true)
      .map(({ type }) => type)
      .sort();
  }
}

function listJson(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listJson(path);
    return entry.name.endsWith('.json') ? [path] : [];
  });
}
