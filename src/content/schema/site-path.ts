/**
 * Why a value is not a path on this site (`sitePath` in schema/definitions.json), in an editor's
 * words. Such a path is where the site's own pages send data (the newsletter endpoint): written as
 * "//host", with "\" or as a web address it would send it to another site (docs/BEHAVIOUR.md#paths-on-this-site).
 */

/** The schema path ajv reports for a value that breaks the definition's pattern. */
export const sitePathRule = 'definitions.json#/definitions/sitePath/pattern';

export const sitePathHint = 'Write a path on this site: "/", then names of letters, digits and . _ ~ - between single slashes, such as "/api/newsletter".';

const toAnotherSite = 'leads to another site: browsers read';

/** What is wrong with `value`, which does not match the definition's pattern. */
export function whyNotASitePath(value: string): string {
  const quoted = `"${value}"`;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return `${quoted} is a web address, but this field takes a path on this site.`;
  if (/^[/\\]{2}/.test(value)) {
    const backslash = value.slice(0, 2).includes('\\') ? ' "\\" as "/", and' : '';
    return `${quoted} ${toAnotherSite}${backslash} an address that starts with "//" as the address of another site.`;
  }
  if (value.includes('\\')) return `${quoted} contains "\\", which browsers read as "/".`;
  const escape = /%[0-9a-f]{0,2}/i.exec(value)?.[0];
  if (escape !== undefined) return `${quoted} contains an encoded character ("${escape}"): write the path out, letter by letter.`;
  if (!value.startsWith('/')) return `${quoted} does not start with "/".`;
  if (value.includes('//')) return `${quoted} has an empty name between two slashes ("//").`;
  if (/\/\./.test(value)) return `${quoted} has a name that starts with ".": write the path as it is, without "." or ".." steps.`;
  const stray = /[^A-Za-z0-9/._~-]/u.exec(value)?.[0];
  if (stray !== undefined) return `${quoted} contains "${stray}", which a path on this site may not contain.`;
  return `${quoted} is not a path on this site.`;
}
