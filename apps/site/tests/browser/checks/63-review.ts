/**
 * Review from the site itself (/<locale>/review/), in Thai and in Chinese, as a reader does it: from a
 * rule page follow "Suggest a correction", correct one section (typed through an input method's
 * composition events), approve another as it is, go offline and reload (the drafts are still
 * there and the page works), hand back (the download is captured); then, as the maintainer, in a
 * real clone at the build's commit `content import` applies exactly those sections (`git diff`),
 * and, with that clone reset to the commit and the corrected section changed meanwhile, it is a
 * conflict named by its rule ID (one clone for both: a clone costs seconds).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { loadContent } from '@polyhedral/content';
import { expect, test } from '../fixtures.ts';
import { cloneAt, editSectionInClone, git, importInto, resetClone } from '../support/handback-clone.ts';
import { oneWorkerInstalled, siteOrigin } from '../support/installed-worker.ts';
import { waitForWorker } from '../support/offline.ts';
import { PHONE } from '../support/phone.ts';

interface IndexEntry {
  id: string;
  title: string;
  chapter: string;
  state: string;
  href: string | null;
}

const CASES = [
  { locale: 'th', typed: 'ทดสอบ', reviewer: 'นภา ผู้ตรวจ' },
  { locale: 'zh', typed: '测试', reviewer: '李雷' },
] as const;

const SHOTS = process.env.REVIEW_SHOTS;

// The offline reload cuts the network on purpose: the browser logs each refused request (the
// service worker's network-first tries). Uncaught errors and anything else still fail.
test.use({ expectedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|Failed to load resource/] });

/** The review page's text box, once the section has loaded. */
async function openedSection(page: Page, id: string) {
  await expect(page.locator('[data-review-ready]')).toHaveAttribute('data-review-ready', 'loaded');
  await expect(page.locator(`[data-review-section="${id}"]`)).toBeVisible();
  return page.locator('[data-review-text]');
}

/** Follows a rule page's "Suggest a correction" link of a section. */
async function suggestFrom(page: Page, entry: IndexEntry, locale: string): Promise<void> {
  await page.goto(entry.href!);
  const link = page.locator(`.suggest-correction a[href="/${locale}/review/?section=${entry.id}"]`);
  await expect(link, `${entry.id}: the rule page offers "Suggest a correction"`).toHaveCount(1);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/review/\\?section=${entry.id}$`));
}

/** Error findings the live checks show. */
function errorsShown(page: Page) {
  return page.locator('.review-findings li[data-severity="error"]');
}

/**
 * Both languages in one worker, in order: one context whose service worker the first test
 * installs (support/installed-worker.ts: the second finds it installed, with the same precache,
 * and everything else the first stored forgotten), and one clone of the repository, put back at
 * the build's commit before the second test uses it (resetClone: `reset --hard` and `clean -fdx`).
 * A failed test starts a new worker, where the next gets a new context and a new clone.
 */
test.describe('hand-back in Thai and in Chinese', () => {
  test.describe.configure({ mode: 'default' });
  const installed = oneWorkerInstalled({ ...PHONE, acceptDownloads: true }, siteOrigin);
  let clone: { dir: string; remove: () => void } | undefined;
  test.afterAll(() => {
    clone?.remove();
    clone = undefined;
  });

  for (const { locale, typed, reviewer } of CASES) {
    test(`${locale}: correct one section and approve another, offline reload, hand back; the import applies exactly those and names a conflict by ID`, async ({
      site,
    }, testInfo) => {
      test.setTimeout(420_000);
      const { page, context } = installed();
      const index = (await (
        await page.request.get(`${site.baseUrl}/${locale}/review/index.json`)
      ).json()) as {
        startingPoint: string | null;
        sections: IndexEntry[];
      };
      expect(index.startingPoint, 'the build knows its commit').toMatch(/^git:[0-9a-f]{40}$/);
      // Draft sections a reader can reach from a rule page (shown in this language on their page).
      const drafts = index.sections.filter((entry) => entry.state === 'draft' && entry.href !== null);
      expect(drafts.length, 'draft sections to review').toBeGreaterThan(2);

      // 1. Correct a section: typed by keyboard, then composed by an input method.
      const corrected = drafts[0]!;
      await suggestFrom(page, corrected, locale);
      await waitForWorker(page, 20_000);
      const box = await openedSection(page, corrected.id);
      const original = await box.inputValue();
      // After the first line of prose (not a heading, list, table, quote or directive).
      const lines = original.split('\n');
      const prose = lines.findIndex((line, at) => at > 0 && /^[^#:|>\-*\d\s<!]/.test(line));
      expect(prose, 'a line of prose to correct').toBeGreaterThan(0);
      const at = lines.slice(0, prose + 1).join('\n').length;
      await box.focus();
      await box.evaluate(
        (element: HTMLTextAreaElement, offset) => element.setSelectionRange(offset, offset),
        at,
      );
      await page.keyboard.type(' ');
      const cdp = await context.newCDPSession(page);
      await cdp.send('Input.imeSetComposition', {
        text: typed.slice(0, 1),
        selectionStart: 1,
        selectionEnd: 1,
      });
      await cdp.send('Input.imeSetComposition', {
        text: typed,
        selectionStart: typed.length,
        selectionEnd: typed.length,
      });
      await cdp.send('Input.insertText', { text: typed });
      const wanted = `${original.slice(0, at)} ${typed}${original.slice(at)}`;
      await expect.poll(() => box.inputValue(), { message: 'the composed text arrives once' }).toBe(wanted);
      await expect(page.locator('.review-kept')).toHaveAttribute('data-review-kind', 'corrected');
      await expect(page.locator('.review-kept')).toHaveAttribute('data-review-outcome', 'kept');
      await expect(page.locator('[data-review-findings]'), 'the checks ran').toBeAttached();
      await expect(errorsShown(page), 'the correction passes the checks').toHaveCount(0);

      // 2. Approve another as it is: one the checks find no error in.
      let approved: IndexEntry | undefined;
      for (const candidate of drafts.slice(1, 12)) {
        await suggestFrom(page, candidate, locale);
        await openedSection(page, candidate.id);
        await expect(page.locator('[data-review-findings]')).toBeAttached();
        if ((await errorsShown(page).count()) > 0) continue;
        await page.click('[data-review-approve]');
        await expect(page.locator('.review-kept')).toHaveAttribute('data-review-kind', 'approved');
        approved = candidate;
        break;
      }
      expect(approved, 'a draft section with no error to approve').toBeDefined();

      // 3. Offline: reload; the page works and both drafts are still there.
      await context.setOffline(true);
      await page.reload();
      await openedSection(page, approved!.id);
      await expect(page.locator('.review-kept')).toHaveAttribute('data-review-kind', 'approved');
      const mine = page.locator('[data-review-mine] li');
      await expect(mine).toHaveCount(2);
      await expect(page.locator(`[data-review-mine] li[data-draft="${corrected.id}"]`)).toHaveAttribute(
        'data-kind',
        'corrected',
      );
      await page.locator(`[data-review-mine] li[data-draft="${corrected.id}"] a`).click();
      const reopened = await openedSection(page, corrected.id);
      await expect(reopened, 'the correction is kept offline').toHaveValue(wanted);
      await expect(page.locator('[data-review-findings]'), 'the checks run offline').toBeAttached();
      await expect(errorsShown(page)).toHaveCount(0);

      // 4. Hand back: the reviewer's name is required, then one file downloads.
      await page.click('[data-review-send]');
      await expect(page.locator('.review-send .review-problem')).toBeVisible();
      await page.fill('#review-reviewer', reviewer);
      const downloading = page.waitForEvent('download');
      await page.click('[data-review-send]');
      const download = await downloading;
      const today = await page.evaluate(() => {
        const now = new Date();
        return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
      });
      expect(download.suggestedFilename()).toBe(`handback-${locale}-${today}.json`);
      const file = testInfo.outputPath(download.suggestedFilename());
      await download.saveAs(file);
      await expect(page.locator('.review-sent')).toContainText(download.suggestedFilename());
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/handback-${locale}-phone.png`, fullPage: true });
      const bundle = JSON.parse(readFileSync(file, 'utf8')) as { startingPoint?: string };
      expect(JSON.stringify(bundle)).toContain(index.startingPoint!.slice(4));
      await context.setOffline(false);

      // 5. The maintainer: a clone at the build's commit applies exactly those two sections.
      const commit = index.startingPoint!.slice('git:'.length);
      if (clone) resetClone(clone.dir, commit);
      else clone = cloneAt(commit);
      expect(git(clone.dir, 'status', '--porcelain').trim(), 'the clone is at the commit').toBe('');
      expect(git(clone.dir, 'rev-parse', 'HEAD').trim(), 'the clone is at the commit').toBe(commit);
      {
        const root = path.join(clone.dir, 'content');
        const model = loadContent({ root });
        const sectionOf = (id: string) => model.sections.get(id)?.[locale as 'th' | 'zh'];
        const before = { corrected: sectionOf(corrected.id)!, approved: sectionOf(approved!.id)! };
        const result = importInto(clone.dir, file);
        expect(result.code, `${result.out}\n${result.err}`).toBe(0);
        const changed = git(clone.dir, 'status', '--porcelain')
          .split('\n')
          .filter((line) => line.trim() !== '')
          .sort();
        const files = [...new Set([before.corrected.file, before.approved.file])].map(
          (name) => ` M content/${name}`,
        );
        expect(changed).toEqual(files.sort());
        const after = loadContent({ root });
        for (const [id, section] of after.sections) {
          const now = section[locale as 'th' | 'zh'];
          const then = sectionOf(id);
          if (id === corrected.id) expect(now?.markdown).toBe(wanted);
          else if (id === approved!.id) {
            expect(now?.markdown).toBe(then?.markdown);
            expect(now?.review, `${id} reviewed through the import`).toBe('reviewed');
          } else expect(now?.markdown, `${id} unchanged`).toBe(then?.markdown);
        }
        const diff = git(clone.dir, 'diff', '-U0');
        expect(diff).toContain(typed);
        expect(diff).toContain(`${approved!.id}: reviewed`);

        // 6. The same clone back at the build's commit, where the corrected section then changed
        // meanwhile: a conflict named by its rule ID. (Its text at that commit is `before`'s.)
        resetClone(clone.dir, commit);
        expect(git(clone.dir, 'status', '--porcelain').trim(), 'the clone is back at the commit').toBe('');
        editSectionInClone(
          clone.dir,
          before.corrected.file,
          before.corrected.markdown,
          locale === 'th' ? 'ข้อความที่ผู้ดูแลเพิ่มเอง' : '维护者自己加的文字',
        );
        const conflict = importInto(clone.dir, file);
        expect(conflict.code).toBe(1);
        expect(conflict.err).toContain(`conflict: ${corrected.id}`);
        expect(readFileSync(path.join(root, before.corrected.file), 'utf8')).not.toContain(` ${typed}`);
      }
      await cdp.detach();
    });
  }
});

test("a tampered or unknown ?section= gets a clear message in the reader's language, not a blank page", async ({
  page,
}) => {
  for (const [address, words] of [
    ['/th/review/?section=..%2F..%2Fsw', 'ไม่มีหัวข้อ'],
    ['/zh/review/?section=NoSuchSection', '没有可审校的小节'],
    ['/zh-hant/review/?section=%3Cscript%3E', '審校'],
  ] as const) {
    await page.goto(address);
    const message = page.locator('[data-review-unknown]');
    await expect(message, address).toBeVisible();
    await expect(message, address).toContainText(words);
  }
});

test('English pages have no "Suggest a correction"; Thai and Chinese rule pages have one per section, and no script for it', async ({
  page,
}) => {
  await page.goto('/en/rules/D20Tests/');
  await expect(page.locator('.suggest-correction')).toHaveCount(0);
  for (const locale of ['th', 'zh', 'zh-hant']) {
    await page.goto(`/${locale}/rules/D20Tests/`);
    const links = page.locator('.suggest-correction a');
    expect(await links.count(), locale).toBeGreaterThan(1);
    expect(await links.first().getAttribute('href')).toMatch(
      new RegExp(`^/${locale}/review/\\?section=[A-Za-z0-9]+$`),
    );
  }
});
