import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { PlaywrightTestProject } from '@playwright/test';

/**
 * A browser suite in two parts, each a Playwright project (`--project=first`, `--project=second`),
 * so that `pnpm test` can run them as two turbo tasks in its two lanes. `secondPart` names the
 * second part's files (without `.ts`); every other file of the suite is in the first part, so a
 * new check lands there by default. The two patterns are complements: `playwright test` with no
 * `--project` runs every file once, and no test is in both parts or in neither.
 *
 * Each part writes its traces to its own folder (`<outputDir>/<part>`): Playwright empties a
 * project's output folder when it starts, and the parts run at the same time.
 */

/** The pattern of the second part's file names (whole names, in any folder of the suite). */
export function secondPartPattern(secondPart: readonly string[]): RegExp {
  const names = secondPart.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(^|[\\\\/])(${names.join('|')})\\.ts$`);
}

/**
 * The two projects of a suite. Throws when a name of the second part is not one of the suite's
 * files (a renamed or removed check must be renamed here too, not moved silently to the first part).
 */
export function suiteParts(
  testDir: string,
  testMatch: RegExp,
  secondPart: readonly string[],
  outputDir = 'test-results',
): PlaywrightTestProject[] {
  const files = new Set(readdirSync(testDir).filter((file) => testMatch.test(file)));
  const unknown = secondPart.filter((name) => !files.has(`${name}.ts`));
  if (unknown.length > 0) {
    throw new Error(`browser suite parts: no check file ${unknown.join(', ')} in ${testDir}`);
  }
  const second = secondPartPattern(secondPart);
  return [
    { name: 'first', testMatch, testIgnore: second, outputDir: path.join(outputDir, 'first') },
    { name: 'second', testMatch: second, outputDir: path.join(outputDir, 'second') },
  ];
}
