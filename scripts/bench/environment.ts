import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from './paths.ts';

/** Where the figures were measured: without it, numbers from two machines look comparable when they are not. */
export interface Environment {
  startedAt: string;
  node: string;
  cores: number;
  cpu: string;
  memoryGiB: number;
  platform: string;
  lighthouse: string;
  chromiumPath: string;
  /** Commit the working tree is based on; the tree may have uncommitted changes on top. */
  commit: string | null;
}

const packageVersion = (name: string): string => {
  try {
    return (JSON.parse(readFileSync(join(projectRoot, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
};

function gitCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: projectRoot, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    return null;
  }
}

export function describeEnvironment(chromiumPath: string): Environment {
  return {
    startedAt: new Date().toISOString(),
    node: process.version,
    cores: availableParallelism(),
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    platform: `${process.platform} ${process.arch}`,
    lighthouse: packageVersion('lighthouse'),
    chromiumPath,
    commit: gitCommit(),
  };
}

export const environmentHeader = (env: Environment): string =>
  `Node ${env.node} · ${env.cores} cores (${env.cpu}, ${env.memoryGiB} GiB) · ${env.platform} · Lighthouse ${env.lighthouse} · Chromium ${env.chromiumPath} · commit ${env.commit ?? 'unknown'}`;
