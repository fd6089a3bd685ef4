import { parseArgs, type ParseArgsConfig } from 'node:util';

/**
 * The command line of a script, parsed by `node:util` `parseArgs` (strict: its default); on an unknown
 * option or a missing value, prints one line (what is wrong, then `usage`) and exits with 2.
 * `check` may refuse a value by throwing an Error with the message to print.
 */
export function parseCommandLine<T extends ParseArgsConfig, R>(config: T, usage: string, check: (parsed: ReturnType<typeof parseArgs<T>>) => R): R {
  try {
    return check(parseArgs(config));
  } catch (error) {
    // Node's messages go on to explain "--" at length: the first sentence is what matters here.
    const message = error instanceof Error ? (error.message.split(/\. (?=[A-Z])/)[0] ?? error.message).replace(/\.?$/, '.') : String(error);
    console.error(`${message} ${usage}`);
    process.exit(2);
  }
}
