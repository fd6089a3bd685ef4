import { chmodSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { writeAtomically } from '../content/pipeline.ts';

/**
 * A JSON file of the data folder (people, sessions), never in git: read whole, written whole and
 * atomically, readable by its owner only (docs/BEHAVIOUR.md#editing-server).
 */
export class JsonFile<T> {
  constructor(
    readonly path: string,
    private readonly empty: () => T,
  ) {}

  read(): T {
    try {
      // oxlint-disable-next-line typescript/no-unsafe-type-assertion -- written only by this class, from a T
      return JSON.parse(readFileSync(this.path, 'utf8')) as T;
    } catch (error) {
      if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return this.empty();
      throw error;
    }
  }

  write(value: T): void {
    mkdirSync(dirname(this.path), { recursive: true, mode: 0o700 });
    writeAtomically(this.path, `${JSON.stringify(value, null, 2)}\n`);
    chmodSync(this.path, 0o600);
  }

  update(change: (value: T) => T): T {
    const next = change(this.read());
    this.write(next);
    return next;
  }
}
