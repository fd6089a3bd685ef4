import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A rule of a `_redirects` file that this server follows: an exact path, where it goes, and the status. */
export interface RedirectRule {
  from: string;
  to: string;
  status: number;
}

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

/**
 * The redirects of `<dir>/_redirects` (Netlify / Cloudflare Pages format: `from to [status]`, one per
 * line, `#` for a comment, 301 when no status is given), as those hosts follow them: whether or not a
 * file exists at the old address. This server follows the rules that name one path and redirect
 * (301, 302, 303, 307, 308), which is what the build writes (docs/DEPLOY.md); it leaves the others
 * (`*` and `:name` patterns, rewrites with 200 or 404) to the hosts, as Cloudflare Pages leaves a line
 * it cannot read.
 */
export function readRedirectRules(dir: string): RedirectRule[] {
  const file = join(dir, '_redirects');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .flatMap((line) => {
      const [from = '', to = '', status = '301', ...rest] = line.split(/\s+/);
      const rule = { from, to, status: Number(status) };
      const exact = from.startsWith('/') && !/[*:]/.test(from) && to !== '';
      return exact && rest.length === 0 && redirectStatuses.has(rule.status) ? [rule] : [];
    });
}

/** The rule for `path` (decoded), the first in file order: a path with or without its last '/' matches, as the hosts match it. */
export function redirectFor(rules: readonly RedirectRule[], path: string): RedirectRule | undefined {
  const bare = (value: string) => (value.length > 1 ? value.replace(/\/$/, '') : value);
  return rules.find((rule) => bare(rule.from) === bare(path));
}
