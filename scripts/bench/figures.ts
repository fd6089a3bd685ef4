import type { Result } from 'lighthouse';
import { isArray, isRecord, memberOf } from '../../src/shared/guards.ts';

/** What the bench keeps of one Lighthouse run: enough to compare runs, without the 1 MB report. */
export interface RunFigures {
  /** Category scores, 0–100. */
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Time to Interactive: not in the table, but one of the two metrics the median run is chosen by. */
  interactiveMs: number;
  requests: number;
  /** Bytes transferred (gzip included) by resource type; `other` includes Lighthouse's "media". */
  bytes: Record<'script' | 'stylesheet' | 'font' | 'image' | 'document' | 'other' | 'total', number>;
  failingAudits: FailingAudit[];
  runWarnings: string[];
  lighthouseMs: number;
}

interface FailingAudit {
  category: string;
  id: string;
  title: string;
  /** A few of the audit's items (elements, console messages, issues), one line each. */
  items: string[];
}

const score = (lhr: Result, category: string): number | null => {
  const value = lhr.categories[category]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
};

const numeric = (lhr: Result, audit: string): number => lhr.audits[audit]?.numericValue ?? Number.NaN;

function transferred(lhr: Result): { bytes: RunFigures['bytes']; requests: number } {
  const rows = tableItems(lhr.audits['resource-summary']?.details).filter(isResourceRow);
  const size = (type: string) => rows.find((row) => row.resourceType === type)?.transferSize ?? 0;
  return {
    bytes: {
      script: size('script'),
      stylesheet: size('stylesheet'),
      font: size('font'),
      image: size('image'),
      document: size('document'),
      other: size('other') + size('media'),
      total: size('total'),
    },
    requests: rows.find((row) => row.resourceType === 'total')?.requestCount ?? 0,
  };
}

/** One line for an item of an audit's table: the element for markup audits, else the message or URL. */
function describeItem(item: Record<string, unknown>): string {
  const { node } = item;
  const parts = isRecord(node) ? [node.selector, node.snippet] : [item.description, item.source, item.url, memberOf(item.sourceLocation, 'url')];
  const text = parts.filter((part) => typeof part === 'string' && part).join(' — ') || JSON.stringify(item);
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}

/** Accessibility, best-practices and SEO audits that did not pass (audits with no pass or fail, such as manual checks, are left out). */
function failingAudits(lhr: Result): FailingAudit[] {
  return ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? []).flatMap(({ id }) => {
      const audit = lhr.audits[id];
      if (!audit) return [];
      if (audit.scoreDisplayMode === 'error') return [{ category, id, title: audit.title, items: [`audit error: ${audit.errorMessage ?? 'unknown'}`] }];
      if (!['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode) || audit.score === null || audit.score >= 1) return [];
      const items = tableItems(audit.details).filter(isRecord);
      return [{ category, id, title: audit.title, items: items.slice(0, 5).map(describeItem) }];
    }),
  );
}

export function keyFigures(lhr: Result): RunFigures {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    speedIndexMs: numeric(lhr, 'speed-index'),
    interactiveMs: numeric(lhr, 'interactive'),
    ...transferred(lhr),
    failingAudits: failingAudits(lhr),
    runWarnings: lhr.runWarnings,
    lighthouseMs: lhr.timing.total,
  };
}

/** Median of a non-empty list: the middle value, or the mean of the two middle ones. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Rounded for a table: the JSON keeps the exact values. */
export const round = (value: number, digits = 0): number => Math.round(value * 10 ** digits) / 10 ** digits;
export const kib = (bytes: number): number => round(bytes / 1024, 1);
export const seconds = (ms: number): number => round(ms / 1000, 2);

/** The rows of an audit's table (`details.items`), whatever the kind of details; none when it has no table. */
function tableItems(details: unknown): unknown[] {
  const items = memberOf(details, 'items');
  return isArray(items) ? items : [];
}

function isResourceRow(row: unknown): row is { resourceType: string; requestCount: number; transferSize: number } {
  return isRecord(row) && typeof row.resourceType === 'string' && typeof row.requestCount === 'number' && typeof row.transferSize === 'number';
}
