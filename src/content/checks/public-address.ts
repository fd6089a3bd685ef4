import type { Problem } from '../problem.ts';
import { problemAt } from '../parse/source-file.ts';
import type { CheckedContent } from '../schema/check-schemas.ts';

const hint =
  'Write the address as https://www.example.com, or as https://example.github.io/site for a site in a folder of its host: https:// (or http://), the host name, and at most a path of folder names.';

/** A character as a message quotes it: in double quotes, or in single quotes when it is one. */
const quoted = (character: string) => (character === '"' ? `'"'` : `"${character}"`);

/**
 * What is wrong with `raw` as the site's public address, in plain words, with how to fix it; null
 * when nothing is. It must be an origin and at most a plain path (docs/BEHAVIOUR.md#content-in-markup):
 * with path routing that path becomes the base of every file's address, written into every page,
 * robots.txt and sitemap.xml (src/routing/addresses.ts basePath). Read by the browsers' own parser,
 * and written as they write it, so that the address the site states is the one they use.
 */
function publicAddressMistake(raw: string): { message: string; hint: string } | null {
  const refused = (what: string) => ({ message: `The public address "${raw}" ${what}.`, hint });
  const url = /^https?:\/\//i.test(raw) && URL.canParse(raw) ? new URL(raw) : null;
  if (!url) return refused('is not a web address starting with https:// (or http://)');
  if (url.username || url.password) return refused('holds a user name or a password (before "@"), which a public address never has');
  if (/[?#]/.test(raw)) return refused('holds "?" or "#": it ends with the host name or the site\'s folder');
  const hostCharacter = /[^a-z0-9.-]/.exec(url.hostname)?.[0];
  if (hostCharacter)
    return {
      message: `The host name of the public address "${raw}" holds ${quoted(hostCharacter)}: a host name holds only the letters a-z, digits, "-" and ".".`,
      hint,
    };
  // The path as written, before the parser percent-encodes or resolves anything in it.
  const path = raw.slice(/^https?:\/\/[^/]*/i.exec(raw)![0].length);
  const pathCharacter = /[^A-Za-z0-9._~/-]/u.exec(path)?.[0];
  if (pathCharacter)
    return {
      message: `The path of the public address "${raw}" holds ${quoted(pathCharacter)}: a path holds only the letters a-z and A-Z, digits and the signs - _ . ~ /.`,
      hint,
    };
  const folders = path.replace(/\/$/, '');
  if (
    folders
      .split('/')
      .slice(1)
      .some((folder) => folder === '' || folder === '.' || folder === '..')
  ) {
    return { message: `The path of the public address "${raw}" has an empty folder name, or a folder named "." or "..".`, hint };
  }
  const written = `${url.origin}${url.pathname.replace(/\/$/, '')}`;
  if (raw.replace(/\/$/, '') !== written)
    return { message: `The public address "${raw}" is not written as browsers write it: "${written}".`, hint: `Write it as ${written}.` };
  return null;
}

/** site.yaml's url, which every page, robots.txt and sitemap.xml state (docs/BEHAVIOUR.md#content-in-markup). */
export function checkPublicAddress({ site }: CheckedContent): Problem[] {
  if (site?.data.url === undefined) return [];
  const mistake = publicAddressMistake(site.data.url);
  return mistake ? [problemAt('invalid-public-address', site.source, ['url'], mistake.message, mistake.hint)] : [];
}
