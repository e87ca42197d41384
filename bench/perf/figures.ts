/** The figures of one Lighthouse report (perf.ts). */
import type { Result } from 'lighthouse';

export type ByteBucket = 'fonts' | 'js' | 'css' | 'html' | 'other';
export const BUCKETS: readonly ByteBucket[] = ['fonts', 'js', 'css', 'html', 'other'];

/** Lighthouse's resource types (`resource-summary`) in the report's buckets; `total` and `third-party` are sums. */
const BUCKET_OF: Record<string, ByteBucket | undefined> = {
  font: 'fonts',
  script: 'js',
  stylesheet: 'css',
  document: 'html',
  image: 'other',
  media: 'other',
  other: 'other',
};

/** What one Lighthouse navigation gives the report. */
export interface LoadFigures {
  /** ms, as Lighthouse reports it (simulated or observed, by its throttling method). */
  lcp: number;
  cls: number;
  /** ms: Lighthouse's total blocking time (main-thread tasks over 50 ms between FCP and TTI). */
  tbt: number;
  /** Bytes as transferred (gzip as the host sent them), by bucket. */
  bytes: Record<ByteBucket, number>;
  /** Bytes of the requests finished by the load event (observed). */
  byLoad: number;
  /** The layout shifts Lighthouse lists, largest first: `score selector`. */
  shifts: string[];
}

interface TableDetails {
  items?: Array<Record<string, unknown>>;
}

function details(report: Result, audit: string): Array<Record<string, unknown>> {
  const found = report.audits[audit];
  if (!found) throw new Error(`the Lighthouse report has no "${audit}" audit`);
  if (found.errorMessage) throw new Error(`Lighthouse's "${audit}" failed: ${found.errorMessage}`);
  return (found.details as TableDetails | undefined)?.items ?? [];
}

function numeric(report: Result, audit: string): number {
  const value = report.audits[audit]?.numericValue;
  if (typeof value !== 'number') throw new Error(`the Lighthouse report has no number for "${audit}"`);
  return value;
}

/** The report's figures; a report without them (a failed load, a missing audit) throws, naming it. */
export function loadFigures(report: Result): LoadFigures {
  if (report.runtimeError)
    throw new Error(`Lighthouse: ${report.runtimeError.code} ${report.runtimeError.message}`);
  const bytes = Object.fromEntries(BUCKETS.map((bucket) => [bucket, 0])) as Record<ByteBucket, number>;
  for (const item of details(report, 'resource-summary')) {
    const bucket = BUCKET_OF[String(item.resourceType)];
    if (bucket) bytes[bucket] += Number(item.transferSize ?? 0);
  }
  const observedLoad = Number(details(report, 'metrics')[0]?.observedLoad ?? Number.POSITIVE_INFINITY);
  const byLoad = details(report, 'network-requests')
    .filter((request) => Number(request.networkEndTime) <= observedLoad)
    .reduce((sum, request) => sum + Number(request.transferSize ?? 0), 0);
  const shifts = details(report, 'layout-shifts').map((shift) => {
    const node = shift.node as { selector?: string } | undefined;
    return `${Number(shift.score).toFixed(3)} ${node?.selector ?? '?'}`;
  });
  return {
    lcp: numeric(report, 'largest-contentful-paint'),
    cls: numeric(report, 'cumulative-layout-shift'),
    tbt: numeric(report, 'total-blocking-time'),
    bytes,
    byLoad,
    shifts,
  };
}
