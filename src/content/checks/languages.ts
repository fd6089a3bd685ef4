import { type Problem } from '../problem.ts';
import { problemAt } from '../parse/source-file.ts';
import type { CheckedContent } from '../schema/check-schemas.ts';
import { languageName } from '../parse/text-table.ts';

/** The languages site.yaml declares: the default is one of them, and each has its folder of texts. */
export function checkLanguages({ site, locales }: CheckedContent): Problem[] {
  if (!site) return [];
  const { available, default: defaultLanguage } = site.data.languages;
  const codes = available.map((language) => language.code);
  const problems: Problem[] = [];
  if (!codes.includes(defaultLanguage)) {
    problems.push(
      problemAt(
        'unknown-default-language',
        site.source,
        ['languages', 'default'],
        `The default language "${defaultLanguage}" is not among the available ones.`,
        `Use one of: ${codes.join(', ')}.`,
      ),
    );
  }
  codes.forEach((code, index) => {
    if (locales.has(code)) return;
    const message = `There is no folder locales/${code}/ for ${languageName(code)}.`;
    problems.push(
      problemAt(
        'missing-language-folder',
        site.source,
        ['languages', 'available', index, 'code'],
        message,
        `Create locales/${code}/ with the same files as the other languages.`,
      ),
    );
  });
  return problems;
}
