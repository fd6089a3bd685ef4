import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rulesSection, withRules } from '../../scripts/generate/editing-rules.ts';
import { problemCodes } from '../../src/content/codes.ts';
import { projectRoot } from '../support/site-copy.ts';

const guide = readFileSync(join(projectRoot, 'docs/EDITING.md'), 'utf8');

describe('the rules listed in docs/EDITING.md', () => {
  it('are written from the catalogue of rules, so that they cannot drift from what the check applies', () => {
    expect(guide).toBe(withRules(guide));
  });

  it.each(Object.entries(problemCodes))('list %s with its severity', (code, { severity }) => {
    expect(rulesSection()).toContain(`- \`${code}\` (${severity}): `);
  });

  it('say that the company name must be written {{company}}', () => {
    expect(rulesSection()).toMatch(/- `spelled-out-constant` \(error\): .*the company name must be written \{\{company\}\}/);
  });
});
