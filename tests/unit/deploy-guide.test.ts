import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../support/site-copy.ts';

const read = (file: string) => readFileSync(join(projectRoot, file), 'utf8');

describe('docs/DEPLOY.md', () => {
  it('gives nginx the Content-Security-Policy that public/_headers gives Netlify and Cloudflare Pages', () => {
    const policy = /^\s*Content-Security-Policy: (.+)$/m.exec(read('public/_headers'))?.[1];
    expect(policy).toBeDefined();
    expect(read('docs/DEPLOY.md')).toContain(`add_header Content-Security-Policy "${policy}" always;`);
  });
});
