/**
 * A glossary definition reviewed from the site, in Thai, as a reader does it: from a term's page
 * follow "Suggest a correction", see the checks refuse a Han letter (the import's own check),
 * correct the definition, Send (one hand-back file, the definition in its `glossary` list under its
 * own key, not the term ID a rule may share); then, as the maintainer, in a real clone at the build's
 * commit `content import` changes exactly that entry of definitions.th.json (and queues it).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../fixtures.ts';
import { cloneAt, git, importInto } from '../support/handback-clone.ts';
import { PHONE } from '../support/phone.ts';

interface DefinitionItem {
  id: string;
  name: string;
  english: string;
  definition: string;
  start: string;
  review: { state: 'reviewed' | 'changed'; by: string; on: string } | { state: 'draft' };
}

const SHOTS = process.env.REVIEW_SHOTS;
const TYPED = 'ทดสอบ';

test('th: a glossary definition opened from its term page, corrected, sent with Send and imported as that one entry', async ({
  site,
  newPage,
}, testInfo) => {
  const { page } = await newPage({ ...PHONE, acceptDownloads: true });
  const glossary = (await (await page.request.get(`${site.baseUrl}/th/review/glossary.json`)).json()) as {
    terms: DefinitionItem[];
  };
  const index = (await (await page.request.get(`${site.baseUrl}/th/review/index.json`)).json()) as {
    startingPoint: string | null;
  };
  expect(index.startingPoint, 'the build knows its commit').toMatch(/^git:[0-9a-f]{40}$/);
  expect(glossary.terms.length, 'Thai definitions to review').toBeGreaterThan(100);
  // A term whose ID is also a rule ID: its definition's draft must not be the section's.
  const term = glossary.terms.find((item) => item.id === 'Cover')!;
  expect(term, 'Cover (a rule ID too) has a Thai definition').toBeDefined();

  // 1. From the term's page to its definition on the review page.
  await page.goto(`/th/glossary/${term.id}/`);
  const link = page.locator(`.suggest-correction a[href="/th/review/?glossary=${term.id}"]`);
  await expect(link, 'the term page offers "Suggest a correction"').toHaveCount(1);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/th/review/\\?glossary=${term.id}$`));
  await expect(page.locator('[data-review-ready]')).toHaveAttribute('data-review-ready', 'loaded');
  await expect(page.locator(`[data-review-definition="${term.id}"]`)).toBeVisible();
  await expect(page.locator('[data-review-english]')).toHaveText(term.english);
  const box = page.locator('[data-review-text]');
  await expect(box).toHaveValue(term.definition);
  await expect(page.locator('[data-review-findings="0"]'), 'the shown definition passes').toBeAttached();

  // 2. A Han letter is refused as the import refuses it, in Thai words; then taken out again.
  await box.focus();
  await page.keyboard.press('End');
  await page.keyboard.type('中');
  const error = page.locator('.review-findings li[data-severity="error"]');
  await expect(error).toHaveAttribute('data-code', 'handback.glossary.wrong-script');
  await expect(error).toContainText('ไทย');
  await page.keyboard.press('Backspace');
  await expect(page.locator('[data-review-findings="0"]')).toBeAttached();

  // 3. The correction, kept on the device under the definition's own key.
  await page.keyboard.type(` ${TYPED}`);
  const wanted = `${term.definition} ${TYPED}`;
  await expect(box).toHaveValue(wanted);
  await expect(page.locator('.review-kept')).toHaveAttribute('data-review-kind', 'corrected');
  await expect(page.locator('.review-kept')).toHaveAttribute('data-review-outcome', 'kept');
  await expect(page.locator(`[data-review-mine] li[data-draft="glossary:${term.id}"]`)).toHaveAttribute(
    'data-kind',
    'corrected',
  );
  // The kept marks above were already set by an earlier keystroke (the Han letter's text was a
  // correction too): the draft's last save is waited for, not read once.
  const stored = (id: string) =>
    page.evaluate(
      (key) => [
        window.localStorage.getItem(`polyhedral.review.th.glossary:${key}`),
        window.localStorage.getItem(`polyhedral.review.th.${key}`),
      ],
      id,
    );
  await expect
    .poll(async () => (await stored(term.id))[0], { message: 'kept under glossary:<TermId>' })
    .toContain(TYPED);
  expect((await stored(term.id))[1], 'the rule of the same ID has no draft').toBeNull();

  // 4. Send: one file, the definition in its glossary list.
  await page.fill('#review-reviewer', 'นภา ผู้อ่าน');
  const downloading = page.waitForEvent('download');
  await page.click('[data-review-send]');
  const download = await downloading;
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  await expect(page.locator('.review-sent')).toContainText(download.suggestedFilename());
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/definition-sent-th-phone.png`, fullPage: true });
  const bundle = JSON.parse(readFileSync(file, 'utf8')) as {
    sections: unknown[];
    glossary?: Array<{ term: string; start: string; text: string; review: unknown }>;
  };
  expect(bundle.sections).toEqual([]);
  expect(bundle.glossary).toEqual([{ term: term.id, start: term.start, text: wanted, review: null }]);

  // 5. The maintainer: a clone at the build's commit; the import changes that one entry.
  const commit = index.startingPoint!.slice('git:'.length);
  const clone = cloneAt(commit);
  try {
    // The clone checks out content/ only (sparse): the glossary's files beside it too.
    git(clone.dir, 'sparse-checkout', 'add', 'packages/i18n/src/glossary');
    const definitions = path.join(clone.dir, 'packages/i18n/src/glossary/definitions.th.json');
    const before = JSON.parse(readFileSync(definitions, 'utf8')) as Record<string, string>;
    const result = await importInto(clone.dir, file);
    expect(result.code, `${result.out}\n${result.err}`).toBe(0);
    const changed = git(clone.dir, 'status', '--porcelain')
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.includes('content/suggestions/'));
    expect(changed).toEqual([' M packages/i18n/src/glossary/definitions.th.json']);
    const after = JSON.parse(readFileSync(definitions, 'utf8')) as Record<string, string>;
    expect(after).toEqual({ ...before, [term.id]: wanted });
    expect(git(clone.dir, 'diff', '--numstat').trim()).toMatch(/^1\t1\t/);
  } finally {
    clone.remove();
  }
});

test('a definition shows its state as a section does: a draft, reviewed by whom and when, or changed since', async ({
  site,
  newPage,
}) => {
  const { page } = await newPage(PHONE);
  const url = `${site.baseUrl}/th/review/glossary.json`;
  const glossary = (await (await page.request.get(url)).json()) as { terms: DefinitionItem[] };
  const cover = glossary.terms.find((item) => item.id === 'Cover')!;
  // The content has no definition review yet: every definition is a draft.
  expect(cover.review).toEqual({ state: 'draft' });
  await page.goto('/th/review/?glossary=Cover');
  const state = page.locator('[data-review-definition="Cover"] .review-state');
  await expect(state).toHaveAttribute('data-state', 'draft');
  await expect(state).toContainText('ฉบับร่าง');
  await expect(page.locator('[data-review-approve]'), 'a draft can be approved').toHaveCount(1);
  // The same page over a build whose record holds a review of the text shown, then of another text.
  for (const review of [
    { state: 'reviewed', by: 'นภา ผู้ตรวจ', on: '2026-11-20' },
    { state: 'changed', by: 'นภา ผู้ตรวจ', on: '2026-11-20' },
  ] as const) {
    const served = {
      ...glossary,
      terms: glossary.terms.map((item) => (item.id === 'Cover' ? { ...item, review } : item)),
    };
    await page.unrouteAll();
    await page.route(url, (route) => route.fulfill({ json: served }));
    await page.goto('/th/review/?glossary=Cover');
    await expect(state).toHaveAttribute('data-state', review.state);
    await expect(state).toContainText('นภา ผู้ตรวจ');
    await expect(state).toContainText('2026-11-20');
    if (review.state === 'reviewed') {
      await expect(page.locator('[data-review-approve]'), 'nothing to approve').toHaveCount(0);
      await expect(page.locator('[data-review-approve-not="reviewed"]')).toBeVisible();
    } else {
      await expect(page.locator('[data-review-approve]'), 'a changed text can be approved').toHaveCount(1);
    }
  }
});

// Thai alone: Cover's definition is a draft in Thai and in Chinese, the same page in other words
// (Chinese's run audited the same elements and colours).
test('axe finds nothing on a definition under review (th; phone; light and dark); zh-Hant is told it has none', async ({
  newPage,
}) => {
  const { openInScheme, switchScheme } = await import('../support/colour-schemes.ts');
  const { axeFindings, describeFindings, SCHEME_RULES } = await import('../../../tools/audit/axe-wcag22.ts');
  // Each locale loaded once: every rule in light, then switched in place to dark for the rules a
  // colour scheme can change (as 41-audits does).
  for (const locale of ['th'] as const) {
    const tracked = await openInScheme(newPage, `/${locale}/review/?glossary=Cover`, 'light', PHONE.viewport);
    await expect(tracked.page.locator('[data-review-definition="Cover"]')).toBeVisible();
    await expect(tracked.page.locator('[data-review-findings]')).toBeAttached();
    for (const scheme of ['light', 'dark'] as const) {
      if (scheme === 'dark') await switchScheme(tracked.page, 'dark');
      const findings = await axeFindings(tracked.page, {
        served: true,
        rules: scheme === 'dark' ? SCHEME_RULES : undefined,
      });
      expect(findings, `${locale} ${scheme}: ${describeFindings(findings)}`).toEqual([]);
      if (SHOTS)
        await tracked.page.screenshot({
          path: `${SHOTS}/definition-${locale}-phone-${scheme}.png`,
          fullPage: true,
        });
    }
    await tracked.close();
  }
  // zh-Hant's definitions are converted from zh: no link on its term page, and the address says so.
  const { page } = await newPage(PHONE);
  await page.goto('/zh-hant/glossary/Cover/');
  await expect(page.locator('.suggest-correction')).toHaveCount(0);
  await page.goto('/zh-hant/review/?glossary=Cover');
  await expect(page.locator('[data-review-ready]')).toHaveAttribute('data-review-ready', 'unknown');
});
