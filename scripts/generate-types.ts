/**
 * Writes src/generated/content-types.ts from the JSON Schemas, so block props and site settings
 * are typed by the same file editors are validated against. `--check` fails when the file is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { compile } from 'json-schema-to-typescript';
import { parseCommandLine, runCli } from './support/cli.ts';

const root = resolve(import.meta.dirname, '..');
const target = resolve(root, 'src/generated/content-types.ts');

export async function generateContentTypes(): Promise<string> {
  const wrapper = {
    title: 'Content',
    type: 'object',
    additionalProperties: false,
    properties: {
      site: { $ref: 'site.json' },
      page: { $ref: 'page.json' },
      article: { $ref: 'article.json' },
      block: { $ref: 'blocks.json' },
    },
  };
  const body = await compile(wrapper as never, 'Content', {
    cwd: resolve(root, 'schema'),
    bannerComment: '/* Generated from schema/ by `npm run generate:types`. Do not edit: change the schema instead. */',
    additionalProperties: false,
    unreachableDefinitions: false,
    ignoreMinAndMaxItems: true,
    style: { singleQuote: true, printWidth: 120 },
  });
  return body;
}

const usage = `Usage: npm run generate:types [-- --check]

Writes src/generated/content-types.ts from schema/.
  --check   write nothing; fail if the file is out of date (npm test runs this)`;

async function main(): Promise<void> {
  const { values } = parseCommandLine({ options: { check: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } }, usage);
  if (values.help) return console.log(usage);
  const fresh = await generateContentTypes();
  if (!values.check) {
    writeFileSync(target, fresh);
    console.log('Wrote src/generated/content-types.ts');
  } else if (readFileSync(target, 'utf8') !== fresh) {
    console.error('src/generated/content-types.ts is out of date with schema/. Run: npm run generate:types');
    process.exitCode = 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await runCli(main);
