/**
 * `npm run lock:complete`: records in package-lock.json the platform builds that packages such as
 * oxlint and oxc-parser list as optional dependencies but that the package registry this project
 * installs from does not serve (only the Linux builds are there). `npm install` then leaves them out
 * of the lock file, and `npm ci` refuses a lock file that does not name every optional dependency.
 * Each added entry says which system and processor the build is for, so `npm ci` skips it here, as it
 * would skip it on any other machine. Run it after `npm install` whenever `npm ci` says "Missing: …
 * from lock file"; npm test checks the lock file is complete (tests/unit/engines.test.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runCli } from './support/cli.ts';

interface LockEntry {
  optionalDependencies?: Record<string, string>;
  [field: string]: unknown;
}

interface LockFile {
  /** Every installed package by its folder, with what package-lock.json records of it. */
  packages: Record<string, LockEntry>;
}

/** `@oxlint/binding-linux-arm-musleabihf` → linux, arm, musl: the naming every such build follows. */
export function platformOf(name: string): { os: string; cpu: string; libc?: string } {
  const [os = '', cpu = '', ...rest] = name
    .split('/')
    .at(-1)!
    .replace(/^binding-/, '')
    .split('-');
  return os === 'linux' ? { os, cpu, libc: rest.join('-').includes('musl') ? 'musl' : 'glibc' } : { os, cpu };
}

/** The optional dependencies named in `lock` that have no entry of their own. */
export function missingOptionalBuilds(lock: LockFile): { name: string; version: string }[] {
  return Object.values(lock.packages).flatMap((entry) =>
    Object.entries(entry.optionalDependencies ?? {})
      .filter(([name]) => !(`node_modules/${name}` in lock.packages))
      .map(([name, version]) => ({ name, version })),
  );
}

function isLockFile(value: unknown): value is LockFile {
  return typeof value === 'object' && value !== null && 'packages' in value && typeof value.packages === 'object' && value.packages !== null;
}

export function completeLockfile(lock: LockFile): number {
  const missing = missingOptionalBuilds(lock);
  for (const { name, version } of missing) {
    const { os, cpu, libc } = platformOf(name);
    lock.packages[`node_modules/${name}`] = { version, cpu: [cpu], dev: true, optional: true, os: [os], ...(libc ? { libc: [libc] } : {}) };
  }
  return missing.length;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  await runCli(() => {
    const file = join(import.meta.dirname, '..', 'package-lock.json');
    const lock: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!isLockFile(lock)) throw new Error('package-lock.json has no "packages": run npm install first.');
    const added = completeLockfile(lock);
    writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
    console.log(
      added === 0 ? 'package-lock.json already names every optional build.' : `Added ${added} optional builds for other systems to package-lock.json.`,
    );
  });
}
