import { DOMParser, onWarningStopParsing, type Node as XmlNode } from '@xmldom/xmldom';
import { parse, parseFragment, type DefaultTreeAdapterMap } from 'parse5';

/**
 * A built file read by a real parser, as a flat list of what it holds in document order: each
 * element, attribute, text and comment, with its place in the tree. Two files have the same
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
