import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { satisfies, subset } from 'semver';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../support/site-copy.ts';

interface Manifest {
  version?: string;
  engines?: { node?: string };
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
