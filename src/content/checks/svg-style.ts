import { parse, walk, type CssNode } from 'css-tree';

/**
 * The CSS a drawing may hold, read by a real CSS parser (css-tree): rules and declarations, `@media`
 * and `@keyframes`, and the functions that compute a colour, a length or a transform. Anything
 * else — another at-rule (`@import`, however escaped: `@\69mport` is no `@media`), a `url()` to
 * anything but the drawing's own parts, a function that can fetch (`image-set()`), or text the
 * parser cannot read — is what it refuses, since a browser may read such text otherwise.
 */

const atRules = new Set(['media', 'keyframes', '-webkit-keyframes', 'supports']);

const functions = new Set([
  ...'rgb rgba hsl hsla hwb lab lch oklab oklch color color-mix light-dark var env calc min max clamp round abs sign attr'.split(' '),
  ...'matrix translate translatex translatey scale scalex scaley rotate skew skewx skewy cubic-bezier steps'.split(' '),
  ...'linear-gradient radial-gradient conic-gradient repeating-linear-gradient repeating-radial-gradient'.split(' '),
  ...'drop-shadow blur brightness contrast grayscale hue-rotate invert opacity saturate sepia'.split(' '),
]);

/** A reference within the drawing (`#gradient`), or a raster picture embedded in it. */
export function isOwnPart(target: string): boolean {
  const value = target.trim();
  return value.startsWith('#') || /^data:image\/(?:png|jpeg|gif|webp|avif)[;,]/i.test(value);
}

/** The first thing in `css` a drawing may not hold, in words (`@\69mport`, `url(https://…)`), or undefined. */
export function findStyleRisk(css: string, context: 'stylesheet' | 'declarations' = 'stylesheet'): string | undefined {
  let risk: string | undefined;
  const tree = parse(css, {
    context: context === 'declarations' ? 'declarationList' : 'stylesheet',
    parseValue: true,
    parseCustomProperty: true,
    onParseError: (error) => (risk ??= `CSS the check cannot read (${error.message})`),
  });
  walk(tree, (node) => {
    risk ??= riskOf(node);
  });
  return risk;
}

function riskOf(node: CssNode): string | undefined {
  if (node.type === 'Atrule') return atRules.has(node.name.toLowerCase()) ? undefined : `@${node.name}`;
  if (node.type === 'Url') return isOwnPart(node.value) ? undefined : `url(${node.value})`;
  if (node.type === 'Function') return functions.has(node.name.toLowerCase()) ? undefined : `${node.name}()`;
  if (node.type === 'Raw' && node.value.trim() !== '') return `CSS the check cannot read ("${node.value.trim().slice(0, 40)}")`;
  return undefined;
}
