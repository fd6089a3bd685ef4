import { describe, expect, it } from 'vitest';
import { problemCodes } from '../../../src/content/codes.ts';

describe('the catalogue of problem codes', () => {
  it.each(Object.entries(problemCodes))('%s: a kebab-case code, a severity and one sentence for editors', (code, { severity, rule }) => {
    expect(code).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(['error', 'warning', 'notice']).toContain(severity);
    expect(rule).toMatch(/^[A-Z{].*\.$/);
    expect(rule).not.toContain('\n');
  });
});
