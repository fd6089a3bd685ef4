import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { satisfies, subset } from 'semver';
import { describe, expect, it } from 'vitest';
import { missingOptionalBuilds, platformOf } from '../../scripts/complete-lockfile.ts';
import { projectRoot } from '../support/site-copy.ts';

interface Manifest {
  version?: string;
  engines?: { node?: string };
  optionalDependencies?: Record<string, string>;
  [field: string]: unknown;
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(join(projectRoot, file), 'utf8'));
const promised = (readJson('package.json') as Manifest).engines?.node ?? '';
// The lock file lists every package `npm ci` installs, on any platform, with the engines each declares.
const locked = (readJson('package-lock.json') as { packages: Record<string, Manifest> }).packages;

describe('the Node versions package.json promises', () => {
  it('include Node 20.19, the version the team machines run', () => {
    expect(satisfies('20.19.0', promised), `engines.node is "${promised}"`).toBe(true);
  });

  it('are all accepted by every package npm ci installs, so npm ci never warns EBADENGINE', () => {
    const refusing = Object.entries(locked)
      .filter(([path, manifest]) => path !== '' && manifest.engines?.node && !subset(promised, manifest.engines.node))
      .map(([path, manifest]) => `${path.replace(/^(.*\/)?node_modules\//, '')}@${manifest.version} wants Node ${manifest.engines!.node}`);
    expect(refusing, `package.json promises Node ${promised}`).toEqual([]);
  });
});

describe('the lock file', () => {
  it('names every optional build of every package, so npm ci accepts it on a clean machine', () => {
    const missing = missingOptionalBuilds({ packages: locked }).map(({ name, version }) => `${name}@${version}`);
    expect(missing, 'run: npm run lock:complete').toEqual([]);
  });

  it('records which system and processor each such build is for', () => {
    expect(platformOf('@oxlint/binding-linux-arm-musleabihf')).toEqual({ os: 'linux', cpu: 'arm', libc: 'musl' });
    expect(platformOf('@oxc-parser/binding-win32-ia32-msvc')).toEqual({ os: 'win32', cpu: 'ia32' });
    expect(platformOf('@oxlint-tsgolint/darwin-arm64')).toEqual({ os: 'darwin', cpu: 'arm64' });
  });
});
