/**
 * The overview on the real content (read only): its counts per locale (each section in one
 * state), the filter chips' counts and the rows listed in each state agree with one another and
 * with `pnpm --silent content status --json`'s `states`; the IDs of the stale and missing
 * sections equal its lists; in the th and zh interface (in light: the colour scheme changes
 * no number); screenshots of the overview and of a draft's editor in each interface, light and dark
 * (when WORKBENCH_SHOTS asks: dark is then visited for them alone).
 * `content status --json` runs through the CLI's own entry function (runCli, what `pnpm content`
 * calls with the process's arguments) in this process: the same JSON without starting pnpm, tsx
 * and a second content load in another process. One page per interface language shows both
 * colour schemes (the media emulated in turn), not one page load per scheme.
 */

import type { Page } from '@playwright/test';
import { loadContent, REPO_ROOT, runCli } from '@polyhedral/content';
import { pickDraft } from '../../pick-sections.ts';
import { openSection } from '../editor.ts';
import { expect, SHOTS, shot, test } from '../fixtures.ts';

const COUNTED = ['missing', 'stale', 'draft', 'edited', 'reviewed', 'current'] as const;

interface Status {
  locales: Record<string, { states: Record<string, number>; ids?: Record<string, string[]> }>;
}

/** The overview's counts, chips, rows and IDs of each locale agree with `content status --json`. */
async function expectOverviewAgrees(page: Page, status: Status, ui: string, scheme: string): Promise<void> {
  await expect(page.locator('#overview')).toBeVisible();
  for (const locale of ['th', 'zh']) {
    await page.click(`[data-locale="${locale}"]`);
    await expect(page.locator(`[data-locale="${locale}"]`)).toHaveAttribute('aria-pressed', 'true');
    const wanted = Object.fromEntries(COUNTED.map((key) => [key, status.locales[locale]!.states[key]]));
    await expect
      .poll(
        async () => {
          const counts = JSON.parse((await page.getAttribute('.counts', 'data-counts'))!) as Record<
            string,
            number
          >;
          return Object.fromEntries(COUNTED.map((key) => [key, counts[key]]));
        },
        { message: `${ui} ${scheme}: ${locale} counts equal content status --json` },
      )
      .toEqual(wanted);
    // The filter chips show the same numbers, and each state lists that many rows.
    const chips = Object.fromEntries(
      await Promise.all(
        COUNTED.map(async (key) => [
          key,
          Number(await page.getAttribute(`.filters button[data-state="${key}"]`, 'data-count')),
        ]),
      ),
    );
    expect(chips, `${ui} ${scheme}: ${locale} chips equal the counts line`).toEqual(wanted);
    const rows = Object.fromEntries(
      await Promise.all(
        COUNTED.map(async (key) => [
          key,
          await page.locator(`tr[data-state="${key}"]:not([data-translation-only])`).count(),
        ]),
      ),
    );
    expect(rows, `${ui} ${scheme}: ${locale} rows per state equal the counts`).toEqual(wanted);
    // The chip's label carries the number the line has.
    await expect(page.locator('.filters button[data-state="current"]')).toContainText(`(${wanted.current})`);
    // The section IDs in each state, where `content status --json` lists them.
    const ids = status.locales[locale]!.ids;
    if (ids) {
      for (const state of ['stale', 'missing'] as const)
        await expect
          .poll(
            async () =>
              (
                await page
                  .locator(`tr[data-state="${state}"]`)
                  .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-id')!))
              ).sort(),
            { message: `${locale} ${state} IDs equal content status --json` },
          )
          .toEqual([...(ids[state] ?? [])].sort());
    }
  }
  await page.click(`[data-locale="${ui}"]`);
  await expect(page.locator(`[data-locale="${ui}"]`)).toHaveAttribute('aria-pressed', 'true');
}

test('overview counts equal content status --json; screenshots', async ({ serve, newPage }) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = runCli(['status', '--json'], {
    stdout: (line) => out.push(line),
    stderr: (line) => err.push(line),
    cwd: REPO_ROOT,
  });
  expect(code, err.join('\n')).toBe(0);
  const status = JSON.parse(out.join('\n')) as Status;
  const workbench = await serve();
  const model = loadContent();
  for (const ui of ['th', 'zh'] as const) {
    const { page, context } = await newPage({ colorScheme: 'light' });
    const pick = pickDraft(model, ui);
    // Dark only for its screenshots (taken when WORKBENCH_SHOTS asks).
    for (const scheme of SHOTS ? (['light', 'dark'] as const) : (['light'] as const)) {
      await page.emulateMedia({ colorScheme: scheme });
      // The overview (the page's first view; for dark, back from the editor).
      if (scheme === 'light') await page.goto(workbench.urlFor(ui));
      else
        await page.evaluate(() => {
          location.hash = '';
        });
      // The counts are the data's and the scheme only the colours': checked once per interface
      // language (in light), the dark overview is its screenshot.
      if (scheme === 'light') await expectOverviewAgrees(page, status, ui, scheme);
      else await expect(page.locator('#overview')).toBeVisible();
      await shot(page, `overview-${ui}-${scheme}.png`);
      await openSection(page, ui, pick.id);
      await shot(page, `editor-${ui}-${scheme}.png`);
    }
    await context.close();
  }
});
