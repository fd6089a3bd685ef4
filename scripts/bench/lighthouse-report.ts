import { clsText, kib, millis, ratio, scoreText, seconds, table } from './format.ts';
import type { RouteResult } from './lighthouse-bench.ts';
import type { FormFactor } from './routes.ts';

/** One table per form factor, built from each route's median runs. */
export function lighthouseTable(results: RouteResult[], formFactor: FormFactor): string {
  const rows = results
    .filter((result) => result.formFactor === formFactor)
    .map(({ route, app, static: staticPage, lcpRatio }) => {
      const m = app.median;
      return [
        route, scoreText(m.performance), seconds(m.fcpMs), seconds(m.lcpMs), millis(m.tbtMs), clsText(m.cls),
        kib(m.bytes.script), kib(m.bytes.stylesheet), kib(m.bytes.font), kib(m.bytes.image), kib(m.bytes.document), kib(m.bytes.other), kib(m.bytes.total),
        seconds(staticPage.median.lcpMs), ratio(lcpRatio), scoreText(m.accessibility), scoreText(m.bestPractices),
      ];
    });
  return table(
    ['route', 'perf', 'FCP', 'LCP', 'TBT', 'CLS', 'JS KiB', 'CSS KiB', 'font KiB', 'img KiB', 'doc KiB', 'other KiB', 'total KiB', 'static LCP', 'LCP/static', 'a11y', 'BP'],
    rows,
  );
}

/**
 * Accessibility and best-practices audits that failed in any median run, grouped by audit so a
 * problem shared by every page is listed once, with the pages it affects.
 */
export function failingAuditsReport(results: RouteResult[]): string {
  const byAudit = new Map<string, { title: string; category: string; where: string[]; items: Set<string> }>();
  for (const result of results) {
    for (const [variant, data] of [['app', result.app], ['static', result.static]] as const) {
      for (const audit of data.median.failingAudits) {
        const entry = byAudit.get(audit.id) ?? { title: audit.title, category: audit.category, where: [], items: new Set<string>() };
        entry.where.push(`${result.route}/${result.formFactor}/${variant}`);
        for (const item of audit.items) entry.items.add(item);
        byAudit.set(audit.id, entry);
      }
    }
  }
  if (!byAudit.size) return 'No accessibility or best-practices audit failed.';
  const lines: string[] = [];
  for (const [id, entry] of byAudit) {
    lines.push(`${entry.category} · ${id} — ${entry.title}`);
    lines.push(`  on: ${entry.where.join(', ')}`);
    for (const item of [...entry.items].slice(0, 6)) lines.push(`  - ${item}`);
  }
  return lines.join('\n');
}

/** Lighthouse's own warnings (such as a redirect or a page still loading), deduplicated across runs. */
export function runWarningsReport(results: RouteResult[]): string | null {
  const warnings = new Set(results.flatMap((r) => [...r.app.runs, ...r.static.runs].flatMap((run) => run.runWarnings)));
  return warnings.size ? [...warnings].map((w) => `- ${w}`).join('\n') : null;
}
