import { join } from 'node:path';
import { parseAllHeaders, type Header } from '@netlify/headers-parser';

/** The rules of a `_headers` file (Netlify / Cloudflare Pages format): a path pattern and the headers it sets. */
export type HeaderRule = Header;

/**
 * Reads `<dir>/_headers` with Netlify's own parser, so a pattern means here what it means on the
 * host (`/assets/*`, `/blog/:slug`, ...). No file means no rules; a line it cannot read stops here,
 * with the file and the line, rather than serving the site without the headers it promises.
 */
export async function readHeaderRules(dir: string): Promise<HeaderRule[]> {
  const file = join(dir, '_headers');
  const { headers, errors } = await parseAllHeaders({ headersFiles: [file], configHeaders: [], minimal: false });
  if (errors.length > 0) throw new Error(errors.map((error) => `${file}: ${error.message}`).join('\n\n'));
  // Not `minimal`: every rule comes with the regular expression of its path. Its `*` is `.*`, which
  // stops at a line break (`/x%0a`): with `s`, any address under a pattern gets its headers.
  return headers
    .filter((rule): rule is HeaderRule => 'forRegExp' in rule)
    .map((rule) => ({ ...rule, forRegExp: new RegExp(rule.forRegExp.source, `${rule.forRegExp.flags.replace('s', '')}s`) }));
}

/** The rules that apply to a request for `path` (its pathname, decoded as the file is looked up), in file order. */
export function rulesFor(rules: readonly HeaderRule[], path: string): HeaderRule[] {
  return rules.filter((rule) => rule.forRegExp.test(path));
}

/** The headers of a response for `path`: every matching rule, a later one winning on the same header, as Netlify does. */
export function headersFor(rules: readonly HeaderRule[], path: string): Record<string, string> {
  return Object.fromEntries(rulesFor(rules, path).flatMap((rule) => Object.entries(rule.values)));
}
