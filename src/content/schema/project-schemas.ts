import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { blockSchemaPath, blockTypesIn, blocksFolder } from './block-folders.ts';
import { Schemas } from './schemas.ts';

/**
 * The schemas are part of the renderer, not of a site: every site folder (the live one, a test
 * fixture, a scratch copy) is checked against the project's own schema/ and block folders.
 */
const rendererRoot = fileURLToPath(new URL('../../../', import.meta.url));
const schemaDir = join(rendererRoot, 'schema');

/** Every schema file of the renderer: schema/ and the schema of each block folder. */
function schemaFiles(): string[] {
  const shared = readdirSync(schemaDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && entry.name.endsWith('.json'));
  return [...shared.map((entry) => join(entry.parentPath, entry.name)), ...blockTypesIn(rendererRoot).map((type) => join(rendererRoot, blockSchemaPath(type)))];
}

/** Whether `file` (an absolute path) is one of the renderer's schemas, whose edits change what is valid. */
export function isSchemaFile(file: string): boolean {
  const path = relative(rendererRoot, file).split('\\').join('/');
  return path.startsWith('schema/') || new RegExp(`^${blocksFolder}/[^/]+/schema\\.json$`).test(path);
}

/** The folders whose files `isSchemaFile` recognises, for watchers. */
export const schemaFolders = [schemaDir, join(rendererRoot, blocksFolder)];

let cached: { key: string; schemas: Schemas } | undefined;

/** The compiled schemas, compiled again only when a schema file changed (the dev server checks after every edit). */
export function projectSchemas(): Schemas {
  const key = schemaFiles()
    .map((file) => `${file}:${statSync(file).mtimeMs}`)
    .join('|');
  if (cached?.key !== key) cached = { key, schemas: new Schemas(rendererRoot) };
  return cached.schemas;
}
