/**
 * Review from the site itself (/<locale>/review/), in Thai and in Chinese, as a reader does it: from a
 * rule page follow "Suggest a correction", correct one section (typed through an input method's
 * composition events), approve another as it is, go offline and reload (the drafts are still
 * there and the page works), hand back (the download is captured); then, as the maintainer, in a
 * real clone at the build's commit `content import` applies exactly those sections (`git diff`),
 * and, with that clone reset to the commit and the corrected section changed meanwhile, it is a
 * conflict named by its rule ID (one clone for both: a clone costs seconds).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { loadContent } from '@polyhedral/content';
import { expect, test } from '../fixtures.ts';
import {
  cloneAt,
  editSectionInClone,
  git,
  importInto,
  registerInClone,
  resetClone,
} from '../support/handback-clone.ts';
import { oneWorkerInstalled, siteOrigin } from '../support/installed-worker.ts';
import { waitForWorker } from '../support/offline.ts';
import { PHONE } from '../support/phone.ts';
import { caretAfterProse, openedSection } from '../support/review-box.ts';

interface IndexEntry {
  id: string;
  title: string;
  chapter: string;
  state: string;
  href: string | null;
  /** The rule page the section is on. */
  page: string;
}

/**
 * Thai: a registered reviewer (a key made on the page, its lines registered by the maintainer):
 * the approval is credited. Chinese: a reader without a key: the approval arrives as a suggestion.
 */
const CASES = [
  { locale: 'th', typed: 'ทดสอบ', reviewer: 'นภา ผู้ตรวจ', registered: true },
  { locale: 'zh', typed: '测试', reviewer: '李雷', registered: false },
] as const;

const SHOTS = process.env.REVIEW_SHOTS;

// The offline reload cuts the network on purpose: the browser logs each refused request (the
// service worker's network-first tries). Uncaught errors and anything else still fail.
test.use({ expectedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|Failed to load resource/] });

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

  for (const { locale, typed, reviewer, registered } of CASES) {
    test(`${locale}: correct one section and approve another, offline reload, hand back; the import applies exactly those and names a conflict by ID`, async ({
      site,
    }, testInfo) => {
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
      const { box, original, at } = await caretAfterProse(page, corrected.id);
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
      let keyLines: string | null = null;
      if (registered) {
        await page.click('[data-review-key-make]');
        await expect(page.locator('.review-key')).toHaveAttribute('data-review-key', 'unregistered');
        keyLines = await page.locator('[data-review-key-line]').inputValue();
      } else {
        await expect(page.locator('.review-key')).toHaveAttribute('data-review-key', 'none');
      }
      const downloading = page.waitForEvent('download');
      await page.click('[data-review-send]');
      if (registered) {
        // With a key, the Send lists the approval it is about to sign and signs only on a confirm.
        const sign = page.locator('[data-review-send-sign]');
        await expect(sign).toHaveAttribute('data-review-send-sign', '1');
        await expect(sign.locator(`li[data-draft="${approved!.id}"]`)).toContainText(approved!.id);
        await page.click('[data-review-send-sign-confirm]');
      }
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
      // The maintainer registers the Thai reviewer's key: the lines the page showed.
      if (keyLines) registerInClone(clone.dir, keyLines);
      {
        const root = path.join(clone.dir, 'content');
        const model = loadContent({ root });
        const sectionOf = (id: string) => model.sections.get(id)?.[locale as 'th' | 'zh'];
        const before = { corrected: sectionOf(corrected.id)!, approved: sectionOf(approved!.id)! };
        const result = await importInto(clone.dir, file);
        // A reader's approval without a registered key is a suggestion: the import says so (exit 1).
        expect(result.code, `${result.out}\n${result.err}`).toBe(registered ? 0 : 1);
        const changed = git(clone.dir, 'status', '--porcelain', '-uall')
          .split('\n')
          .filter((line) => line.trim() !== '' && !line.includes('content/suggestions/'))
          .sort();
        // The corrected section's file changes; a review is credited only with a registered key, as
        // the signed record itself (content/approvals/<locale>/<ID>.json), never in front matter.
        const recordFile = `content/approvals/${locale}/${approved!.id}.json`;
        const files = [` M content/${before.corrected.file}`, ...(registered ? [`?? ${recordFile}`] : [])];
        expect(changed).toEqual(files.sort());
        const after = loadContent({ root });
        for (const [id, section] of after.sections) {
          const now = section[locale as 'th' | 'zh'];
          const then = sectionOf(id);
          if (id === corrected.id) expect(now?.markdown).toBe(wanted);
          else if (id === approved!.id) {
            expect(now?.markdown).toBe(then?.markdown);
            expect(now?.review, `${id}: reviewed only with a registered key`).toBe(
              registered ? 'reviewed' : then?.review,
            );
          } else expect(now?.markdown, `${id} unchanged`).toBe(then?.markdown);
        }
        const diff = git(clone.dir, 'diff', '-U0');
        expect(diff).toContain(typed);
        if (registered) {
          const record = JSON.parse(readFileSync(path.join(clone.dir, recordFile), 'utf8')) as {
            kind: string;
            reviewer: string;
            ruleId: string;
          };
          expect(record).toMatchObject({ kind: 'review', reviewer, ruleId: approved!.id });
        } else {
          expect(existsSync(path.join(clone.dir, recordFile)), 'no record without a registered key').toBe(
            false,
          );
          expect(`${result.out}\n${result.err}`).toMatch(/suggest/i);
        }

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
        const conflict = await importInto(clone.dir, file);
        expect(conflict.code).toBe(1);
        expect(conflict.err).toMatch(new RegExp(`conflict: .*\\b${corrected.id}\\b`));
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

/** A section's review page, loaded. */
async function openReview(page: Page, locale: string, id: string) {
  await page.goto(`/${locale}/review/?section=${id}`);
  return openedSection(page, id);
}

async function reviewIndex(page: Page, locale: string): Promise<IndexEntry[]> {
  const response = await page.request.get(`/${locale}/review/index.json`);
  return ((await response.json()) as { sections: IndexEntry[] }).sections;
}

test.describe('the truth on the review page (issue 58)', () => {
  test("each section's state is the rule page's: converted zh-Hant is never reviewed, a source translation is not offered for approval, with the reason", async ({
    page,
  }) => {
    const hant = await reviewIndex(page, 'zh-hant');
    const zh = await reviewIndex(page, 'zh');
    expect(
      hant.map((entry) => entry.id),
      'zh-Hant lists every zh section',
    ).toEqual(zh.map((entry) => entry.id));
    expect(hant.filter((entry) => entry.state !== 'converted').map((entry) => entry.id)).toEqual([]);
    const th = await reviewIndex(page, 'th');
    const current = th.find((entry) => entry.state === 'current')!;
    const draft = th.find((entry) => entry.state === 'draft')!;
    expect(current, 'a source translation in Thai').toBeDefined();

    // A source translation: shown as such, and "Approve as is" not offered, with the reason.
    await openReview(page, 'th', current.id);
    await expect(page.locator('.review-state')).toHaveAttribute('data-state', 'current');
    await expect(page.locator('[data-review-approve]')).toHaveCount(0);
    await expect(page.locator('[data-review-approve-not="current"]')).toBeVisible();
    // A draft: shown as a draft, approval offered.
    await openReview(page, 'th', draft.id);
    await expect(page.locator('.review-state')).toHaveAttribute('data-state', 'draft');
    await expect(page.locator('[data-review-approve]')).toBeEnabled();
    // The rule page lists the same draft under its draft notice.
    await page.goto(draft.href!);
    const notice = page.locator('[data-draft-notice]');
    await expect(notice).toBeAttached();
    const named = await notice.locator(`a[href="#${draft.id}"]`).count();
    const whole = (await notice.textContent())?.includes('ร่าง') ?? false;
    expect(named > 0 || whole, `${draft.id} is a draft on its rule page too`).toBe(true);

    // zh-Hant converted by machine: the rule page says so, the review page too (never "reviewed").
    const dice = hant.filter((entry) => entry.page.startsWith('Dice') && entry.href !== null);
    expect(dice.length, 'the Dice page in zh-Hant').toBeGreaterThan(0);
    await page.goto(dice[0]!.href!.replace(/#.*$/, ''));
    await expect(page.locator('[data-converted-notice]')).toBeAttached();
    const sections = await page.locator('main .rule-section').count();
    expect(sections).toBeGreaterThan(1);
    await expect(
      page.locator('main .rule-section .suggest-correction a'),
      'every zh-Hant Dice section has "Suggest a correction"',
    ).toHaveCount(sections);
    await openReview(page, 'zh-hant', dice[0]!.id);
    await expect(page.locator('.review-state')).toHaveAttribute('data-state', 'converted');
    await expect(page.locator('.review-state')).not.toContainText('已經母語審校');
    await expect(page.locator('[data-review-approve]')).toBeVisible();
  });

  test('findings are worded for the reader, a calculator line cannot be broken by Backspace, and Send names drafts with errors by title (a 280 KB draft too)', async ({
    page,
  }) => {
    const th = await reviewIndex(page, 'th');
    const entry = th.find((candidate) => candidate.id === 'ProficiencyBonus')!;
    const box = await openReview(page, 'th', entry.id);
    const original = await box.inputValue();
    const lines = original.split('\n');
    const calc = lines.findIndex((line) => line.startsWith('::calc'));
    expect(calc, 'the section has a calculator line').toBeGreaterThan(0);
    await expect(page.locator('[data-review-directives]')).toContainText(String(calc + 1));

    // Backspace at the start of the line after the calculator: refused, the reader is told.
    const after = lines.slice(0, calc + 1).join('\n').length + 1;
    await box.focus();
    await box.evaluate((element: HTMLTextAreaElement, at) => element.setSelectionRange(at, at), after);
    await page.keyboard.press('Backspace');
    await expect(page.locator('[data-review-locked]')).toHaveAttribute(
      'data-review-locked',
      String(calc + 1),
    );
    expect(await box.inputValue(), 'the calculator line is untouched').toBe(original);
    // Typing inside the calculator line: refused too.
    const inside = lines.slice(0, calc).join('\n').length + 4;
    await box.evaluate((element: HTMLTextAreaElement, at) => element.setSelectionRange(at, at), inside);
    await page.keyboard.type('x');
    expect(await box.inputValue()).toBe(original);

    // A rule link dropped: the finding is the reader's, with no maintainer's file or rule ID.
    const unlinked = original.replace(/\[([^\]]+)\]\(rule:[A-Za-z0-9]+\)/, '$1');
    expect(unlinked, 'the section links a rule').not.toBe(original);
    await box.fill(unlinked);
    const finding = page.locator('.review-findings li[data-code="content.qa.link-missing"]').first();
    await expect(finding).toBeVisible();
    const words = (await finding.textContent()) ?? '';
    expect(words).not.toMatch(/qa-exceptions|\.ya?ml|\.json|content\/|packages\//);
    expect(words).not.toContain(entry.id);
    expect(words).not.toMatch(/[A-Za-z]{3,}\.[a-z-]+\.[a-z-]+/);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/review-finding-th-desktop.png`, fullPage: true });

    // A second draft of 280 KB: its check says so in words; Send names both by title.
    const big = th.find((candidate) => candidate.state === 'draft' && candidate.id !== entry.id)!;
    const bigBox = await openReview(page, 'th', big.id);
    // Lines of words (a single 95,000-letter Thai run takes Chromium's line breaker minutes to lay out).
    const bigText = `${await bigBox.inputValue()}\n\n${'ทดสอบ ข้อความ\n'.repeat(7400)}`;
    await bigBox.evaluate((element: HTMLTextAreaElement, value) => {
      element.value = value;
      element.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText' }));
    }, bigText);
    await expect(page.locator('.review-findings li[data-code="content.section.too-large"]')).toBeVisible();
    await expect(page.locator('.review-kept')).toHaveAttribute('data-review-outcome', 'kept');
    await page.fill('#review-reviewer', 'นภา ผู้ตรวจ');
    await page.click('[data-review-send]');
    const warning = page.locator('[data-review-send-warning]');
    await expect(warning).toBeVisible();
    await expect(warning).toContainText(big.title);
    await expect(warning).toContainText(entry.title);
    await expect(warning).not.toContainText('sections.');
    if (SHOTS)
      await page
        .locator('.review-send')
        .screenshot({ path: `${SHOTS}/review-send-warning-th-desktop.png`, timeout: 60_000 });
    const downloading = page.waitForEvent('download');
    await page.click('[data-review-send-anyway]');
    const download = await downloading;
    const bundle = JSON.parse(readFileSync(await download.path(), 'utf8')) as { sections: { id: string }[] };
    expect(bundle.sections.map((section) => section.id)).toEqual([entry.id]);
    await expect(page.locator(`[data-review-send-refused] li[data-draft="${big.id}"]`)).toContainText(
      big.title,
    );
  });

  test('a name with markup or a bidi override is refused in words; a reviewer key made on the device signs approvals that verify once registered', async ({
    page,
  }) => {
    const { parseReviewers, verifyApproval, approvalTextHash, utcToday } = await import(
      '@polyhedral/content/trust'
    );
    const th = await reviewIndex(page, 'th');
    const draft = th.find((entry) => entry.state === 'draft')!;
    const box = await openReview(page, 'th', draft.id);
    const original = await box.inputValue();
    await page.click('[data-review-approve]');
    await expect(page.locator('.review-kept')).toHaveAttribute('data-review-kind', 'approved');
    for (const bad of ['<b>Somchai</b>', 'Somchai\u202e(official)']) {
      await page.fill('#review-reviewer', bad);
      await page.click('[data-review-send]');
      await expect(page.locator('.review-send .review-problem')).toBeVisible();
    }
    // Without a key: the page says approvals arrive as suggestions.
    await page.fill('#review-reviewer', 'นภา ผู้ตรวจ');
    await expect(page.locator('.review-key')).toHaveAttribute('data-review-key', 'none');
    await page.click('[data-review-key-make]');
    await expect(page.locator('.review-key')).toHaveAttribute('data-review-key', 'unregistered');
    const line = await page.locator('[data-review-key-line]').inputValue();
    expect(line).toMatch(/^- name: "นภา ผู้ตรวจ"\n {2}locales: \[th\]\n {2}key: [A-Za-z0-9_-]{100,}\n/);
    // The key survives a reload (IndexedDB), its private half not readable.
    await page.reload();
    await openedSection(page, draft.id);
    await expect(page.locator('.review-key')).toHaveAttribute('data-review-key', 'unregistered');
    const extractable = await page.evaluate(
      () =>
        new Promise<boolean>((resolve, reject) => {
          const request = indexedDB.open('polyhedral-review');
          request.onsuccess = () => {
            const get = request.result.transaction('reviewer-key').objectStore('reviewer-key').get('device');
            get.onsuccess = () => resolve((get.result as { privateKey: CryptoKey }).privateKey.extractable);
            get.onerror = () => reject(get.error);
          };
          request.onerror = () => reject(request.error);
        }),
    );
    expect(extractable, 'the private key cannot be read out').toBe(false);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/review-key-th-desktop.png`, fullPage: true });

    // Before the key can be lost: the page says how (cleared site data, another device) and the fix.
    await expect(page.locator('[data-review-key-loss]')).toBeVisible();
    // Issue 71 item 3: a Send lists the texts its key is about to sign (title, rule ID, count) and
    // signs nothing without a confirm; "Not now" signs nothing, and the next Send asks again.
    let downloads = 0;
    page.on('download', () => downloads++);
    await page.click('[data-review-send]');
    const sign = page.locator('[data-review-send-sign]');
    await expect(sign).toHaveAttribute('data-review-send-sign', '1');
    await expect(sign.locator(`li[data-draft="${draft.id}"] code`)).toHaveText(draft.id);
    if (SHOTS) await sign.screenshot({ path: `${SHOTS}/review-sign-confirm-th-desktop.png` });
    await page.click('[data-review-send-sign-cancel]');
    await expect(sign).toHaveCount(0);
    expect(downloads, 'nothing signed or sent without the confirm').toBe(0);
    const downloading = page.waitForEvent('download');
    await page.click('[data-review-send]');
    await expect(sign).toHaveAttribute('data-review-send-sign', '1');
    await page.click('[data-review-send-sign-confirm]');
    const download = await downloading;
    await expect(page.locator('[data-review-send-approvals]')).toHaveAttribute(
      'data-review-send-approvals',
      'suggested',
    );
    const bundle = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
      sections: { id: string; approval?: Parameters<typeof verifyApproval>[0] }[];
    };
    const approval = bundle.sections.find((section) => section.id === draft.id)?.approval;
    expect(approval, 'the approval is signed').toBeDefined();
    // The maintainer pastes the line into reviewers.yaml: the approval then verifies, and only on this text.
    const parsed = await parseReviewers(`reviewers:\n${line.replace(/^/gm, '  ')}\n`);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    // The English read is signed too: the build's English of the section (englishHash).
    const subject = {
      locale: 'th',
      ruleId: draft.id,
      textHash: await approvalTextHash(original),
      englishHash: approval!.englishHash,
    };
    expect(approval!.englishHash).toMatch(/^[0-9a-f]{64}$/);
    const today = utcToday();
    expect(await verifyApproval(approval!, subject, parsed.registry, today)).toMatchObject({ ok: true });
    expect(
      await verifyApproval(
        approval!,
        { ...subject, textHash: await approvalTextHash(`${original}.`) },
        parsed.registry,
        today,
      ),
    ).toEqual({ ok: false, problem: { code: 'handback.import.reason.text-changed', params: {} } });
    expect(
      await verifyApproval(approval!, { ...subject, locale: 'zh' }, parsed.registry, today),
    ).toMatchObject({
      ok: false,
    });
  });

  // Thai and zh-Hant: D20Tests is a source translation ('current') in Thai and in Chinese, the same
  // page in other words (Chinese's run audited the same elements and colours); converted in zh-Hant.
  test('axe finds nothing on the review page (th, zh-Hant; phone; light, and dark where colour is concerned), the English pane takes focus', async ({
    newPage,
  }) => {
    const { openInScheme, switchScheme } = await import('../support/colour-schemes.ts');
    const { axeFindings, describeFindings, SCHEME_RULES } = await import(
      '../../../tools/audit/axe-wcag22.ts'
    );
    // Each locale's page loaded once, in light, with every WCAG 2.2 A/AA and best-practice rule
    // (whatever the impact; scrollable-region-focusable included); then switched in place to dark
    // (the theme picker's way) for the rules a colour scheme can change, as 41-audits does.
    for (const locale of ['th', 'zh-hant'] as const) {
      const id = 'D20Tests';
      const tracked = await openInScheme(
        newPage,
        `/${locale}/review/?section=${id}`,
        'light',
        PHONE.viewport,
      );
      const { page } = tracked;
      await openedSection(page, id);
      await expect(page.locator('[data-review-findings]')).toBeAttached();
      const english = page.locator('[data-review-english]');
      await english.focus();
      await expect(english).toBeFocused();
      for (const scheme of ['light', 'dark'] as const) {
        if (scheme === 'dark') await switchScheme(page, 'dark');
        const findings = await axeFindings(page, {
          served: true,
          rules: scheme === 'dark' ? SCHEME_RULES : undefined,
        });
        expect(findings, `${locale} ${scheme}: ${describeFindings(findings)}`).toEqual([]);
        if (SHOTS)
          await page.screenshot({ path: `${SHOTS}/review-${locale}-phone-${scheme}.png`, fullPage: true });
      }
      await tracked.close();
    }
  });
});
