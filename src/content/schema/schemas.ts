import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { isRecord } from '../../shared/guards.ts';
import { blockSchemaPath, blockTypesIn } from './block-folders.ts';
import { blockEntries } from './block-union.ts';
import { blockTraitKeywords, readBlockTraits, type BlockTraits } from './block-traits.ts';
import type { PublicFileKind } from './public-files.ts';
import { webAddressFields } from './web-address-fields.ts';

/**
 * What a string field means to the cross-checks, as marked with `contentRef` in the schema: a text
 * key, a link, or a file under public/ (an image, or a video or captions file: `media`).
 */
export type ContentRefKind = 'text' | 'link' | PublicFileKind;

export interface ContentRef {
  kind: ContentRefKind;
  value: string;
  /** JSON pointer of the value inside its file. */
  pointer: string;
  /**
   * An image's: the widest, in CSS pixels, that its place on the page ever shows it, as the field's
   * schema declares with `displayWidth` (docs/ADD-A-BLOCK.md). The build makes `sizes` of it, and
   * the check warns about a photo narrower than that.
   */
  displayWidth?: number;
  /**
   * A text key whose text is formatted (Markdown, `formatting` in the schema: schema/definitions.json
   * `formattedText`), and whether images may stand in it. Absent for a plain text.
   */
  formatting?: TextFormatting;
}

/** What a formatted text may hold beyond the formatting every formatted text allows. */
interface TextFormatting {
  images: boolean;
}

export type SchemaName = 'site' | 'page' | 'article' | 'locale';

export interface SchemaCheck {
  errors: ErrorObject[];
  refs: ContentRef[];
}

/**
 * Base URI given to every schema file, followed by its path from the project's root, so that their
 * relative `$ref`s resolve as they do in editors (schema/blocks.json refers to each block folder's schema).
 */
const schemaBase = 'https://schema.site.local/';

let collecting: ContentRef[] | null = null;
/** The formatted texts met while validating, by the JSON pointer of their key. */
let collectingFormats: Map<string, TextFormatting> | null = null;
/** The `displayWidth` of each value that declares one, by its JSON pointer, while a file is checked. */
let displayWidths: Map<string, number> | null = null;

/**
 * Compiled validators for the four kinds of content file, read from the project's `schema/` and
 * the schema of every block folder (`src/blocks/<type>/schema.json`). `documents` holds each schema
 * file by its path from the project's root.
 */
export class Schemas {
  private readonly ajv: Ajv;
  private readonly validators = new Map<SchemaName, ValidateFunction>();
  readonly documents = new Map<string, Record<string, unknown>>();

  constructor(projectRoot: string) {
    // Compiled afresh on every check: ajv's code optimisation costs more time than it saves here.
    this.ajv = new Ajv({ allErrors: true, strict: true, strictTypes: false, verbose: true, code: { optimize: false } });
    addFormats(this.ajv);
    // Read by the editor's YAML extension only (its message for a value that does not match `pattern`).
    this.ajv.addKeyword({ keyword: 'patternErrorMessage', schemaType: 'string' });
    // What a block declares of itself, for the generic code that treats blocks alike (block-traits.ts).
    for (const keyword of blockTraitKeywords) this.ajv.addKeyword(keyword);
    this.ajv.addKeyword({
      keyword: 'contentRef',
      schemaType: 'string',
      errors: false,
      validate(kind: ContentRefKind, data: unknown, _schema: unknown, context?: { instancePath: string }) {
        if (collecting && typeof data === 'string' && context) collecting.push({ kind, value: data, pointer: context.instancePath });
        return true;
      },
    });
    this.ajv.addKeyword({
      keyword: 'displayWidth',
      schemaType: 'number',
      metaSchema: { type: 'integer', minimum: 1 },
      errors: false,
      validate(width: number, _data: unknown, _schema: unknown, context?: { instancePath: string }) {
        if (displayWidths && context) displayWidths.set(context.instancePath, width);
        return true;
      },
    });
    // A text key whose text is formatted (schema/definitions.json: formattedText, formattedTextWithImages).
    this.ajv.addKeyword({
      keyword: 'formatting',
      metaSchema: { type: 'object', additionalProperties: false, required: ['images'], properties: { images: { type: 'boolean' } } },
      errors: false,
      validate(formatting: TextFormatting, data: unknown, _schema: unknown, context?: { instancePath: string }) {
        if (collectingFormats && typeof data === 'string' && context) collectingFormats.set(context.instancePath, { images: formatting.images });
        return true;
      },
    });
    const blockSchemas = blockTypesIn(projectRoot).map((type) => join(projectRoot, blockSchemaPath(type)));
    for (const file of [...listJson(join(projectRoot, 'schema')), ...blockSchemas]) {
      const path = relative(projectRoot, file).split('\\').join('/');
      const schema: unknown = JSON.parse(readFileSync(file, 'utf8'));
      if (!isRecord(schema)) throw new Error(`${path} is not a JSON Schema: it must hold one JSON object.`);
      this.documents.set(path, schema);
      this.ajv.addSchema({ ...schema, $id: schemaBase + path });
    }
  }

  check(name: SchemaName, data: unknown): SchemaCheck {
    let validate = this.validators.get(name);
    if (!validate) {
      validate = this.ajv.getSchema(`${schemaBase}schema/${name}.json`);
      if (!validate) throw new Error(`schema/${name}.json is missing`);
      this.validators.set(name, validate);
    }
    const refs: ContentRef[] = [];
    const formats = new Map<string, TextFormatting>();
    const widths = new Map<string, number>();
    [collecting, collectingFormats, displayWidths] = [refs, formats, widths];
    try {
      validate(data);
    } finally {
      [collecting, collectingFormats, displayWidths] = [null, null, null];
    }
    for (const ref of refs) {
      const formatting = ref.kind === 'text' ? formats.get(ref.pointer) : undefined;
      if (formatting) ref.formatting = formatting;
      const width = widths.get(ref.pointer);
      if (width !== undefined && ref.kind === 'image') ref.displayWidth = width;
    }
    return { errors: validate.errors ? [...validate.errors] : [], refs };
  }

  /** Where web addresses may be written, for messages that refuse one elsewhere. */
  webAddressFields(): string {
    return webAddressFields(this.documents);
  }

  /** The form of every image path (`image` in schema/definitions.json), for images written inside texts. */
  imagePattern(): RegExp {
    const definitions = this.documents.get('schema/definitions.json')?.definitions;
    const image = isRecord(definitions) ? definitions.image : undefined;
    if (!isRecord(image) || typeof image.pattern !== 'string') throw new Error('schema/definitions.json has no "image" with a "pattern".');
    return new RegExp(image.pattern);
  }

  /** The block types the union accepts, from schema/blocks.json. */
  blockTypes(): string[] {
    return blockEntries(this.documents.get('schema/blocks.json')).map(({ type }) => type);
  }

  /** What each block type declares of itself in its schema (block-traits.ts). */
  blockTraits(): Map<string, BlockTraits> {
    return new Map(blockEntries(this.documents.get('schema/blocks.json')).map(({ type, file }) => [type, readBlockTraits(this.documents.get(file))]));
  }

  /** The block types that draw the page's main heading (`drawsPageHeading` in their schema), sorted. */
  pageHeadingBlocks(): string[] {
    return [...this.blockTraits()].flatMap(([type, traits]) => (traits.drawsPageHeading ? [type] : [])).sort();
  }
}

function listJson(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listJson(path);
    return entry.name.endsWith('.json') ? [path] : [];
  });
}
