/**
 * A site for measuring how the content check grows with the number of texts: a copy of the fixture
 * site (tests/fixtures/site) plus one text file, `scale.yaml`, holding `keys` texts in each language.
 *
 * - `unused`: no page uses the new texts. Every one of them is then reported as a warning with its
 *   line and column, so this is the worst case for the check: N positions to find and N reports.
 * - `used`: one page per text (`pages/scale/text-00001.yaml` …, each titled with its text), so the
 *   check also grows in files and references instead of warnings.
 *
 * The texts sit side by side in one group, the worst case for anything that looks keys up in a
 * group one by one.
 */
import { cpSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export type LocaleScaleUse = 'unused' | 'used';

const fixtureRoot = resolve(import.meta.dirname, '../../tests/fixtures/site');
const fixtureEntries = ['site.yaml', 'pages', 'locales', 'public'];
const namespace = 'scale';

const keyName = (index: number) => `text${String(index).padStart(5, '0')}`;

const sentence: Record<'en' | 'es', (index: number) => string> = {
  en: (index) => `Text number ${index} of the scale test, about as long as a real sentence on the site.`,
  es: (index) => `Texto número ${index} de la prueba de escala, tan largo como una frase real del sitio.`,
};

/** Writes the site into `dest` (which must not exist yet or be empty). Returns how many page files it has. */
export function writeLocaleScaleSite(dest: string, keys: number, use: LocaleScaleUse): { pageFiles: number } {
  mkdirSync(dest, { recursive: true });
  for (const entry of fixtureEntries) cpSync(join(fixtureRoot, entry), join(dest, entry), { recursive: true });
  for (const language of ['en', 'es'] as const) {
    const lines: string[] = [];
    for (let index = 1; index <= keys; index++) lines.push(`${keyName(index)}: ${sentence[language](index)}`);
    writeFileSync(join(dest, 'locales', language, `${namespace}.yaml`), `${lines.join('\n')}\n`);
  }
  if (use === 'used') writeUsingPages(dest, keys);
  const pageFiles = readdirSync(join(dest, 'pages'), { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile() && entry.name.endsWith('.yaml'),
  ).length;
  return { pageFiles };
}

function writeUsingPages(dest: string, keys: number): void {
  const dir = join(dest, 'pages', namespace);
  mkdirSync(dir, { recursive: true });
  for (let index = 1; index <= keys; index++) {
    const name = keyName(index);
    const page = [`route: ${namespace}/${name}`, `title: ${namespace}.${name}`, 'blocks:', '  - type: title-banner', ''];
    writeFileSync(join(dir, `${name}.yaml`), page.join('\n'));
  }
}
