/**
 * The one way from content to markup (docs/BEHAVIOUR.md#content-in-markup). Whatever the build
 * writes by hand into an HTML file, robots.txt or sitemap.xml (React escapes what it renders) goes
 * through the function of its place, so that no text of the content, whatever it holds, can change
 * the structure around it. Insert the result with a replacer function or split/join, never as a
 * replacement string, whose `$'`, `` $` ``, `$&` and `$1` String.replace would expand.
 */

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const entity = (character: string) => entities[character]!;

/** A text between tags: `<title>`, `<h1>`. */
export function escapeHtmlText(value: string): string {
  return value.replace(/[&<>]/g, entity);
}

/** The value of an attribute, written between double quotes. */
export function escapeHtmlAttribute(value: string): string {
  return value.replace(/[&<>"']/g, entity);
}

/** Schemes an address written by the build may have; anything else (javascript:, data:) is never written. */
const schemes = new Set(['http', 'https', 'mailto', 'tel']);
/** What no address holds as it is: spaces, controls, quotes, angle brackets and the like, and anything beyond ASCII. */
const notInAddresses = /[^\x21-\x7e]|["<>\\^`{|}]/gu;

/**
 * An address as a text file holds it (robots.txt): what no address holds as it is, percent-encoded
 * (a line break could not start a line of its own); an address with a scheme other than http(s),
 * mailto or tel is refused, as the content check refuses it.
 */
export function escapeUrl(url: string): string {
  // Browsers ignore controls and spaces in a scheme, so must this.
  // oxlint-disable-next-line eslint/no-control-regex -- C0 controls and space are the very characters removed here
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url.replace(/[\u0000-\u0020]/g, ''))?.[1];
  if (scheme !== undefined && !schemes.has(scheme.toLowerCase())) throw new Error(`"${url}" is no address the site may write: its scheme is "${scheme}:".`);
  return url.replace(notInAddresses, (character) =>
    character.length === 1 && /[\uD800-\uDFFF]/.test(character) ? '%EF%BF%BD' : encodeURIComponent(character),
  );
}

/** An address as the value of an attribute (`href`, a `<meta>`'s `content`). */
export function escapeUrlAttribute(url: string): string {
  return escapeHtmlAttribute(escapeUrl(url));
}

/** What XML 1.0 cannot hold at all, even escaped: controls other than tab and line breaks, lone surrogates, U+FFFE and U+FFFF. */
// oxlint-disable-next-line eslint/no-control-regex -- the control characters XML forbids are the very characters matched here
const notInXml = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/gu;
const xmlEntities: Record<string, string> = { ...entities, "'": '&apos;' };

/** A text or an attribute's value in an XML file (sitemap.xml); what XML cannot hold becomes U+FFFD, as writing a lone surrogate to a file does. */
export function escapeXml(value: string): string {
  return value.replace(notInXml, () => '\uFFFD').replace(/[&<>"']/g, (character) => xmlEntities[character]!);
}

const scriptUnsafe: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/**
 * A value as JSON inside a `<script>`: no `</script>` or `<!--` can end or change the script, and
 * U+2028 and U+2029 stay escapes, as older JavaScript parsers read them as line ends.
 */
export function jsonForScript(value: unknown): string {
  const json = JSON.stringify(value) as string | undefined;
  if (json === undefined) throw new TypeError('jsonForScript: the value has no JSON form.');
  return json.replace(/[<>&\u2028\u2029]/g, (character) => scriptUnsafe[character]!);
}
