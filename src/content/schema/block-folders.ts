/**
 * Where the block types are: one folder each under src/blocks/, holding the block's schema
 * (`schema.json`), its example (`example.yaml`), its component and its styles. The list of block
 * types is the list of those folders, written nowhere else (docs/BLOCKS.md#add-a-block).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The folder of every block, relative to the project's root. */
export const blocksFolder = 'src/blocks';

/** A block's schema, relative to the project's root: `src/blocks/counters/schema.json`. */
export const blockSchemaPath = (type: string) => `${blocksFolder}/${type}/schema.json`;

/** A block's example, relative to the project's root: `src/blocks/counters/example.yaml`. */
export const blockExamplePath = (type: string) => `${blocksFolder}/${type}/example.yaml`;

/** The block types of the project at `projectRoot`: every folder of src/blocks/ that holds a schema.json, sorted by name. */
export function blockTypesIn(projectRoot: string): string[] {
  const folder = join(projectRoot, blocksFolder);
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(folder, entry.name, 'schema.json')))
    .map((entry) => entry.name)
    .sort();
}
