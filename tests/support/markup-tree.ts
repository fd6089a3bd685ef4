import { DOMParser, onWarningStopParsing, type Node as XmlNode } from '@xmldom/xmldom';
import { parse, parseFragment, type DefaultTreeAdapterMap } from 'parse5';

/**
 * A built file read by a real parser, as a flat list of what it holds in document order: each
 * element, attribute, text and comment, with its place in the tree, and what a JSON-LD data block
 * holds, read as JSON (flattenJson). Two files have the same
 * structure when their lists name the same places; their texts and attribute values can then be
 * compared one by one.
 */
export interface MarkupPart {
  /** Where it is: the elements from the root (`html/body/div#1`…), and `@name` for an attribute. */
  place: string;
  kind: 'element' | 'attribute' | 'text' | 'comment' | 'doctype';
  /** The tag or attribute name, the text, the comment. */
  value: string;
}

type HtmlNode = DefaultTreeAdapterMap['childNode'] | DefaultTreeAdapterMap['parentNode'];
/** Attributes that hold HTML (the head tags of a prerendered screen): parsed, not compared as text. */
const htmlAttributes = new Set(['data-head']);

/** A data block of JSON-LD: its text is read as search engines read it, as JSON. */
const isJsonLd = (node: HtmlNode) =>
  'tagName' in node && node.tagName === 'script' && node.attrs.some(({ name, value }) => name === 'type' && value === 'application/ld+json');

/**
 * A JSON value as parts: each object and array an element (its keys in the places below it), each
 * string a text, anything else (numbers, true, false, null) an element named by its value, so that
 * two values compare by their structure and their strings, whatever escapes wrote them.
 */
function flattenJson(value: unknown, place: string, out: MarkupPart[]): void {
  if (typeof value === 'string') out.push({ place, kind: 'text', value });
  else if (Array.isArray(value)) {
    out.push({ place, kind: 'element', value: '[]' });
    value.forEach((item: unknown, index) => flattenJson(item, `${place}/${index}`, out));
  } else if (value !== null && typeof value === 'object') {
    out.push({ place, kind: 'element', value: '{}' });
    for (const [key, item] of Object.entries(value)) flattenJson(item, `${place}/${JSON.stringify(key)}`, out);
  } else out.push({ place, kind: 'element', value: JSON.stringify(value) });
}

/**
 * The JSON of a JSON-LD data block, parsed. A block that is not JSON is one text saying so, with
 * the error: no JSON's parts are of that shape, so a comparison with a file whose block is JSON
 * names the file and the place.
 */
function flattenJsonLd(node: DefaultTreeAdapterMap['element'], place: string, out: MarkupPart[]): void {
  const text = node.childNodes.map((child) => (child.nodeName === '#text' ? (child as DefaultTreeAdapterMap['textNode']).value : '')).join('');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    out.push({ place: `${place}/json`, kind: 'text', value: `not JSON (${String(error)}): ${text}` });
    return;
  }
  flattenJson(json, `${place}/json`, out);
}

function flattenHtml(node: HtmlNode, place: string, out: MarkupPart[]): void {
  if (node.nodeName === '#text') out.push({ place, kind: 'text', value: (node as DefaultTreeAdapterMap['textNode']).value });
  else if (node.nodeName === '#comment') out.push({ place, kind: 'comment', value: (node as DefaultTreeAdapterMap['commentNode']).data });
  else if (node.nodeName === '#documentType') out.push({ place, kind: 'doctype', value: (node as DefaultTreeAdapterMap['documentType']).name });
  if ('tagName' in node) {
    out.push({ place, kind: 'element', value: node.tagName });
    for (const { name, value } of node.attrs) {
      out.push({ place: `${place}@${name}`, kind: 'attribute', value: htmlAttributes.has(name) ? '' : value });
      if (htmlAttributes.has(name)) flattenHtml(parseFragment(value), `${place}@${name}`, out);
    }
    if (node.tagName === 'template') flattenHtml((node as DefaultTreeAdapterMap['template']).content, `${place}/content`, out);
    if (isJsonLd(node)) return flattenJsonLd(node, place, out);
  }
  if ('childNodes' in node) node.childNodes.forEach((child, index) => flattenHtml(child, `${place}/${index}`, out));
}

/** An HTML document (`<!doctype html>…`) or fragment (a prerendered screen's `<template>`), as parse5 reads it. */
export function htmlParts(text: string): MarkupPart[] {
  const out: MarkupPart[] = [];
  flattenHtml(/^\s*<!doctype/i.test(text) ? parse(text) : parseFragment(text), '', out);
  return out;
}

function flattenXml(node: XmlNode, place: string, out: MarkupPart[]): void {
  if (node.nodeType === node.TEXT_NODE || node.nodeType === node.CDATA_SECTION_NODE) out.push({ place, kind: 'text', value: node.nodeValue ?? '' });
  else if (node.nodeType === node.COMMENT_NODE) out.push({ place, kind: 'comment', value: node.nodeValue ?? '' });
  else if (node.nodeType === node.ELEMENT_NODE) {
    out.push({ place, kind: 'element', value: node.nodeName });
    const { attributes } = node as XmlNode & { attributes: ArrayLike<{ name: string; value: string }> };
    for (const { name, value } of Array.from(attributes)) out.push({ place: `${place}@${name}`, kind: 'attribute', value });
  }
  Array.from(node.childNodes ?? []).forEach((child, index) => flattenXml(child, `${place}/${index}`, out));
}

/** An XML file, read by a parser that stops at the first mistake (anything not well-formed throws). */
export function xmlParts(text: string): MarkupPart[] {
  const out: MarkupPart[] = [];
  flattenXml(new DOMParser({ onError: onWarningStopParsing }).parseFromString(text, 'text/xml'), '', out);
  return out;
}
