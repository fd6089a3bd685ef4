import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { movePage } from '../../scripts/move-page.ts';
import { newArticle, newPage } from '../../scripts/new-content.ts';
import { runPipeline } from '../../src/content/pipeline.ts';
import { formatReport } from '../../src/content/report.ts';
import type { CompiledSite } from '../../src/content/compile/compile-site.ts';
import { editOf, fencesIn, type Fence } from '../support/guide-fences.ts';
import { compileSiteFolder, renderRouteHead, renderRouteText } from '../support/render.tsx';
import { SiteCopy, guideSiteRoot, projectRoot } from '../support/site-copy.ts';

/**
 * Runs every recipe of docs/EDITING.md on a copy of tests/fixtures/guide-site, a frozen copy of the
 * live site: its names are the live site's, so that editors recognise the pages, files and texts a
 * recipe names, and it is frozen, so that an edit of the live site never breaks a recipe (the live
 * site is checked only from its own YAML). A recipe's `before`/`after` blocks are the
 * edits, its `sh run` blocks the commands, its `check` blocks what the visitor must see after the
 * edit, and must not see before it (its `absent` blocks the other way round; `css check` blocks:
 * what the style sheet's colours must hold). The recipes run on a
 * day of their own, 2030-01-15 (SITE_TODAY), after every article of the sample: "Schedule an
 * article" dates one after it, and new:article dates one on it.
 */
interface Recipe {
  title: string;
  fences: Fence[];
}

const guide = readFileSync(join(projectRoot, 'docs/EDITING.md'), 'utf8');
const recipes: Recipe[] = guide
  .split('\n## Recipes\n')[1]!
  .split(/\n### /)
  .slice(1)
  .map((section) => ({
    title: section.split('\n')[0]!,
    fences: fencesIn(section),
  }));

let site: SiteCopy;
beforeEach(() => {
  site = new SiteCopy(guideSiteRoot);
});
afterEach(() => site.remove());

const realToday = process.env.SITE_TODAY;
beforeAll(() => {
  process.env.SITE_TODAY = '2030-01-15';
});
afterAll(() => {
  if (realToday === undefined) delete process.env.SITE_TODAY;
  else process.env.SITE_TODAY = realToday;
});

/**
 * Whether what a check block says holds: the route of a `text check` block shows its lines (in
 * their order, for an `order` check), the head of its page holds the tags of an `html check`
 * block, the route of a `text absent` block shows none of its lines.
 */
function holds(output: CompiledSite, check: Fence): boolean {
  if (!check.info.startsWith('text absent')) return shows(output, check);
  return check.body
    .trim()
    .split('\n')
    .every((line) => !renderRouteText(output, /route=(\S+)/.exec(check.info)![1]!, /language=(\S+)/.exec(check.info)![1]!).includes(line));
}

function shows(output: CompiledSite, check: Fence): boolean {
  if (check.info === 'css check')
    return check.body
      .trim()
      .split('\n')
      .every((line) => output.brand.css.includes(line));
  const route = /route=(\S+)/.exec(check.info)![1]!;
  const language = /language=(\S+)/.exec(check.info)![1]!;
  const text = check.info.startsWith('html check') ? renderRouteHead(output, route, language) : renderRouteText(output, route, language);
  const positions = check.body
    .trim()
    .split('\n')
    .map((line) => text.indexOf(line));
  if (positions.some((position) => position < 0)) return false;
  return !check.info.endsWith(' order') || positions.every((position, i) => i === 0 || positions[i - 1]! < position);
}

/** Applies the recipe's edits and commands to the site copy, and returns its `text check` and `html check` blocks. */
function applyRecipe(recipe: Recipe): Fence[] {
  const checks: Fence[] = [];
  let pending: { file: string; before: string } | null = null;
  for (const fence of recipe.fences) {
    const step = editOf(fence, pending);
    pending = step.pending;
    // Fails, naming the file and the text, when the "before" text is not in the file.
    if (step.edit) site.edit(step.edit.file, step.edit.before, step.edit.after);
    else if (fence.info === 'sh run') {
      const [, command, argument, second] = /npm run (new:page|new:article|move:page) -- (\S+)(?: (\S+))?/.exec(fence.body) ?? [];
      if (!command) throw new Error(`Not a command the recipes can run: ${fence.body}`);
      if (command === 'move:page') movePage(site.root, argument!, second!);
      else (command === 'new:page' ? newPage : newArticle)(site.root, argument!);
    } else if (/^(text|html|css) check|^text absent/.test(fence.info)) checks.push(fence);
  }
  return checks;
}

describe('docs/EDITING.md', () => {
  it('shows, as its sample of npm run validate, what the check prints for that mistake', () => {
    // The sample is the report for "counters" misspelt in the sample's pages/about-us.yaml; a long hint may end in "…".
    const sample = /```text\n(pages\/about-us\.yaml:\d+:\d+ {2}error[\s\S]*?)```/.exec(guide)?.[1];
    expect(sample, 'the sample report in docs/EDITING.md').toBeDefined();
    site.edit('pages/about-us.yaml', '  - type: counters', '  - type: counter');
    const printed = formatReport(runPipeline(site.root, { compile: false }).problems, site.root).split('\n');
    const sampleLines = sample!.trimEnd().split('\n');
    expect(
      printed.slice(0, sampleLines.length).map((line, i) => (sampleLines[i]!.endsWith('…') ? `${line.slice(0, sampleLines[i]!.length - 1)}…` : line)),
    ).toEqual(sampleLines);
  });

  it('shows, as its sample of a colour too pale, what the check prints for it', () => {
    const sample = /```text\n(site\.yaml:\d+:\d+ {2}error {2}low-contrast[\s\S]*?)```/.exec(guide)?.[1];
    expect(sample, 'the sample low-contrast report in docs/EDITING.md').toBeDefined();
    site.edit('site.yaml', 'primary: "#1849a9"', 'primary: "#7fb38f"');
    const printed = formatReport(runPipeline(site.root, { compile: false }).problems, site.root).split('\n');
    const sampleLines = sample!.trimEnd().split('\n');
    expect(printed.slice(0, sampleLines.length).map((line) => line.trimEnd())).toEqual(sampleLines.map((line) => line.trimEnd()));
  });

  it('has the recipes the editors asked for', () => {
    expect(recipes.map((r) => r.title)).toEqual([
      'Find where a text comes from',
      'Change the phone number or the email',
      'Add a menu entry',
      'Add a page',
      'Add a service card',
      'Add a blog article',
      'Format a text: bold words, a list and a link',
      'Tag an article',
      'Schedule an article',
      'Change or translate a text',
      'Reorder sections',
      'Change a skill value',
      'Make every page findable by search engines',
      'Change the brand colours',
      'Rename a page',
    ]);
  });

  it.each(recipes.map((recipe) => [recipe.title, recipe] as const))('%s: the edit validates and shows on the page', (_title, recipe) => {
    const untouched = compileSiteFolder(site.root);
    const checks = applyRecipe(recipe);
    expect(checks.length).toBeGreaterThan(0);
    // A check the site passes before the edit would prove nothing about the recipe.
    expect(checks.filter((check) => holds(untouched, check)).map((check) => check.body)).toEqual([]);

    const { problems, compiled } = runPipeline(site.root);
    expect(
      problems.filter((p) => p.severity === 'error'),
      formatReport(problems, site.root),
    ).toEqual([]);
    expect(checks.filter((check) => !holds(compiled!, check)).map((check) => `${check.info}\n${check.body}`)).toEqual([]);
  });
});
