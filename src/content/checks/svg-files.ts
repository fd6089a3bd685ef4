import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { isRecord } from '../../shared/guards.ts';
import { listed } from '../../shared/listed.ts';
import { problem, type Problem } from '../problem.ts';
import { writeAtomically } from '../write-atomically.ts';
import { readSvg, sanitizerVersion, svgRuleWords, type SvgRisk } from './svg-safety.ts';

/**
 * Every SVG drawing under public/ holds only drawing (docs/BEHAVIOUR.md#pictures-that-cannot-act):
 * the build copies public/ as it is, whether a page names the file or not, and a drawing opened
 * on its own runs as a page of the site. Each drawing is read once: what was found is remembered
 * by the hash of its bytes, beside the parse cache, since reading costs the sanitizer's start.
 */
export function checkSvgFiles(root: string): Problem[] {
  const publicDir = join(root, 'public');
  if (!existsSync(publicDir)) return [];
  const memo = new VerdictMemo(root);
  const problems: Problem[] = [];
  for (const file of svgFilesUnder(publicDir)) {
    const text = readFileSync(file, 'utf8');
    const risks = memo.risksOf(text);
    if (risks.length > 0) problems.push(unsafeSvg(relative(root, file).split(sep).join('/'), text, risks));
  }
  memo.save();
  return problems;
}

/** The problem told at the first thing the drawing may not hold, naming each with its rule. */
function unsafeSvg(file: string, text: string, risks: SvgRisk[]): Problem {
  const at = risks[0]!.near ? Math.max(text.indexOf(risks[0]!.near), 0) : 0;
  const before = text.slice(0, at).split('\n');
  return problem({
    code: 'unsafe-svg',
    file,
    line: before.length,
    column: before.at(-1)!.length + 1,
    path: [],
    message: `The drawing "${file}" holds ${describeRisks(risks)}.`,
    hint: 'A drawing may hold only shapes, text, gradients, filters and styles: remove these in the drawing program and export it again as a plain SVG, or export it as PNG.',
  });
}

/** `<script> (an element that can run …) and onload on <svg> (an event handler …)`. */
export function describeRisks(risks: SvgRisk[]): string {
  return listed(risks.map(({ rule, what }) => `${what} (${svgRuleWords[rule]})`));
}

function svgFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.toLowerCase().endsWith('.svg'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** Raised whenever the rules change, so that every drawing is read again; a new sanitizer reads them again too. */
const verdictFormat = `1/dompurify@${sanitizerVersion}`;
/** Verdicts are few bytes each and never stale (a changed file has another hash); the memo keeps this many. */
const mostRemembered = 5000;
const remembered = new Map<string, SvgRisk[]>();

/** What each drawing read held, by the SHA-256 of its bytes: in this process, and in node_modules/.cache across runs. */
class VerdictMemo {
  private readonly file: string | null;
  private changed = false;

  constructor(root: string) {
    const modules = [join(root, 'node_modules'), join(process.cwd(), 'node_modules')].find((folder) => existsSync(folder));
    this.file = modules ? join(modules, '.cache', 'site-content', 'svg-verdicts.json') : null;
    if (this.file && remembered.size === 0) for (const [hash, risks] of readVerdicts(this.file)) remembered.set(hash, risks);
  }

  risksOf(text: string): SvgRisk[] {
    const hash = createHash('sha256').update(text).digest('hex');
    let risks = remembered.get(hash);
    if (!risks) {
      risks = readSvg(text).risks;
      remembered.set(hash, risks);
      this.changed = true;
    }
    return risks;
  }

  /** Adds what this check read to what the file holds (other sites' checks share it), newest last. */
  save(): void {
    if (!this.file || !this.changed) return;
    try {
      const verdicts = [...readVerdicts(this.file), ...remembered].slice(-mostRemembered);
      writeAtomically(this.file, JSON.stringify({ format: verdictFormat, verdicts: Object.fromEntries(verdicts) }), { flush: false });
    } catch {
      // A read-only folder only costs speed.
    }
  }
}

function readVerdicts(file: string): Map<string, SvgRisk[]> {
  try {
    const memo: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!isRecord(memo) || memo.format !== verdictFormat || !isRecord(memo.verdicts)) return new Map();
    return new Map(Object.entries(memo.verdicts).filter((entry): entry is [string, SvgRisk[]] => Array.isArray(entry[1])));
  } catch {
    return new Map(); // Absent or damaged: every drawing is read again.
  }
}
