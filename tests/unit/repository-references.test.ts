import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryFiles } from '../support/repository-files.ts';
import { projectRoot } from '../support/site-copy.ts';

/**
 * The repository explains itself: what the site promises is written in docs/BEHAVIOUR.md, and code,
 * tests and docs point there, never to documents or issue trackers a reader of the repository
 * cannot open.
 */
const behaviourFile = 'docs/BEHAVIOUR.md';
/** What developers write. Content (site.yaml, pages/, locales/, public/) is the editors': never checked here. */
const developerFiles = /^(src|scripts|tests|docs|schema|\.github)\/|^README\.md$/;
/**
 * A document kept outside the repository, by the way it is cited: an upper-case name followed by a
 * section sign, or an upper-case Markdown file the repository does not hold; and an issue number.
 * The names are not listed: any such document counts. (The section sign is written as its code, so
 * that this file, which is checked too, cites nothing itself.)
 */
const sectionCitation = /\b[A-Z][A-Z_]{2,}(?:\.md)?\s*\u00a7/g;
const markdownName = /(?<![\w-])[A-Z][A-Z_-]{2,}\.md\b/g;
const issueNumber = /\b[Ii]ssues? #\d+/g;

/** The outside references in `text`, given the names of the Markdown files the repository holds. */
function outsideReferences(file: string, text: string, heldDocuments: ReadonlySet<string>): Found[] {
  return [
    ...findAll(file, text, sectionCitation),
    ...findAll(file, text, markdownName).filter((found) => !heldDocuments.has(found.text)),
    ...findAll(file, text, issueNumber),
  ].sort((a, b) => a.line - b.line);
}
/** A link to a section of docs/BEHAVIOUR.md, from the root (`docs/BEHAVIOUR.md#forms`) or from docs/. */
const sectionLink = /BEHAVIOUR\.md#([\p{L}\p{N}_-]*)/gu;
/** A link from docs/BEHAVIOUR.md to one of its own sections. */
const ownSectionLink = /\]\(#([\p{L}\p{N}_-]*)\)/gu;

interface Found {
  file: string;
  line: number;
  text: string;
}

/** Every file of the repository (new files count before they are added) with text content. */
function textFiles(): { file: string; text: string }[] {
  return repositoryFiles(projectRoot)
    .map((file) => ({ file, text: readFileSync(join(projectRoot, file), 'utf8') }))
    .filter(({ text }) => !text.includes('\0'));
}

function findAll(file: string, text: string, pattern: RegExp, group = 0): Found[] {
  return [...text.matchAll(pattern)].map((match) => ({ file, line: text.slice(0, match.index).split('\n').length, text: match[group]! }));
}

const where = ({ file, line, text }: Found) => `${file}:${line}: ${text}`;

/** The anchor GitHub gives a heading: lowercase, punctuation dropped, each space a hyphen. */
function githubAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown document's headings, in order; a repeated one gets -1, -2… as on GitHub. */
function headingAnchors(markdown: string): string[] {
  const seen = new Map<string, number>();
  let inFence = false;
  const anchors: string[] = [];
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const heading = inFence ? null : /^#{1,6}\s+(.+?)(?:\s+#+)?\s*$/.exec(line);
    if (!heading) continue;
    const anchor = githubAnchor(heading[1]!);
    const count = seen.get(anchor) ?? 0;
    seen.set(anchor, count + 1);
    anchors.push(count === 0 ? anchor : `${anchor}-${count}`);
  }
  return anchors;
}

describe('the repository stands on its own', () => {
  const files = textFiles();

  it('cites no document kept outside it and no issue number', () => {
    const checked = files.filter(({ file }) => developerFiles.test(file));
    expect(checked.map(({ file }) => file)).toContain('src/main.tsx');
    const held = new Set(files.map(({ file }) => file.split('/').at(-1)!));
    const references = checked.flatMap(({ file, text }) => outsideReferences(file, text, held));
    expect(references.map(where), `Point to a section of ${behaviourFile} instead, or say the fact in a few words`).toEqual([]);
  });

  it(`links only to sections ${behaviourFile} has`, () => {
    const behaviour = files.find(({ file }) => file === behaviourFile);
    expect(behaviour, `${behaviourFile} is missing`).toBeDefined();
    const anchors = new Set(headingAnchors(behaviour!.text));
    const links = [...files.flatMap(({ file, text }) => findAll(file, text, sectionLink, 1)), ...findAll(behaviourFile, behaviour!.text, ownSectionLink, 1)];
    expect(links.length, 'code comments link to its sections').toBeGreaterThan(0);
    const broken = links.filter((link) => !anchors.has(link.text));
    expect(broken.map(where), `Its sections: ${[...anchors].join(', ')}`).toEqual([]);
  });
});

describe('what the check recognises', () => {
  // Made-up citations, put together here so that the text of this file holds none of them.
  const section = '\u00a7';
  const md = '.md';
  const issue = (word: string, number: number) => `${word} #${number}`;
  it.each([
    [`PLAN ${section}3`, [`PLAN ${section}`]],
    [`the five fields (DECISIONS ${section}A.7–8)`, [`DECISIONS ${section}`]],
    [`see PLAN${md} and NOTES${md} ${section}2`, [`PLAN${md}`, `NOTES${md} ${section}`, `NOTES${md}`]],
    [`${issue('Issue', 6)}'s size budgets`, [issue('Issue', 6)]],
    [`fixed in ${issue('issue', 12)}`, [issue('issue', 12)]],
    ['tests/e2e/map.spec.ts, a plan, some notes', []],
    ['(docs/BEHAVIOUR.md#forms), README.md and EDITING.md', []],
    [`docs/ADD-A-BLOCK${md}, and FIRST-STEPS${md}`, [`FIRST-STEPS${md}`]],
  ])('%s', (text, expected) => {
    const held = new Set(['BEHAVIOUR.md', 'README.md', 'EDITING.md', 'ADD-A-BLOCK.md']);
    expect(
      outsideReferences('x', text, held)
        .map((found) => found.text)
        .sort(),
    ).toEqual(expected.sort());
  });

  it.each([
    ['Routes', 'routes'],
    ['Map and consent', 'map-and-consent'],
    ['Anti-forgery header', 'anti-forgery-header'],
    ['`site.yaml`: the constants', 'siteyaml-the-constants'],
    ['Página no encontrada', 'página-no-encontrada'],
  ])('the heading "%s" is reached as #%s', (heading, anchor) => {
    expect(githubAnchor(heading)).toBe(anchor);
  });

  it('numbers repeated headings and skips code blocks', () => {
    expect(headingAnchors('# Forms\n## Outcomes\n```sh\n# not a heading\n```\n### Outcomes ##\n')).toEqual(['forms', 'outcomes', 'outcomes-1']);
  });
});
