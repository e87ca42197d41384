import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { loadFigures } from './figures.ts';

/** A Lighthouse report with the audits perf reads (numbers as Lighthouse writes them). */
function report(overrides: Record<string, unknown> = {}): Result {
  const table = (items: unknown[]) => ({ details: { type: 'table', items } });
  return {
    audits: {
      'largest-contentful-paint': { numericValue: 1480.5 },
      'cumulative-layout-shift': { numericValue: 0.02 },
      'total-blocking-time': { numericValue: 212.5 },
      'resource-summary': table([
        { resourceType: 'total', transferSize: 99_999 },
        { resourceType: 'document', transferSize: 9_000 },
        { resourceType: 'script', transferSize: 30_000 },
        { resourceType: 'stylesheet', transferSize: 8_000 },
        { resourceType: 'font', transferSize: 60_000 },
        { resourceType: 'image', transferSize: 1_000 },
        { resourceType: 'other', transferSize: 500 },
        { resourceType: 'third-party', transferSize: 0 },
      ]),
      metrics: table([{ observedLoad: 900 }]),
      'network-requests': table([
        { networkEndTime: 120, transferSize: 9_000 },
        { networkEndTime: 900, transferSize: 60_000 },
        { networkEndTime: 1400, transferSize: 30_000 },
      ]),
      'layout-shifts': table([{ score: 0.0153, node: { selector: 'main > div.sl-markdown-content' } }]),
      ...overrides,
    },
  } as unknown as Result;
}

describe('loadFigures: one Lighthouse report', () => {
  it('takes LCP, CLS and TBT, bytes by bucket (the sums left out), what arrived by the load event, the shifts', () => {
    expect(loadFigures(report())).toEqual({
      lcp: 1480.5,
      cls: 0.02,
      tbt: 212.5,
      bytes: { fonts: 60_000, js: 30_000, css: 8_000, html: 9_000, other: 1_500 },
      byLoad: 69_000,
      shifts: ['0.015 main > div.sl-markdown-content'],
    });
  });

  it('names what is missing or failed instead of printing a wrong number', () => {
    expect(() => loadFigures(report({ 'resource-summary': undefined }))).toThrow(
      'no "resource-summary" audit',
    );
    expect(() => loadFigures(report({ 'largest-contentful-paint': { numericValue: undefined } }))).toThrow(
      'no number for "largest-contentful-paint"',
    );
    expect(() =>
      loadFigures(
        report({ 'network-requests': { errorMessage: 'Required DevtoolsLog gatherer did not run.' } }),
      ),
    ).toThrow('"network-requests" failed: Required DevtoolsLog');
    const failed = {
      ...report(),
      runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' },
    };
    expect(() => loadFigures(failed as unknown as Result)).toThrow('Lighthouse: NO_FCP');
  });
});
