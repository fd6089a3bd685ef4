import { posix } from 'node:path';
import { memberOf } from '../../shared/guards.ts';
import { blockEntries } from './block-union.ts';
import { readSchemaNode, type SchemaNode } from './schema-node.ts';

/** The shared definition of a field that takes any link, web addresses included (`internalLink` takes pages only). */
const anyLink = 'schema/definitions.json#/definitions/link';

/**
 * Where a web address may be written, read from the schemas (every field described as a `link`):
 * `site.yaml: footer.social[].url, …; blocks: call-to-action actions[].link, …`. Messages that
 * refuse a web address elsewhere quote it, so that it follows the schemas as they change.
 */
export function webAddressFields(documents: ReadonlyMap<string, Record<string, unknown>>): string {
  const site = fieldsTaking(documents, 'schema/site.json', readSchemaNode(documents.get('schema/site.json')));
  const blocks = blockEntries(documents.get('schema/blocks.json'))
    .map(({ type, file }) => ({ type, fields: fieldsTaking(documents, file, readSchemaNode(documents.get(file))) }))
    .filter(({ fields }) => fields.length > 0)
    .sort((a, b) => a.type.localeCompare(b.type))
    .map(({ type, fields }) => `${type} ${fields.join(', ')}`);
  return `site.yaml: ${site.join(', ')}; blocks: ${blocks.join(', ')}.`;
}

/** Paths of the fields under `node` (in the schema file `file`) that refer to the definition of any link. */
function fieldsTaking(documents: ReadonlyMap<string, Record<string, unknown>>, file: string, node: SchemaNode | undefined, path = ''): string[] {
  if (!node) return [];
  if (node.$ref) {
    const [target, pointer = ''] = node.$ref.split('#');
    const targetFile = target ? posix.join(posix.dirname(file), target) : file;
    if (`${targetFile}#${pointer}` === anyLink) return [path];
    const resolved = pointer
      .split('/')
      .filter(Boolean)
      .reduce<unknown>((schema, key) => memberOf(schema, key), documents.get(targetFile));
    return fieldsTaking(documents, targetFile, resolved === undefined ? undefined : readSchemaNode(resolved), path);
  }
  const children = Object.entries(node.properties ?? {}).flatMap(([name, property]) =>
    fieldsTaking(documents, file, property, path ? `${path}.${name}` : name),
  );
  return node.items ? [...children, ...fieldsTaking(documents, file, node.items, `${path}[]`)] : children;
}
