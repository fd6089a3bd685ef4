import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Schemas } from './schemas.ts';

/**
 * The schemas are part of the renderer, not of a site: every site folder (the live one, a test
 * fixture, a scratch copy) is checked against the project's own schema/.
 */
export const schemaDir = fileURLToPath(new URL('../../../schema/', import.meta.url));

let cached: { key: string; schemas: Schemas } | undefined;

/** The compiled schemas, compiled again only when schema/ changed (the dev server checks after every edit). */
export function projectSchemas(): Schemas {
  const key = `${schemaDir}:${statSync(schemaDir).mtimeMs}`;
  if (cached?.key !== key) cached = { key, schemas: new Schemas(schemaDir) };
  return cached.schemas;
}
