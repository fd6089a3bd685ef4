import { createRequire } from 'node:module';
import createDOMPurify, { type DOMPurify } from 'dompurify';
import type { JSDOM } from 'jsdom';
import { findStyleRisk, isOwnPart } from './svg-style.ts';

/**
 * What an SVG drawing may hold, decided by a real parser and sanitizer rather than by patterns
 * (docs/BEHAVIOUR.md#pictures-that-cannot-act): the file is parsed as the browser parses an SVG
 * file, as XML, and DOMPurify's SVG profile keeps only drawing — shapes, text, gradients, filters,
 * styles. A site serves its drawings from its own origin, and a drawing opened on its own is a
 * document: a script in it would run as the site.
 */

/** Why something in a drawing is refused, in the words of the rule it breaks. */
export type SvgRule = 'malformed' | 'declarations' | 'script' | 'handler' | 'animation' | 'reference' | 'style';

/** One thing a drawing holds that it may not: the rule, and the element or attribute, as the file names it. */
export interface SvgRisk {
  rule: SvgRule;
  /** `<x:script>`, `onload on <svg>`, `href="https://…" on <image>`. */
  what: string;
  /** Text to look for in the file to place the risk at its line. */
  near: string;
}

export interface SvgReading {
  /** The drawing with only what it may hold, serialised again; undefined when it cannot be read at all. */
  clean: string | undefined;
  /** What was removed that could act: run, load from elsewhere, navigate. */
  risks: SvgRisk[];
}

/** Each rule in plain words, as a message completes "holds …". */
export const svgRuleWords: Record<SvgRule, string> = {
  malformed: 'XML that is not well formed, which browsers may read otherwise than this check',
  declarations: 'a DOCTYPE with declarations (entities can make a small file grow without end)',
  script: 'an element that can run or show something other than a drawing (a script, an embedded page, a redirect)',
  handler: 'an event handler, a script run when something happens',
  animation: 'an animation of links or attributes, which can turn a link into a script',
  reference: 'a reference to another file or address, which loads or opens it',
  style: 'a style that loads from elsewhere or cannot be read',
};

const animations = new Set(['set', 'animate', 'animatemotion', 'animatetransform', 'discard']);
const referenceAttributes = new Set(['href', 'xlink:href', 'src']);

interface Sanitizer {
  window: JSDOM['window'];
  purify: DOMPurify;
  styleRisks: SvgRisk[];
}

let sanitizer: Sanitizer | undefined;

/** What DOMPurify removes changes with its version. */
export const sanitizerVersion = createDOMPurify.version;

/**
 * jsdom takes about a second to load: only a check that meets a drawing it has not read before
 * (image-facts.ts remembers the others) or an upload pays for it.
 */
function loadSanitizer(): Sanitizer {
  if (sanitizer) return sanitizer;
  // oxlint-disable-next-line typescript/no-unsafe-type-assertion -- required on demand (see above), with the package's own types
  const { JSDOM: Dom } = createRequire(import.meta.url)('jsdom') as typeof import('jsdom');
  const { window } = new Dom('');
  const purify = createDOMPurify(window);
  // Set once: a configuration given with each call is parsed again each time.
  // `use` draws a part of the drawing again; its references are held to its own parts like every other.
  // What a refused element held goes with it: a script's text is no drawing.
  purify.setConfig({ USE_PROFILES: { svg: true, svgFilters: true }, ADD_TAGS: ['use'], KEEP_CONTENT: false, IN_PLACE: true });
  const styleRisks: SvgRisk[] = [];
  purify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName !== 'style') return;
    const risk = findStyleRisk(node.textContent ?? '');
    if (risk) {
      styleRisks.push({ rule: 'style', what: `${risk} in <style>`, near: '<style' });
      node.textContent = '';
    }
  });
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    if (data.attrName === 'style') {
      const risk = findStyleRisk(data.attrValue, 'declarations');
      if (risk) {
        styleRisks.push({ rule: 'style', what: `${risk} in the style of <${node.nodeName}>`, near: 'style=' });
        data.keepAttr = false;
      }
    } else if (referenceAttributes.has(data.attrName) && !isOwnPart(data.attrValue)) {
      data.keepAttr = false;
    }
  });
  sanitizer = { window, purify, styleRisks };
  return sanitizer;
}

/** Reads `text` as a browser reads an SVG file, and says what of it could act. */
export function readSvg(text: string): SvgReading {
  const declarations = doctypeDeclarations(text);
  if (declarations) return { clean: undefined, risks: [{ rule: 'declarations', what: declarations, near: '<!DOCTYPE' }] };
  const { window, purify, styleRisks } = loadSanitizer();
  const document = new window.DOMParser().parseFromString(text, 'image/svg+xml');
  const error = document.getElementsByTagName('parsererror')[0];
  if (error || document.documentElement.namespaceURI !== 'http://www.w3.org/2000/svg')
    return { clean: undefined, risks: [{ rule: 'malformed', what: error?.textContent?.trim() || 'its root is not an SVG element', near: '' }] };
  styleRisks.length = 0;
  purify.sanitize(document.documentElement);
  const risks = [...stylesheetInstructions(document), ...purify.removed.flatMap(riskOfRemoval), ...styleRisks];
  const doctype = document.doctype ? `<!DOCTYPE ${document.doctype.name}>\n` : '';
  return { clean: `${doctype}${new window.XMLSerializer().serializeToString(document.documentElement)}\n`, risks };
}

type Removal = (typeof import('dompurify').default)['removed'][number];

/** `<?xml-stylesheet href="…"?>` before the drawing loads a style sheet when the file is opened; the clean copy leaves it out. */
function stylesheetInstructions(document: Document): SvgRisk[] {
  return [...document.childNodes]
    .filter((node): node is ProcessingInstruction => node.nodeType === node.PROCESSING_INSTRUCTION_NODE)
    .filter((instruction) => instruction.target.toLowerCase() === 'xml-stylesheet')
    .map((instruction) => ({ rule: 'reference', what: `<?xml-stylesheet ${instruction.data}?>`, near: '<?xml-stylesheet' }));
}

/** Elements of these languages act in a browser; an element of any other is inert, as is an attribute the profile does not know. */
const activeNamespaces = new Set(['http://www.w3.org/2000/svg', 'http://www.w3.org/1999/xhtml', 'http://www.w3.org/1998/Math/MathML']);

const isElement = (node: Node): node is Element => node.nodeType === node.ELEMENT_NODE;

function riskOfRemoval(removal: Removal): SvgRisk[] {
  if ('element' in removal) {
    const { element } = removal;
    if (!isElement(element) || !activeNamespaces.has(element.namespaceURI ?? '')) return [];
    const name = element.nodeName;
    const rule: SvgRule = animations.has(element.localName.toLowerCase()) ? 'animation' : 'script';
    return [{ rule, what: `<${name}>`, near: `<${name}` }];
  }
  const { attribute, from } = removal;
  if (!attribute) return [];
  const on = `on <${from.nodeName}>`;
  if (/^on/i.test(attribute.localName)) return [{ rule: 'handler', what: `${attribute.name} ${on}`, near: `${attribute.name}=` }];
  if (referenceAttributes.has(attribute.name)) return [{ rule: 'reference', what: `${attribute.name}="${attribute.value}" ${on}`, near: attribute.value }];
  return [];
}

/**
 * The declarations of a DOCTYPE's internal subset (`<!DOCTYPE svg [ <!ENTITY … > ]>`), read from the
 * prolog before anything parses the file: the parser would expand them first.
 */
function doctypeDeclarations(text: string): string | undefined {
  let rest = text.replace(/^\uFEFF/, '');
  for (;;) {
    rest = rest.trimStart();
    const end = rest.startsWith('<?') ? rest.indexOf('?>') + 2 : rest.startsWith('<!--') ? rest.indexOf('-->') + 3 : 0;
    if (end <= 2) break;
    rest = rest.slice(end);
  }
  if (!rest.startsWith('<!DOCTYPE')) return undefined;
  const subset = rest.indexOf('[');
  const close = rest.indexOf('>');
  return subset >= 0 && subset < close ? 'a DOCTYPE with an internal subset ([ … ])' : undefined;
}
