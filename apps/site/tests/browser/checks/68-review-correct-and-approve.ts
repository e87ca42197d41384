/**
 * Correct and approve in one Send (issue 71 item 4), in Thai, as a registered
 * reviewer does it on the site: correct a draft section, press "Approve my corrected text" (a
 * change after it drops the approval: approve again), make a key, Send, see the corrected section
 * in the list the key is about to sign, confirm; then, as the maintainer in a real clone at the
 * build's commit with the page's key lines registered, `content import` applies the correction
 * and writes the signed record, and the loader shows the section reviewed by that reviewer with
 * that key, over the corrected text.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { loadContent } from '@polyhedral/content';
import { expect, test } from '../fixtures.ts';
import { cloneAt, git, importInto, registerInClone, resetClone } from '../support/handback-clone.ts';
import { caretAfterProse } from '../support/review-box.ts';

interface IndexEntry {
  id: string;
  state: string;
  href: string | null;
}

/**
 * Thai in the browser; the Chinese correct-and-approve is the unit test's
 * (src/review/correct-and-approve.test.ts, th and zh) and the zh hand-back flow 63-review's.
 */
const CASES = [{ locale: 'th', typed: 'ทดสอบแก้', reviewer: 'นภา ผู้ตรวจ' }] as const;

const SHOTS = process.env.REVIEW_SHOTS;

/** Types `typed` after the first line of prose of the section's text; the text the box then holds. */
async function correct(page: Page, id: string, typed: string): Promise<string> {
  const { box, original, at } = await caretAfterProse(page, id);
  await page.keyboard.type(` ${typed}`);
  const wanted = `${original.slice(0, at)} ${typed}${original.slice(at)}`;
  await expect.poll(() => box.inputValue()).toBe(wanted);
  return wanted;
}

test.describe('correct and approve in one Send', () => {
  test.describe.configure({ mode: 'default' });
  let clone: { dir: string; remove: () => void } | undefined;
  test.afterAll(() => {
    clone?.remove();
    clone = undefined;
  });

  for (const { locale, typed, reviewer } of CASES) {
    test(`${locale}: a registered reviewer's corrected and approved section is applied and reviewed by the import`, async ({
      page,
      site,
    }, testInfo) => {
      const index = (await (
        await page.request.get(`${site.baseUrl}/${locale}/review/index.json`)
      ).json()) as {
        startingPoint: string | null;
        sections: IndexEntry[];
      };
      expect(index.startingPoint).toMatch(/^git:[0-9a-f]{40}$/);
      const drafts = index.sections.filter((entry) => entry.state === 'draft' && entry.href !== null);

      // A draft section whose corrected text passes the checks.
      let chosen: { id: string; wanted: string } | undefined;
      for (const candidate of drafts.slice(0, 10)) {
        await page.goto(`/${locale}/review/?section=${candidate.id}`);
        const wanted = await correct(page, candidate.id, typed);
        await expect(page.locator('[data-review-findings]')).toBeAttached();
        if ((await page.locator('.review-findings li[data-severity="error"]').count()) > 0) {
          await page.click('[data-review-revert]');
          continue;
        }
        chosen = { id: candidate.id, wanted };
        break;
      }
      expect(chosen, 'a draft section whose correction passes the checks').toBeDefined();
      const { id } = chosen!;

      // Approve the corrected text; a change after it drops the approval; approve again.
      const approve = page.locator('[data-review-approve]');
      await expect(approve).toHaveAttribute('data-review-approve', 'corrected');
      await approve.click();
      await expect(page.locator('.review-kept')).toHaveAttribute('data-review-kind', 'corrected-approved');
      const box = page.locator('[data-review-text]');
      await box.press('End');
      await page.keyboard.type('x');
      await expect(page.locator('.review-kept')).toHaveAttribute('data-review-kind', 'corrected');
      await page.keyboard.press('Backspace');
      await expect.poll(() => box.inputValue()).toBe(chosen!.wanted);
      await approve.click();
      await expect(page.locator('.review-kept')).toHaveAttribute('data-review-kind', 'corrected-approved');
      await expect(page.locator('.review-kept')).toHaveAttribute('data-review-outcome', 'kept');
      await expect(page.locator(`[data-review-mine] li[data-draft="${id}"]`)).toHaveAttribute(
        'data-kind',
        'corrected-approved',
      );

      // The reviewer's key, then Send: the corrected section is in the list the key is about to sign.
      await page.fill('#review-reviewer', reviewer);
      await page.click('[data-review-key-make]');
      await expect(page.locator('.review-key')).toHaveAttribute('data-review-key', 'unregistered');
      const keyLines = await page.locator('[data-review-key-line]').inputValue();
      const downloading = page.waitForEvent('download');
      await page.click('[data-review-send]');
      const sign = page.locator('[data-review-send-sign]');
      await expect(sign).toHaveAttribute('data-review-send-sign', '1');
      await expect(sign.locator(`li[data-draft="${id}"]`)).toHaveAttribute('data-corrected', '');
      if (SHOTS) await sign.screenshot({ path: `${SHOTS}/correct-approve-sign-${locale}.png` });
      await page.click('[data-review-send-sign-confirm]');
      const download = await downloading;
      const file = testInfo.outputPath(download.suggestedFilename());
      await download.saveAs(file);
      const bundle = JSON.parse(readFileSync(file, 'utf8')) as {
        sections: Array<{ id: string; markdown: string; approval?: { textHash: string } }>;
      };
      expect(bundle.sections.map((section) => section.id)).toEqual([id]);
      expect(bundle.sections[0]!.markdown).toBe(chosen!.wanted);
      expect(bundle.sections[0]!.approval?.textHash).toMatch(/^[0-9a-f]{64}$/);

      // The maintainer: a clone at the build's commit, the page's key lines registered, then import.
      const commit = index.startingPoint!.slice('git:'.length);
      if (clone) resetClone(clone.dir, commit);
      else clone = cloneAt(commit);
      registerInClone(clone.dir, keyLines);
      const result = await importInto(clone.dir, file);
      expect(result.code, `${result.out}\n${result.err}`).toBe(0);
      const section = loadContent({ root: path.join(clone.dir, 'content') }).sections.get(id)![
        locale as 'th' | 'zh'
      ]!;
      expect(section.markdown).toBe(chosen!.wanted.trim());
      expect(section.review).toBe('reviewed');
      expect(section.reviewer).toMatchObject({ kind: 'review', by: reviewer });
      const record = JSON.parse(
        readFileSync(path.join(clone.dir, 'content', 'approvals', locale, `${id}.json`), 'utf8'),
      ) as { kind: string; reviewer: string; textHash: string };
      expect(record).toMatchObject({
        kind: 'review',
        reviewer,
        textHash: bundle.sections[0]!.approval!.textHash,
      });
      expect(git(clone.dir, 'diff', '-U0')).toContain(typed);
    });
  }
});
