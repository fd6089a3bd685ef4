/**
 * Writes the list of the content check's rules into docs/EDITING.md, between its two `rules`
 * markers, from the catalogue of rules itself (src/content/codes.ts): a rule the check applies is
 * always a rule the guide lists, in the same words.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ruleGroups } from '../../src/content/pipeline.ts';
import { GeneratorError, literally, type Generator } from './generated-file.ts';

const begin = '<!-- rules: generated from src/content/codes.ts by `npm run generate`; do not edit between the markers -->';
const end = '<!-- rules: end -->';

/** The rules as the guide lists them: a heading per group, a line per rule with its code and severity. */
export function rulesSection(): string {
  const groups = ruleGroups.map(({ title, rules }) =>
    [`### ${title}`, '', ...Object.entries(rules).map(([code, { severity, rule }]) => `- \`${code}\` (${severity}): ${literally(rule)}`)].join('\n'),
  );
  return [begin, '', ...groups.flatMap((group) => [group, '']), end].join('\n');
}

/** `guide` with its list of rules written afresh. */
export function withRules(guide: string): string {
  const from = guide.indexOf(begin);
  const to = guide.indexOf(end);
  if (from < 0 || to < from) throw new GeneratorError(`docs/EDITING.md lacks the markers of its list of rules:\n${begin}\n${end}`);
  return `${guide.slice(0, from)}${rulesSection()}${guide.slice(to + end.length)}`;
}

export const editingRules: Generator = {
  target: 'docs/EDITING.md',
  sources: 'src/content/codes.ts',
  generate: (root) => withRules(readFileSync(join(root, 'docs/EDITING.md'), 'utf8')),
};
