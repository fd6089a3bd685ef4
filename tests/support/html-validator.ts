import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { parse, parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { escapeHtmlText } from '../../src/shared/escape.ts';

const run = promisify(execFile);

/** The Nu Html Checker's own file, as the vnu-jar package ships it. */
const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/** What the checker says of a document: `error`, `warning`, or `info` (a remark that is neither). */
export interface CheckerMessage {
  file: string;
  kind: 'error' | 'warning' | 'info';
  message: string;
  line: number | undefined;
  extract: string | undefined;
}

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

/**
 * Checks `files` (HTML documents) with the W3C Nu Html Checker (docs/DEPLOY.md#html-validity), all
 * in one Java process: starting Java costs seconds, each document a few milliseconds. It needs Java
 * 17 or later; without it, it says how to get it.
 */
export async function checkHtml(files: readonly string[]): Promise<CheckerMessage[]> {
  let output: string;
  try {
    ({ stderr: output } = await run('java', ['-jar', vnuJar, '--format', 'json', '--exit-zero-always', ...files], { maxBuffer: 256 * 1024 * 1024 }));
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') {
      throw new Error(
        'The W3C HTML checker (vnu-jar) runs on Java 17 or later, and there is no "java" here. On Debian: apt-get install default-jre-headless (.ci/run installs it when absent).',
        { cause: error },
      );
    }
    throw error;
  }
  const { messages } = JSON.parse(output) as { messages: VnuMessage[] };
  return messages.map((message) => ({
    file: message.url ? decodeURIComponent(new URL(message.url).pathname) : '(no file)',
    kind: message.type === 'error' || message.type === 'non-document-error' ? 'error' : message.subType === 'warning' ? 'warning' : 'info',
    message: message.message,
    line: message.lastLine,
    extract: message.extract,
  }));
}

type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['childNode'] | DefaultTreeAdapterMap['document'] | DefaultTreeAdapterMap['documentFragment'];

function* elementsIn(node: Node): Generator<Element> {
  if ('tagName' in node) yield node;
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) yield* elementsIn(child);
  if ('content' in node) yield* elementsIn(node.content);
}

const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;

/**
 * A prerendered screen (hash routing: a `<template>` the boot script fetches) as the document a
 * visitor then has, for the checker, which reads whole documents and skips what a `<template>`
 * holds: index.html with the screen's markup in #root, its language on <html>, its title and its
 * head's tags in place of the home page's, as the boot script puts them (src/prerender/boot-script.ts).
 */
export function screenAsDocument(indexHtml: string, screenHtml: string): string {
  const screen = [...elementsIn(parseFragment(screenHtml, { sourceCodeLocationInfo: true }))].find((element) => element.tagName === 'template');
  const at = screen?.sourceCodeLocation;
  if (!screen || !at?.startTag || !at.endTag) throw new Error(`Not a prerendered screen: ${screenHtml.slice(0, 80)}…`);
  const markup = screenHtml.slice(at.startTag.endOffset, at.endTag.startOffset);
  const index = [...elementsIn(parse(indexHtml, { sourceCodeLocationInfo: true }))];
  const html = index.find((element) => element.tagName === 'html')!.sourceCodeLocation!.attrs!.lang!;
  const title = index.find((element) => element.tagName === 'title')!.sourceCodeLocation!;
  const root = index.find((element) => attribute(element, 'id') === 'root')!.sourceCodeLocation!;
  // Spliced from the end, so that each place read above is still where it was.
  const edits = [
    { from: root.startTag!.endOffset, to: root.endTag!.startOffset, text: markup },
    ...index
      .filter((element) => attribute(element, 'data-page-head') !== undefined)
      .map(({ sourceCodeLocation: tag }) => ({ from: tag!.startOffset, to: tag!.endOffset, text: '' })),
    {
      from: title.startOffset,
      to: title.endOffset,
      text: `<title>${escapeHtmlText(attribute(screen, 'data-title') ?? '')}</title>${attribute(screen, 'data-head') ?? ''}`,
    },
    { from: html.startOffset, to: html.endOffset, text: `lang="${attribute(screen, 'data-language') ?? ''}"` },
  ].sort((a, b) => b.from - a.from);
  return edits.reduce((text, { from, to, text: replacement }) => text.slice(0, from) + replacement + text.slice(to), indexHtml);
}
