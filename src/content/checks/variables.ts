import { textVariableNames, textVariablePattern, textVariables } from '../../shared/text-variables.ts';
import { uiTextVariables } from '../../shared/ui-text-keys.ts';
import { type Problem } from '../problem.ts';
import { problemAt } from '../parse/source-file.ts';
import type { CheckedContent } from '../schema/check-schemas.ts';
import { didYouMean } from '../suggest.ts';
import { texts, type TextEntry } from '../parse/text-table.ts';

/** The values each interface text may use, looked up by any text's key. */
const variablesOfUiText: Readonly<Record<string, readonly string[] | undefined>> = uiTextVariables;

/**
 * The {{values}} in texts: each is one the site can fill in, and no text spells out a value of
 * site.yaml (the company name, phone, email, address) that it should name as {{company}} etc.
 */
export function checkVariables({ site, locales }: CheckedContent): Problem[] {
  const constants = site ? Object.entries(textVariables(site.data)).filter(([name]) => name !== 'year') : [];
  const problems: Problem[] = [];
  for (const table of locales.values()) {
    for (const [key, entry] of texts(table)) problems.push(...unknownVariables(key, entry), ...spelledOutConstants(entry, constants));
  }
  return problems;
}

function unknownVariables(key: string, entry: TextEntry & { value: string }): Problem[] {
  const problems: Problem[] = [];
  for (const [, name = ''] of entry.value.matchAll(textVariablePattern)) {
    const allowed = [...textVariableNames, ...(variablesOfUiText[key] ?? [])];
    if (allowed.includes(name)) continue;
    const hint = `${didYouMean(name, allowed)}Available: ${allowed.map((n) => `{{${n}}}`).join(', ')}.`;
    problems.push(problemAt('unknown-variable', entry.source, entry.path, `"{{${name}}}" is not a value the site can fill in.`, hint));
  }
  return problems;
}

function spelledOutConstants(entry: TextEntry & { value: string }, constants: [string, string][]): Problem[] {
  return constants
    .filter(([, value]) => entry.value.includes(value))
    .map(([name, value]) => {
      const found = problemAt(
        'spelled-out-constant',
        entry.source,
        entry.path,
        `This text spells out the ${name} "${value}".`,
        `Write {{${name}}} instead, so that changing it in site.yaml changes it everywhere.`,
      );
      return { ...found, column: columnOf(entry.source.text, found, value) };
    });
}

/** The column of `value` on the line of `at`, from its column on: the caret then points at the spelled-out value itself. */
function columnOf(text: string, at: { line: number; column: number }, value: string): number {
  const line = text.split(/\r?\n/)[at.line - 1] ?? '';
  const index = line.indexOf(value, at.column - 1);
  return index < 0 ? at.column : index + 1;
}
