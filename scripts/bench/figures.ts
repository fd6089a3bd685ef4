import type { Result } from 'lighthouse';

/** Transfer sizes (bytes over the wire, so gzip included) by resource type, from the resource-summary audit. */
export interface Bytes {
  script: number;
  stylesheet: number;
  font: number;
  image: number;
  document: number;
  /** Lighthouse's "other" and "media": JSON page data, the favicon, and anything else. */
  other: number;
  total: number;
}

export interface FailingAudit {
  category: string;
  id: string;
  title: string;
  score: number | null;
  displayValue?: string;
  /** A few of the audit's items (elements, console messages, issues), one line each. */
  items: string[];
}

/** What the bench keeps of one Lighthouse run: enough to compare runs, without the 1 MB report. */
export interface RunFigures {
  /** Category scores, 0–100. */
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Time to Interactive: not in the table, but one of the two metrics the median run is chosen by. */
  interactiveMs: number;
  requests: number;
  bytes: Bytes;
  failingAudits: FailingAudit[];
  runWarnings: string[];
  lighthouseMs: number;
  /** Lighthouse attempts this run took; more than 1 means earlier ones returned a runtime error. */
  attempts: number;
}

const score = (lhr: Result, category: string): number | null => {
  const value = lhr.categories[category]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
};

const numeric = (lhr: Result, audit: string): number => lhr.audits[audit]?.numericValue ?? Number.NaN;

interface SummaryRow {
  resourceType: string;
  requestCount: number;
  transferSize: number;
}

function bytesByType(lhr: Result): { bytes: Bytes; requests: number } {
  const details = lhr.audits['resource-summary']?.details as { items?: SummaryRow[] } | undefined;
  const rows = new Map((details?.items ?? []).map((row) => [row.resourceType, row]));
  const size = (type: string) => rows.get(type)?.transferSize ?? 0;
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
    requests: rows.get('total')?.requestCount ?? 0,
  };
}

/** One line per item of an audit's table, from whichever fields that audit uses. */
function describeItem(item: Record<string, unknown>): string {
  const node = item.node as { selector?: string; snippet?: string; explanation?: string } | undefined;
  if (node) return [node.selector, node.snippet, node.explanation?.replace(/\s+/g, ' ')].filter(Boolean).join(' — ');
  const source = item.sourceLocation as { url?: string } | undefined;
  const parts = [item.issueType, item.source, item.description, item.url, source?.url, item.directive, item.severity]
    .filter((part): part is string => typeof part === 'string' && part.length > 0);
  const text = parts.length ? parts.join(' — ') : JSON.stringify(item);
  return text.length > 240 ? `${text.slice(0, 237)}…` : text;
}

/**
 * Audits of the accessibility and best-practices categories that did not pass. Informative,
 * manual and not-applicable audits have no pass/fail, so they are left out.
 */
function failingAudits(lhr: Result): FailingAudit[] {
  const failing: FailingAudit[] = [];
  for (const category of ['accessibility', 'best-practices']) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit) continue;
      if (audit.scoreDisplayMode === 'error') {
        failing.push({ category, id: audit.id, title: audit.title, score: null, items: [`audit error: ${audit.errorMessage ?? 'unknown'}`] });
        continue;
      }
      if (!['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode) || audit.score === null || audit.score >= 1) continue;
      const details = audit.details as { items?: Record<string, unknown>[] } | undefined;
      failing.push({
        category,
        id: audit.id,
        title: audit.title,
        score: audit.score,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
        items: (details?.items ?? []).slice(0, 5).map(describeItem),
      });
    }
  }
  return failing;
}

export function keyFigures(lhr: Result, lighthouseMs: number, attempts = 1): RunFigures {
  const { bytes, requests } = bytesByType(lhr);
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    speedIndexMs: numeric(lhr, 'speed-index'),
    interactiveMs: numeric(lhr, 'interactive'),
    requests,
    bytes,
    failingAudits: failingAudits(lhr),
    runWarnings: lhr.runWarnings,
    lighthouseMs,
    attempts,
  };
}
