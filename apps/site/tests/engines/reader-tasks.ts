/**
 * The nine reader tasks every engine must carry (issue 76; the English view, issue 86), written once against EnginePage
 * (@polyhedral/browser-testing/engines): a field typed into and a button clicked through the
 * engine's own driver (WebDriver BiDi or classic), what the page shows read back with a script.
 * Each task loads one page where it can; a task that cannot finish throws, naming what it waited for.
 * The figures each expects come from the core, never typed here.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EnginePage } from '@polyhedral/browser-testing/engines';
import { computeCalculator } from '@polyhedral/core/calculators';
import { formatShare } from '../../src/calculators/shared/format.ts';
import type { StaticServer } from '../../tools/static-server.ts';
import { cloneAt, importInto, registerInClone, resetClone } from '../browser/support/handback-clone.ts';
import { decimal } from '../support/locale-numbers.ts';
import { expectedSaveHalf, saveHalfLink } from '../support/save-half-case.ts';

/** What a task gets: the page, the site's server, and a server of its own to stop (the offline task). */
export interface TaskContext {
  page: EnginePage;
  /** http://127.0.0.1:<port> of the shared server. */
  baseUrl: string;
  /** Starts a server of dist/ on another origin (its own service worker), stopped by the task. */
  startOwnServer: () => Promise<StaticServer>;
}

export interface ReaderTask {
  /** A short id (the engine × task table's row). */
  id: string;
  title: string;
  run: (context: TaskContext) => Promise<void>;
}

/** The trimmed text of the first element matching the selector, or null. */
function textOf(selector: string): string | null {
  return document.querySelector(selector)?.textContent?.trim() ?? null;
}

/** Whether the element's text contains `wanted` (answers the text seen otherwise falsy). */
function textContains(selector: string, wanted: string): boolean {
  return (document.querySelector(selector)?.textContent ?? '').includes(wanted);
}

function fail(message: string): never {
  throw new Error(message);
}

/** 1. A dice calculator's exact odds: 4d6kh3's mean and its chance of 15 or more, as the core gives them. */
const diceOdds: ReaderTask = {
  id: 'dice-odds',
  title: "a dice calculator's exact odds (4d6kh3: mean, chance of 15 or more)",
  run: async ({ page, baseUrl }) => {
    await page.goto(`${baseUrl}/en/rules/DamageandHealing/`);
    await page.type('#dice-expr', '4d6kh3');
    // The island hydrates on this first interaction: the next field is typed once it has (as the
    // Chromium check does). Typed during hydration, WebKit once lost it (1 run in 5; the typing-
    // while-loading checks are Chromium's).
    await page.waitFor(
      'the dice calculator hydrated',
      () => document.querySelector('[data-calculator="dice"] astro-island:not([ssr])') !== null,
    );
    await page.type('#dice-at-least', '15');
    const expected = computeCalculator('dice', { expr: '4d6kh3', 'at-least': 15 });
    if (expected.chanceAtLeast === null) fail('the core computes the chance of 15 or more');
    const mean = decimal('en', expected.summary.mean);
    const chance = formatShare('en', expected.chanceAtLeast);
    await page.waitFor(
      `the mean ${mean} shown`,
      (selector, wanted) => (document.querySelector(selector)?.textContent ?? '').includes(wanted),
      '[data-calculator="dice"] [data-testid="dice-mean"]',
      mean,
    );
    await page.waitFor(
      `the chance ${chance} shown`,
      (selector, wanted) => (document.querySelector(selector)?.textContent ?? '').includes(wanted),
      '[data-calculator="dice"] [data-testid="dice-chance"]',
      chance,
    );
  },
};

/** 2. The save-for-half calculator from a shared link (Thai): 10d6 fire, +3 against DC 14, then the DC typed. */
const saveForHalf: ReaderTask = {
  id: 'save-for-half',
  title: 'the save-for-half calculator (th): a shared link restored, then the DC changed',
  run: async ({ page, baseUrl }) => {
    await page.goto(`${baseUrl}/th/rules/DamageandHealing/?${saveHalfLink('save-half-2')}`);
    const expectedAt = (dc: number) => expectedSaveHalf('th', dc);
    const shown = '[data-calculator-instance="save-half-2"] [data-testid="save-expected"]';
    // A calculator far down the page renders its shared state as its section comes on screen.
    await page.evaluate(
      (selector) => document.querySelector(selector)?.scrollIntoView({ block: 'center' }),
      '[data-calculator-instance="save-half-2"]',
    );
    await page.waitFor(`expected damage ${expectedAt(14)} at DC 14`, textContains, shown, expectedAt(14));
    await page.type('#save-half-2-dc', '17');
    await page.waitFor(`expected damage ${expectedAt(17)} at DC 17`, textContains, shown, expectedAt(17));
    await page.waitFor(
      'the DC kept in the address',
      () => new URLSearchParams(location.search).get('save-half-2.dc') === '17',
    );
  },
};

/** 3. The tracker: add a creature, roll Initiative for all, undo it, reload (kept on the device). */
const tracker: ReaderTask = {
  id: 'tracker',
  title: 'the tracker: add, roll Initiative, undo, reload',
  run: async ({ page, baseUrl }) => {
    await page.goto(`${baseUrl}/en/tracker/`);
    await page.waitFor(
      'the tracker ready',
      () => document.querySelector('[data-tracker-ready="true"]') !== null,
    );
    await page.type('#tracker-add-name', 'Ayla');
    await page.type('#tracker-add-ac', '18');
    await page.type('#tracker-add-hp', '30');
    await page.click('[data-testid="tracker-add"] button[type="submit"]');
    await page.waitFor('Ayla added', () => document.querySelector('[data-creature-name="Ayla"]') !== null);
    const initiative = () =>
      (document.querySelector('#tracker-init-c1') as HTMLInputElement | null)?.value ?? null;
    if ((await page.evaluate(initiative)) !== '') fail('Ayla starts with no Initiative');
    // "Roll Initiative for all", the first of the order's buttons.
    await page.click('.tracker-order__head .tracker-buttons button');
    await page.waitFor(
      'Initiative rolled',
      () => document.querySelector('[data-testid="tracker-rolls"]') !== null,
    );
    const rolled = await page.waitFor('an Initiative in the field', initiative);
    if (!/^\d+$/.test(rolled)) fail(`a rolled Initiative is a number: ${rolled}`);
    await page.click('[data-testid="tracker-undo-button"]');
    await page.waitFor(
      'the roll undone',
      () => (document.querySelector('#tracker-init-c1') as HTMLInputElement | null)?.value === '',
    );
    await page.reload();
    await page.waitFor(
      'Ayla kept on the device after a reload, without the undone roll',
      () =>
        document.querySelector('[data-tracker-ready="true"] [data-creature-name="Ayla"]') !== null &&
        (document.querySelector('#tracker-init-c1') as HTMLInputElement | null)?.value === '',
    );
  },
};

interface ReviewIndexEntry {
  id: string;
  state: string;
  href: string | null;
}

/** One clone of the repository for every engine's hand-back (put back at the commit before each use). */
let clone: { dir: string; remove: () => void } | undefined;

export function removeHandbackClone(): void {
  clone?.remove();
  clone = undefined;
}

/**
 * Captures the hand-back the page downloads: its file name and text, kept on `window` instead of
 * saved (WebDriver classic sees no download). The blob is kept as the page makes its address
 * (the review page's CSP lets no script fetch a blob: address).
 */
function captureDownloads(): void {
  const w = window as unknown as { handback?: { name: string; text: string } };
  const blobs = new Map<string, Blob>();
  const createObjectURL = URL.createObjectURL;
  URL.createObjectURL = (object: Blob | MediaSource) => {
    const url = createObjectURL.call(URL, object);
    if (object instanceof Blob) blobs.set(url, object);
    return url;
  };
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function captured(this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (this.download && blob) {
      const name = this.download;
      void blob.text().then((text) => {
        w.handback = { name, text };
      });
      return;
    }
    click.call(this);
  };
}

/** 4. The review page (th): a reviewer key made with Web Crypto, a section approved, handed back; the file imports. */
const review: ReaderTask = {
  id: 'review-handback',
  title: 'the review page (th): make a key with Web Crypto, approve, hand back; the file imports',
  run: async ({ page, baseUrl }) => {
    const index = (await (await fetch(`${baseUrl}/th/review/index.json`)).json()) as {
      startingPoint: string | null;
      sections: ReviewIndexEntry[];
    };
    const commit =
      /^git:([0-9a-f]{40})$/.exec(index.startingPoint ?? '')?.[1] ?? fail('the build knows its commit');
    const drafts = index.sections.filter((entry) => entry.state === 'draft' && entry.href !== null);
    let approved: string | undefined;
    for (const candidate of drafts.slice(0, 6)) {
      await page.goto(`${baseUrl}/th/review/?section=${candidate.id}`);
      await page.waitFor(
        'the section loaded',
        () => document.querySelector('[data-review-ready="loaded"]') !== null,
      );
      await page.waitFor('the checks ran', () => document.querySelector('[data-review-findings]') !== null);
      const errors = await page.evaluate(
        () => document.querySelectorAll('.review-findings li[data-severity="error"]').length,
      );
      if (errors > 0) continue;
      await page.click('[data-review-approve]');
      await page.waitFor(
        'approved',
        () => document.querySelector('.review-kept')?.getAttribute('data-review-kind') === 'approved',
      );
      approved = candidate.id;
      break;
    }
    if (!approved) fail('a draft section with no error to approve');
    await page.type('#review-reviewer', 'นภา ผู้ตรวจ');
    await page.click('[data-review-key-make]');
    await page.waitFor(
      'a reviewer key made (Web Crypto) and kept (IndexedDB)',
      () => document.querySelector('.review-key')?.getAttribute('data-review-key') === 'unregistered',
    );
    const keyLines = await page.evaluate(
      () => (document.querySelector('[data-review-key-line]') as HTMLTextAreaElement | null)?.value ?? '',
    );
    if (!/^- name: "นภา ผู้ตรวจ"\n {2}locales: \[th\]\n {2}key: /.test(keyLines))
      fail(`the key's lines: ${keyLines}`);
    await page.evaluate(captureDownloads);
    await page.click('[data-review-send]');
    // With a key, the Send lists the approval it is about to sign and signs only on a confirm.
    await page.waitFor(
      'the texts about to be signed, listed before signing',
      () => document.querySelector(`[data-review-send-sign] li[data-draft]`) !== null,
    );
    await page.click('[data-review-send-sign-confirm]');
    const file = await page.waitFor(
      'the hand-back file',
      () => (window as unknown as { handback?: { name: string; text: string } }).handback ?? null,
    );
    if (!/^handback-th-\d{4}-\d{2}-\d{2}\.json$/.test(file.name)) fail(`the file's name: ${file.name}`);
    const saved = path.join(tmpdir(), `engines-${page.engine}-${file.name}`);
    writeFileSync(saved, file.text);

    // The maintainer: a clone at the build's commit, the key registered; the import credits the review.
    if (clone) resetClone(clone.dir, commit);
    else clone = cloneAt(commit);
    registerInClone(clone.dir, keyLines);
    const result = await importInto(clone.dir, saved);
    if (result.code !== 0) fail(`the import exits 0 (${result.code}): ${result.out}\n${result.err}`);
    // The review is its signed record (content/approvals/th/<ID>.json), credited to the key's owner.
    const recordFile = path.join(clone.dir, 'content', 'approvals', 'th', `${approved}.json`);
    const record = existsSync(recordFile) ? readFileSync(recordFile, 'utf8') : '';
    if (!/"kind": "review"/.test(record) || !record.includes('นภา ผู้ตรวจ'))
      fail(
        `the import records ${approved} as reviewed by the key's owner: ${record.slice(0, 2000) || 'no record'}`,
      );
  },
};

/** 5-7. Pagefind search in one language: the query's results are that language's pages, the expected one among them. */
function search(locale: 'th' | 'zh' | 'zh-hant', query: string, expected: string): ReaderTask {
  return {
    id: `search-${locale}`,
    title: `Pagefind search in ${locale}: ${query} finds /${locale}/rules/${expected}/`,
    run: async ({ page, baseUrl }) => {
      await page.goto(`${baseUrl}/${locale}/rules/RhythmofPlay/`);
      const input = '#starlight__search .pagefind-ui__search-input';
      // The button opens the dialog once the page's scripts have run; Pagefind's UI loads on the first open.
      await page.waitFor('the search ready', () => customElements.get('site-search') !== undefined);
      await page.click('site-search button[data-open-modal]');
      await page.waitFor(
        'the search input shown',
        (selector) => (document.querySelector(selector) as HTMLElement | null)?.offsetParent != null,
        input,
      );
      await page.type(input, query);
      const hits = await page.waitFor(
        `results for ${query}`,
        (wanted) => {
          const dialog = document.querySelector('#starlight__search');
          if (!dialog || !(dialog.querySelector('.pagefind-ui__message')?.textContent ?? '').includes(wanted))
            return null;
          if (dialog.querySelector('.pagefind-ui__loading')) return null;
          const links = [...dialog.querySelectorAll('.pagefind-ui__result-link')].map(
            (a) => new URL((a as HTMLAnchorElement).href).pathname,
          );
          return links.length > 0 ? links : null;
        },
        query,
      );
      const foreign = hits.filter((hit) => !hit.startsWith(`/${locale}/`));
      if (foreign.length > 0) fail(`only /${locale}/ pages: ${hits.join(', ')}`);
      if (!hits.some((hit) => hit.startsWith(`/${locale}/rules/${expected}/`)))
        fail(`/${locale}/rules/${expected}/ among ${hits.join(', ')}`);
    },
  };
}

/** 8. Offline: a page read once reloads with no server, its fonts and its calculator working. */
const offline: ReaderTask = {
  id: 'offline-reload',
  title: 'offline reload after one visit (zh): the page, its font and its calculator',
  run: async ({ page, startOwnServer }) => {
    const server = await startOwnServer();
    let closed = false;
    try {
      await page.goto(`${server.url}/zh/rules/D20Tests/`);
      await page.waitFor(
        'the service worker controls the page',
        () =>
          navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined,
      );
      // Ready: installed (the build's files precached), active, and this page kept with the font
      // files it drew with (the worker stores them after the page's first load, which it did not
      // serve; WebKit drew boxes offline when the server stopped before they were stored).
      await page.waitFor('the page and its fonts kept for offline', async () => {
        if (document.documentElement.dataset.offlineWorker !== 'ready') return false;
        if (!(await caches.match(location.href))) return false;
        const fonts = performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) => new URL(url).pathname.startsWith('/fonts/'));
        const kept = await Promise.all(fonts.map((url) => caches.match(url)));
        return fonts.length > 0 && kept.every(Boolean);
      });
      await server.close();
      closed = true;
      await page.reload();
      await page.waitFor('the page came back offline', textContains, 'h1', 'D20');
      const fontOk = await page.evaluate(async () => {
        await document.fonts.ready;
        await document.fonts.load('16px "Noto Sans SC"', '检定');
        return document.fonts.check('16px "Noto Sans SC"', '检定');
      });
      if (!fontOk) fail('Noto Sans SC draws 检定 offline');
      const chance = '[data-calculator="d20-test"] .calc-figure dd';
      const before = (await page.evaluate(textOf, chance)) ?? fail('the d20 calculator shows a chance');
      await page.type('#d20-test-bonus', '9');
      await page.waitFor(
        `the calculator computes offline (was ${before})`,
        (selector, was) => {
          const now = document.querySelector(selector)?.textContent?.trim();
          return now !== undefined && now !== was;
        },
        chance,
        before,
      );
    } finally {
      if (!closed) await server.close();
    }
  },
};

/**
 * "Show the English" (issue 86) on a Chinese rule page: each block's English shown under or beside it
 * (the text of its English block in the open-data document, read by the page), kept on reload, and
 * hidden again.
 */
const showEnglish: ReaderTask = {
  id: 'show-english',
  title:
    '"Show the English" (zh): the English of the first paragraph shown (lang="en"), kept on reload, then hidden',
  run: async ({ page, baseUrl }) => {
    await page.goto(`${baseUrl}/zh/rules/DamageandHealing/`);
    await page.click('[data-english-toggle]');
    const firstEnglish = async () =>
      page.waitFor(
        'the first paragraph shows its English block, as the English document has it',
        async () => {
          // The first paragraph whose English has no change marked (its text is then the document's as is).
          const block = [...document.querySelectorAll<HTMLElement>('.rule-section > p.has-english')].find(
            (candidate) => !candidate.nextElementSibling?.querySelector('.english-block__changed'),
          );
          const english = block?.nextElementSibling as HTMLElement | null;
          const section = block?.closest<HTMLElement>('.rule-section')?.dataset.section;
          if (!block || !english?.matches('.english-block[lang="en"]') || english.offsetHeight === 0)
            return null;
          const response = await fetch(`/api/v2/en/rules/${section}.json`);
          const { blocks } = (await response.json()) as { blocks: { index: number; text: string }[] };
          return blocks.some((candidate) => candidate.text === english.textContent?.trim());
        },
      );
    await firstEnglish();
    await page.reload();
    await firstEnglish();
    await page.click('[data-english-toggle]');
    await page.waitFor(
      'the English hidden and out of the address',
      () =>
        document.querySelector<HTMLElement>('.english-block')?.offsetHeight === 0 &&
        !new URLSearchParams(location.search).has('english'),
    );
  },
};

/** The tasks in the order they run in each engine. */
export const READER_TASKS: readonly ReaderTask[] = [
  diceOdds,
  saveForHalf,
  tracker,
  review,
  search('th', 'ทอยป้องกันความตาย', 'DamageandHealing'),
  search('zh', '豁免检定', 'D20Tests'),
  search('zh-hant', '豁免檢定', 'D20Tests'),
  showEnglish,
  offline,
];
