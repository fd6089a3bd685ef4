import { parseArgs, type ParseArgsConfig } from 'node:util';

/** A mistake on the command line: the CLI prints the message and the usage, and exits with code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
  constructor(
    message: string,
    readonly usage: string,
  ) {
    super(message);
  }
}

/** Reads the command line with node:util's parseArgs, strict: an unknown option or a missing value is a UsageError. */
export function parseCommandLine<T extends ParseArgsConfig>(config: T, usage: string, args = process.argv.slice(2)): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs<T>({ ...config, args });
  } catch (error) {
    // Node's messages go on to explain "--" at length: the first sentence is what matters here.
    const message = error instanceof Error ? (error.message.split(/\. (?=[A-Z])/)[0] ?? error.message).replace(/\.?$/, '.') : String(error);
    throw new UsageError(message, usage);
  }
}

/** A whole number of at least 1 given as an option's value. */
export function positiveInteger(value: string, option: string, usage: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new UsageError(`${option} must be a whole number of at least 1, not "${value}".`, usage);
  return number;
}

type ErrorClass = abstract new (...args: never[]) => Error;

/**
 * Runs a command's entry point: the only place that prints an error and exits. A UsageError prints
 * its message and the usage (exit 2); an error of one of the `expected` classes (something the person
 * running the command can fix, such as a missing browser) prints its message alone (exit 1); anything
 * else is a bug and keeps its stack trace (exit 1).
 */
export async function runCli(main: () => unknown, expected: ErrorClass[] = []): Promise<void> {
  try {
    await main();
  } catch (error) {
    if (error instanceof UsageError) refuseUsage(error);
    console.error(error instanceof Error && expected.some((kind) => error instanceof kind) ? error.message : error);
    process.exit(1);
  }
}

/** At a script's top level, what `read` makes of the command line; on a UsageError, the usage printed and exit 2. */
export function readCommandLine<R>(read: () => R): R {
  try {
    return read();
  } catch (error) {
    if (error instanceof UsageError) refuseUsage(error);
    throw error;
  }
}

function refuseUsage(error: UsageError): never {
  // A one-line usage follows the message on its line (what CI logs show); a longer one stands below it.
  console.error(error.usage.includes('\n') ? `${error.message}\n\n${error.usage}` : `${error.message} ${error.usage}`);
  process.exit(2);
}
