import { isArray, isRecord, memberOf } from '../../shared/guards.ts';

/**
 * The parts of a JSON Schema this code reads (the check's explanations, the block docs and union
 * generators), taken from a parsed schema file or from ajv's reports, which are both untyped.
 */
export interface SchemaNode {
  $ref?: string;
  title?: string;
  description?: string;
  type?: string;
  format?: string;
  const?: unknown;
  enum?: unknown[];
  default?: unknown;
  examples?: unknown[];
  items?: SchemaNode;
  properties?: Record<string, SchemaNode>;
  definitions?: Record<string, SchemaNode>;
  required?: string[];
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  /** Names a text may not have (the locale schema refuses names the code gives a meaning of its own). */
  propertyNames?: { not?: { enum?: string[] } };
  /** What the cross-checks make of a string field: 'link', 'image', 'media', 'text' (schemas.ts). */
  contentRef?: string;
  /** What a value that does not match `pattern` should look like, in an editor's words (the YAML extension shows it too). */
  patternErrorMessage?: string;
  /** The condition of an `if`/`then` pair (site.json: `routing: path` needs `url`). */
  if?: SchemaNode;
  /** Set on the schema of a block that draws the page's main heading. */
  drawsPageHeading?: boolean;
}

/** `value` read as a schema: each known keyword that has the right type, the rest left out. */
export function readSchemaNode(value: unknown): SchemaNode {
  if (!isRecord(value)) return {};
  const node: SchemaNode = {};
  for (const key of ['$ref', 'title', 'description', 'type', 'format', 'contentRef', 'patternErrorMessage'] as const) {
    const member = value[key];
    if (typeof member === 'string') node[key] = member;
  }
  for (const key of ['minimum', 'maximum', 'minItems', 'maxItems'] as const) {
    const member = value[key];
    if (typeof member === 'number') node[key] = member;
  }
  for (const key of ['enum', 'examples'] as const) {
    const member = value[key];
    if (isArray(member)) node[key] = member;
  }
  for (const key of ['properties', 'definitions'] as const) {
    const member = value[key];
    if (isRecord(member)) node[key] = Object.fromEntries(Object.entries(member).map(([name, schema]) => [name, readSchemaNode(schema)]));
  }
  if ('const' in value) node.const = value.const;
  if ('default' in value) node.default = value.default;
  if ('items' in value) node.items = readSchemaNode(value.items);
  if ('if' in value) node.if = readSchemaNode(value.if);
  if (value.drawsPageHeading === true) node.drawsPageHeading = true;
  const reserved = memberOf(memberOf(value.propertyNames, 'not'), 'enum');
  if (isArray(reserved)) node.propertyNames = { not: { enum: reserved.filter((name) => typeof name === 'string') } };
  const { required } = value;
  if (isArray(required)) node.required = required.filter((name) => typeof name === 'string');
  return node;
}
