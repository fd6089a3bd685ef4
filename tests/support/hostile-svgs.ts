import type { SvgRule } from '../../src/content/checks/svg-safety.ts';

/**
 * SVG drawings that try to run, load from elsewhere or navigate when opened on their own: the forms
 * a review of the editor found, the OWASP XSS filter evasion cheat sheet's SVG vectors and
 * DOMPurify's SVG test vectors, each with the rule that must refuse it. Each one that acts writes
 * "pwned" to the console or asks evil.example for something, so that a browser test can tell.
 */
export interface HostileSvg {
  name: string;
  svg: string;
  rule: SvgRule;
}

const svgNs = 'xmlns="http://www.w3.org/2000/svg"';
const xlinkNs = 'xmlns:xlink="http://www.w3.org/1999/xlink"';
const drawing = (body: string, attributes = '') => `<svg ${svgNs} ${xlinkNs} viewBox="0 0 10 10"${attributes}>${body}</svg>\n`;

const act = "console.log('pwned')";

export const hostileSvgs: HostileSvg[] = [
  // What the review found.
  { name: 'a script with a namespace prefix', svg: drawing(`<x:script xmlns:x="http://www.w3.org/2000/svg">${act}</x:script>`), rule: 'script' },
  {
    name: 'a prefixed XHTML script inside foreignObject',
    svg: drawing(`<foreignObject width="10" height="10"><h:script xmlns:h="http://www.w3.org/1999/xhtml">${act}</h:script></foreignObject>`),
    rule: 'script',
  },
  {
    name: 'an XHTML iframe with srcdoc',
    svg: drawing(`<h:iframe xmlns:h="http://www.w3.org/1999/xhtml" srcdoc="&lt;script&gt;parent.${act}&lt;/script&gt;"/>`),
    rule: 'script',
  },
  {
    name: 'a set that turns a link into a script',
    svg: drawing(`<a><set attributeName="href" to="javascript:${act}"/><text y="5">x</text></a>`),
    rule: 'animation',
  },
  {
    name: 'an animate whose values are a script',
    svg: drawing(`<a><animate attributeName="href" values="javascript:${act}"/><text y="5">x</text></a>`),
    rule: 'animation',
  },
  { name: 'a CSS-escaped @import', svg: drawing('<style>@\\69mport "https://evil.example/a.css";</style>'), rule: 'style' },
  {
    name: 'an XHTML meta refresh',
    svg: drawing('<h:meta xmlns:h="http://www.w3.org/1999/xhtml" http-equiv="refresh" content="0;url=https://evil.example/"/>'),
    rule: 'script',
  },
  // OWASP's cheat sheet and DOMPurify's tests.
  { name: 'onload on the drawing', svg: drawing('<rect width="1" height="1"/>', ` onload="${act}"`), rule: 'handler' },
  { name: 'a plain script', svg: drawing(`<script>${act}</script>`), rule: 'script' },
  { name: 'a script in capitals', svg: drawing(`<SCRIPT>${act}</SCRIPT>`), rule: 'script' },
  { name: 'a script from another site', svg: drawing('<script href="https://evil.example/a.js"/>'), rule: 'script' },
  // Browsers refuse it too (attributes need a space between them), but the file is refused before any browser meets it.
  { name: 'an event handler without spaces', svg: drawing(`<rect width="1"onclick="${act}"/>`), rule: 'malformed' },
  { name: 'a javascript: link', svg: drawing(`<a href="javascript:${act}"><rect width="10" height="10"/></a>`), rule: 'reference' },
  { name: 'a javascript: link through xlink', svg: drawing(`<a xlink:href="javascript:${act}"><rect width="10" height="10"/></a>`), rule: 'reference' },
  {
    name: 'a javascript: link written with character references',
    svg: drawing(`<a href="&#106;avascript:${act}"><rect width="10" height="10"/></a>`),
    rule: 'reference',
  },
  { name: 'a link to another site', svg: drawing('<a href="https://evil.example/"><rect width="10" height="10"/></a>'), rule: 'reference' },
  { name: 'animate with onbegin', svg: drawing(`<animate onbegin="${act}" attributeName="x" dur="1s"/>`), rule: 'animation' },
  { name: 'set of an event handler', svg: drawing(`<set attributeName="onmouseover" to="${act}"/>`), rule: 'animation' },
  { name: 'discard with onbegin', svg: drawing(`<discard onbegin="${act}"/>`), rule: 'animation' },
  { name: 'an XML Events handler', svg: drawing(`<handler xmlns:ev="http://www.w3.org/2001/xml-events" ev:event="load">${act}</handler>`), rule: 'script' },
  {
    name: 'HTML inside foreignObject',
    svg: drawing('<foreignObject width="10" height="10"><iframe src="https://evil.example/"></iframe></foreignObject>'),
    rule: 'script',
  },
  { name: 'a picture of another site', svg: drawing('<image href="https://evil.example/track.png" width="1" height="1"/>'), rule: 'reference' },
  { name: 'a file of this machine', svg: drawing('<image xlink:href="file:///etc/passwd" width="1" height="1"/>'), rule: 'reference' },
  { name: 'a javascript: picture', svg: drawing(`<image href="javascript:${act}" width="1" height="1"/>`), rule: 'reference' },
  {
    name: 'an SVG inside as a data address',
    svg: drawing('<image href="data:image/svg+xml;base64,PHN2Zz48c2NyaXB0Lz48L3N2Zz4=" width="1" height="1"/>'),
    rule: 'reference',
  },
  { name: 'use of another file', svg: drawing('<use href="https://evil.example/sprite.svg#icon"/>'), rule: 'reference' },
  {
    name: 'use of a data address',
    svg: drawing(`<use href="data:image/svg+xml,&lt;svg id='x' xmlns='http://www.w3.org/2000/svg'&gt;&lt;script&gt;${act}&lt;/script&gt;&lt;/svg&gt;#x"/>`),
    rule: 'reference',
  },
  {
    name: 'a filter image from another site',
    svg: drawing('<filter id="f"><feImage href="https://evil.example/x.png"/></filter><rect filter="url(#f)" width="10" height="10"/>'),
    rule: 'reference',
  },
  { name: 'an @import', svg: drawing('<style>@import url(https://evil.example/a.css);</style>'), rule: 'style' },
  {
    name: 'a background from another site',
    svg: drawing('<style>rect { fill: url(https://evil.example/track) }</style><rect width="1" height="1"/>'),
    rule: 'style',
  },
  { name: 'an escaped url()', svg: drawing('<style>rect { fill: u\\72l(https://evil.example/track) }</style><rect width="1" height="1"/>'), rule: 'style' },
  { name: 'a font of another site', svg: drawing('<style>@font-face { font-family: x; src: url(https://evil.example/f.woff) }</style>'), rule: 'style' },
  { name: 'a style attribute that loads', svg: drawing('<rect style="fill: url(https://evil.example/track)" width="1" height="1"/>'), rule: 'style' },
  { name: 'behavior in a style attribute', svg: drawing('<rect style="behavior: url(x.htc)" width="1" height="1"/>'), rule: 'style' },
  { name: 'image-set in a style', svg: drawing('<style>rect { fill: image-set("https://evil.example/a.png" 1x) }</style>'), rule: 'style' },
  {
    name: 'a style sheet instruction',
    svg: `<?xml-stylesheet href="https://evil.example/a.css"?>\n${drawing('<rect width="1" height="1"/>')}`,
    rule: 'reference',
  },
  { name: 'declared entities', svg: `<?xml version="1.0"?>\n<!DOCTYPE svg [<!ENTITY a "aaaaaaaa">]>\n${drawing('<text>&a;</text>')}`, rule: 'declarations' },
  { name: 'XML that is not well formed', svg: `<svg ${svgNs}><rect></svg>`, rule: 'malformed' },
];

/** Plain drawings as programs export them, which must pass as they are: their own parts, embedded pictures, styles, metadata. */
export const plainSvgs: { name: string; svg: string }[] = [
  {
    name: 'its own parts, an embedded raster, a doctype and comments',
    svg:
      `<!-- Made by hand -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n` +
      drawing(
        '<defs><linearGradient id="g"/></defs><rect fill="url(#g)" width="10" height="10"/><use xlink:href="#g"/><image href="data:image/png;base64,iVBORw0KGgo="/>',
      ),
  },
  {
    name: 'an Illustrator export with classes',
    svg: drawing(
      '<defs><style>.cls-1{fill:#0b5fff;}.cls-2{fill:rgb(1 2 3 / 50%)}@media (prefers-color-scheme: dark){.cls-1{fill:#fff}}</style></defs><rect class="cls-1" data-name="Layer 1" width="4" height="4"/><circle class="cls-2" cx="5" cy="5" r="2"/>',
    ),
  },
  {
    name: 'an Inkscape export with its metadata',
    svg: drawing(
      '<metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></metadata>' +
        '<sodipodi:namedview xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" pagecolor="#ffffff"/>' +
        '<g xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" inkscape:label="Layer 1" inkscape:groupmode="layer"><path d="M0 0h10v10z" style="fill:#123456;stroke-width:0.5"/></g>',
    ),
  },
  {
    name: 'a filter and a title',
    svg: drawing('<title>Logo</title><filter id="f"><feGaussianBlur stdDeviation="1"/></filter><text filter="url(#f)" y="5">Hi</text>'),
  },
];
