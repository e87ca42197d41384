import { availableParallelism, loadavg } from 'node:os';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.ts';

const reporter = new URL('./summary-reporter.ts', import.meta.url).pathname;

/**
 * V8's young generation for the worker processes, in MB (16 by default on 64-bit): a worker's
 * garbage is CDP messages and, in the site's audits, a parsed tree per built page, which outlive
 * a small young generation and are copied into the old one, to be marked and swept there. With 32
 * the site's 41-audits.ts took 24.6 CPU-s instead of 28.8 (two runs each, docs/DECISIONS.md).
 */
export const WORKER_SEMI_SPACE_MB = 32;

/**
 * NODE_OPTIONS with `--max-semi-space-size` added, unless it already names one. Playwright Test
 * forks its workers with the config process's environment, so setting it there reaches them.
 */
export function withWorkerHeapOptions(nodeOptions: string | undefined): string {
  const current = nodeOptions?.trim() ?? '';
  if (/--max-semi-space-size\b/.test(current)) return current;
  return [current, `--max-semi-space-size=${WORKER_SEMI_SPACE_MB}`].filter(Boolean).join(' ');
}

/** The most the waits are stretched on a busy machine (a hang still ends). */
export const MAX_TIMEOUT_SCALE = 4;

/**
 * How much longer the default waits are on a machine this busy: the load average per core when the
 * suite starts, from 1 (an idle or normally busy machine: the waits as written) to
 * MAX_TIMEOUT_SCALE. A timeout is a guard against a hang, not a speed check; a run beside a CPU
 * hog (load 4 on 2 cores) or other builds (load 25-33 on 2 cores) failed three checks whose
 * `expect` or test timeout ran out while the page was only slow (issue 62). `BROWSER_TIMEOUT_SCALE`
 * sets it by hand.
 */
export function timeoutScale(
  env: Readonly<Record<string, string | undefined>> = process.env,
  load: number = loadavg()[0] ?? 0,
  cores: number = availableParallelism(),
): number {
  const given = Number(env.BROWSER_TIMEOUT_SCALE);
  const scale = Number.isFinite(given) && given > 0 ? given : load / Math.max(1, cores);
  return Math.min(MAX_TIMEOUT_SCALE, Math.max(1, scale));
}

/** A check's own timeout (`test.setTimeout(scaledTimeout(300_000))`), stretched like the defaults. */
export function scaledTimeout(ms: number): number {
  return Math.round(ms * timeoutScale());
}

/**
 * The Playwright Test defaults of every browser suite: Debian's chromium (no download); a failing
 * test is run once more to record its trace (test-results/); a pass on that run is flaky, and the
 * summary reporter reports it so, in full, in its own column. Recording a trace on every run
 * cost about 30% of the suite's time; this way only a failure pays for it.
 * Its test, `expect` and action timeouts stretched by timeoutScale on a busy machine.
 * `BROWSER_WORKERS` workers (1 by default: a second worker's own browser, server and warm
 * contexts cost the site's suite 254 CPU-s against 231 with one, the workbench's 37 against 32,
 * paired, decision 530; under `pnpm test` turbo keeps the other core busy) and the summary reporter,
 * whose last line is `N passed, M failed`. A suite adds its testDir, fixtures' options and limits.
 */
export function browserSuiteConfig(config: PlaywrightTestConfig): PlaywrightTestConfig {
  const workers = Number(process.env.BROWSER_WORKERS ?? 1);
  process.env.NODE_OPTIONS = withWorkerHeapOptions(process.env.NODE_OPTIONS);
  const scale = timeoutScale();
  // The workers are forked with this environment: a check's own longer timeout (scaledTimeout)
  // is stretched by the same factor as the defaults.
  process.env.BROWSER_TIMEOUT_SCALE = String(scale);
  if (scale > 1)
    console.log(
      `browser checks: waits ×${scale.toFixed(1)} for a busy machine (load ${loadavg()[0]?.toFixed(1)})`,
    );
  return defineConfig({
    fullyParallel: true,
    forbidOnly: true,
    retries: 1,
    workers: Number.isInteger(workers) && workers > 0 ? workers : 1,
    timeout: Math.round(60_000 * scale),
    expect: { timeout: Math.round(10_000 * scale) },
    reporter: [[reporter]],
    outputDir: 'test-results',
    ...config,
    use: {
      browserName: 'chromium',
      launchOptions: chromiumLaunchOptions(),
      trace: 'on-first-retry',
      locale: 'en-US',
      actionTimeout: Math.round(10_000 * scale),
      ...config.use,
    },
  });
}
