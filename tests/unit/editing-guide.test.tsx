import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newArticle, newPage } from '../../scripts/new-content.ts';
import { runPipeline } from '../../src/content/pipeline.ts';
import { formatReport } from '../../src/content/report.ts';
import { renderRouteText } from '../support/render.tsx';
import { SiteCopy, projectRoot } from '../support/site-copy.ts';

/**
 * Runs every recipe of docs/EDITING.md on a copy of the site: its `before`/`after` blocks are the
 * edits, its `sh run` blocks the commands, its `check` blocks what the visitor must then see.
 */
interface Fence {
  info: string;
  body: string;
}
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
    fences: [...section.matchAll(/```([^\n]*)\n([\s\S]*?)```/g)].map(([, info, body]) => ({ info: info!.trim(), body: body! })),
  }));

let site: SiteCopy;
beforeEach(() => {
  site = new SiteCopy(projectRoot);
});
afterEach(() => site.remove());

describe('docs/EDITING.md', () => {
  it('has the recipes the editors asked for', () => {
    expect(recipes.map((r) => r.title)).toEqual([
      'Change the phone number or the email',
      'Add a menu entry',
      'Add a page',
      'Add a service card',
      'Add a blog article',
      'Change or translate a text',
      'Reorder sections',
      'Change a skill value',
    ]);
  });

  it.each(recipes.map((recipe) => [recipe.title, recipe] as const))('%s: the edit validates and shows on the page', (_title, recipe) => {
    const checks: Fence[] = [];
    let pending: { file: string; before: string } | null = null;
    for (const fence of recipe.fences) {
      const file = /file=(\S+)/.exec(fence.info)?.[1];
      if (file && / before$/.test(fence.info)) pending = { file, before: fence.body };
      else if (file && / after$/.test(fence.info)) {
        expect(pending?.file, `an "after" block for ${file} needs its "before"`).toBe(file);
        expect(site.read(file), `${file} contains the "before" text`).toContain(pending!.before);
        site.edit(file, pending!.before, fence.body);
        pending = null;
      } else if (fence.info === 'sh run') {
        const [, command, argument] = /npm run (new:page|new:article) -- (\S+)/.exec(fence.body) ?? [];
        expect(command, fence.body).toBeDefined();
        (command === 'new:page' ? newPage : newArticle)(site.root, argument!);
      } else if (fence.info.startsWith('text check')) checks.push(fence);
    }
    expect(checks.length).toBeGreaterThan(0);

    const { problems, compiled } = runPipeline(site.root);
    expect(problems.filter((p) => p.severity === 'error'), formatReport(problems, site.root)).toEqual([]);
    for (const check of checks) {
      const route = /route=(\S+)/.exec(check.info)![1]!;
      const language = /language=(\S+)/.exec(check.info)![1]!;
      const text = renderRouteText(compiled!, route, language);
      const expected = check.body.trim().split('\n');
      const positions = expected.map((line) => text.indexOf(line));
      expect(Object.fromEntries(expected.map((line, i) => [line, positions[i]! >= 0]))).toEqual(Object.fromEntries(expected.map((line) => [line, true])));
      if (/ order$/.test(check.info)) expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    }
  });
});
