/**
 * The command line of every generator: write the file, or with `--check` (as npm test runs it) fail
 * when the file on disk differs from what its sources give.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { parseCommandLine, runCli } from './support/cli.ts';

const root = resolve(import.meta.dirname, '..');

/** A generated file that no longer matches its sources, or sources a generator cannot use: the person running it can fix either. */
export class GeneratorError extends Error {
  override name = 'GeneratorError';
}

interface Generator {
  /** Absolute path of the file to write. */
  target: string;
  /** What the file is made from, for messages ("schema/"). */
  sources: string;
  /** The npm command that writes it. */
  command: string;
  generate: () => string | Promise<string>;
}

export async function runGenerator({ target, sources, command, generate }: Generator): Promise<void> {
  const name = relative(root, target);
  const usage = `Usage: ${command} [-- --check]\n\nWrites ${name} from ${sources}.\n  --check   write nothing; fail if the file is out of date (npm test runs this)`;
  await runCli(async () => {
    const { values } = parseCommandLine({ options: { check: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } }, usage);
    if (values.help) return console.log(usage);
    const fresh = await generate();
    if (!values.check) {
      writeFileSync(target, fresh);
      console.log(`Wrote ${name}`);
    } else if (readFileSync(target, 'utf8') !== fresh) {
      throw new GeneratorError(`${name} is out of date with ${sources}. Run: ${command}`);
    }
  }, [GeneratorError]);
}
