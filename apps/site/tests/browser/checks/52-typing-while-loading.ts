/**
 * Typing into a calculator while its code is still on the way loses nothing: for each type of
 * field (an integer, a dice expression, a damage part), its island's JavaScript is held back (0
 * and 600 ms from the moment the reader reaches for it) while a reader clicks a field, selects it
 * and types a new value key by key. The field must end with exactly what was typed, focus and caret kept, without a "values in the link
 * were invalid" notice, and the results must be those of the same value opened as a shared link.
 * POLYHEDRAL_TYPING_TRIALS repeats each case (default 1).
 *
 * A page load serves every kind tested on that page: a calculator hydrates on its own first
 * interaction (client:interact), so each kind's code is held at a gate of its own that opens only
 * when the reader clicks into that calculator, and its code arrives `delay` ms after that. Each
 * load then tests every kind of the page at one delay, and one load of the page opened as a shared
 * link (every kind's value in its query) gives every kind's expected results: three loads a page
 * instead of three a kind. The first test of a page does the page's work and keeps what each kind
 * showed; each test then asserts its own kind's findings.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, type Site, test } from '../fixtures.ts';
import { scrollIntoView } from '../support/scroll-into-view.ts';

interface TypingCase {
  kind: string;
  page: string;
  /** Which text field of the calculator (0-based, among its text inputs). */
  field: number;
  /** The URL key the field writes (`<instance>.<field>`). */
  param: string;
  typed: string;
  /** The field's URL value after the typing, when the field holds more than the typed text (a damage part). */
  linked?: string;
}

/**
 * One field of each type a calculator has, all on one page (one set of loads): an integer, a dice
 * expression and a damage part (its amount inside the parts list, `13:slashing`). What every
 * kind's fields do with typing captured before hydration (captured by id, handed back in order,
 * focus and caret) is a DOM unit test over every kind of the registry:
 * src/browser/pending-edits.test.ts. Here, what only a browser shows: the race itself.
 */
const TYPING_CASES: readonly TypingCase[] = [
  {
    kind: 'death-saves',
    page: '/en/rules/DamageandHealing/',
    field: 0,
    param: 'death-saves.successes',
    typed: '2',
  },
  { kind: 'dice', page: '/en/rules/DamageandHealing/', field: 0, param: 'dice.expr', typed: '10d6+5' },
  {
    kind: 'damage-application',
    page: '/en/rules/DamageandHealing/',
    field: 3,
    param: 'damage-application.parts',
    typed: '13',
    linked: '13:slashing',
  },
];

/** The code at once, and late enough that every keystroke lands before it. */
const DELAYS_MS = [0, 600] as const;

const TRIALS = Number(process.env.POLYHEDRAL_TYPING_TRIALS ?? '1');

/** How long a finding may take to settle (the suite's expect timeout). */
const SETTLE_MS = 10_000;

function slotOf(page: Page, kind: string) {
  return page.locator(`[data-calculator="${kind}"]`).first();
}

/** The URL paths of a calculator's island code (component and renderer), read from the built page. */
function islandCodePaths(site: Site, pagePath: string, kind: string): string[] {
  const html = readFileSync(path.join(site.distDir, pagePath, 'index.html'), 'utf8');
  const slot = html.indexOf(`data-calculator="${kind}"`);
  const island = slot < 0 ? '' : (/<astro-island\b[^>]*>/.exec(html.slice(slot))?.[0] ?? '');
  const urls = ['component-url', 'renderer-url'].map(
    (name) => new RegExp(`${name}="([^"]+)"`).exec(island)?.[1] ?? '',
  );
  if (urls.includes('')) throw new Error(`${pagePath}: no island for ${kind}`);
  return urls.map((url) => new URL(url, 'http://x').pathname);
}

interface Gate {
  opened: Promise<void>;
  open: () => void;
}

function gate(): Gate {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/**
 * Holds back the island code of these calculators on this page, for every load of it. After
 * `arm(delay)`, each file is sent `delay` ms after the gate of a calculator that needs it opens
 * (`open(kind)`, when the reader reaches for it) or after it was asked for, whichever is later;
 * `arm(0)` and no gate (`pass()`) sends it at once.
 *
 * Held through the DevTools Fetch domain at the response stage, not a Playwright route: a route
 * turns the page's HTTP cache off, so each of the 36 loads fetched and compiled every script,
 * stylesheet and font of the page again. Here the rest of the page comes from the HTTP cache, as
 * for a reader who has been on the site before, and only these files are held. They are handed
 * to the page marked `no-store`, so that Blink's memory cache never answers them on the next load
 * without a request (which would hold nothing back): `requested()` names the held files a load
 * asked for, and each trial expects all of its calculators' files among them.
 */
async function holdIslandCode(page: Page, site: Site, pagePath: string, kinds: readonly string[]) {
  const pathsOf = new Map(kinds.map((kind) => [kind, islandCodePaths(site, pagePath, kind)]));
  const all = [...new Set([...pathsOf.values()].flat())];
  let delay = 0;
  let gates = new Map<string, Gate>();
  let requested = new Set<string>();
  const session = await page.context().newCDPSession(page);
  session.on('Fetch.requestPaused', async (event) => {
    const pathname = new URL(event.request.url).pathname;
    requested.add(pathname);
    // Holding the code back is the point of the check: the reader types while it is on the way.
    const held = gates.get(pathname);
    const wait = delay;
    if (held) await held.opened;
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const headers = (event.responseHeaders ?? []).filter((header) => !/^cache-control$/i.test(header.name));
    // A load left behind (the next one started) has no request to continue.
    await session
      .send('Fetch.continueResponse', {
        requestId: event.requestId,
        responseCode: event.responseStatusCode ?? 200,
        responseHeaders: [...headers, { name: 'cache-control', value: 'no-store' }],
      })
      .catch(() => {});
  });
  await session.send('Fetch.enable', {
    // The files' addresses, with or without a query (wildcards: `*` any text, `?` one character).
    patterns: all
      .flatMap((one) => [`*${one}`, `*${one}?*`])
      .map((urlPattern) => ({
        urlPattern,
        requestStage: 'Response' as const,
      })),
  });
  // What a load left behind (a calculator never reached for) is let go before the next load.
  const release = () => {
    for (const held of gates.values()) held.open();
  };
  return {
    arm: (ms: number) => {
      release();
      delay = ms;
      gates = new Map(all.map((one) => [one, gate()]));
      requested = new Set();
    },
    pass: () => {
      release();
      delay = 0;
      gates = new Map();
      requested = new Set();
    },
    open: (kind: string) => {
      for (const one of pathsOf.get(kind) ?? []) gates.get(one)?.open();
    },
    /** The held files this kind needs that no request asked for since the last `arm` or `pass`. */
    notRequested: (kind: string) => (pathsOf.get(kind) ?? []).filter((one) => !requested.has(one)),
  };
}

async function resultsText(page: Page, kind: string): Promise<string> {
  const results = slotOf(page, kind).locator('.calc-results');
  if ((await results.count()) === 0) return '';
  return (await results.allTextContents()).join(' | ').replace(/\s+/g, ' ').trim();
}

async function waitHydrated(page: Page, kind: string): Promise<void> {
  await expect(
    slotOf(page, kind).locator('astro-island:not([ssr])').first(),
    `${kind} hydrated`,
  ).toBeAttached();
}

/** The query string as the page sees it (written by the island with history.replaceState). */
async function searchOf(page: Page): Promise<URLSearchParams> {
  return new URLSearchParams(await page.evaluate(() => location.search));
}

/**
 * What `problems` finds once it finds nothing, or when SETTLE_MS have passed: the findings of an
 * `expect.poll(problems).toEqual([])`, kept for the test of the calculator they concern.
 */
async function settled(problems: () => Promise<string[]>): Promise<string[]> {
  const until = Date.now() + SETTLE_MS;
  for (;;) {
    const found = await problems().catch((error: Error) => [error.message.split('\n')[0] ?? String(error)]);
    if (found.length === 0 || Date.now() > until) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A step that throws becomes a finding. */
async function attempt(step: () => Promise<void>): Promise<string[]> {
  try {
    await step();
    return [];
  } catch (error) {
    return [(error as Error).message.split('\n')[0] ?? String(error)];
  }
}

/** What one page's load showed for one calculator (no finding: as it should). */
interface Findings {
  /** The page opened as a shared link: its results for the typed value. */
  linked: string[];
  /** Per delay, per trial: what the typing left wrong. */
  trials: Map<number, string[][]>;
}

/**
 * The results each calculator shows for its typed value opened as a shared link, every kind of
 * the page in one link (each reads only its own `<instance>.<field>`).
 */
async function linkedResults(
  page: Page,
  pagePath: string,
  cases: readonly TypingCase[],
  findings: Map<string, Findings>,
): Promise<Map<string, string>> {
  const url = new URL(pagePath, 'http://x');
  for (const c of cases) url.searchParams.set(c.param, c.linked ?? c.typed);
  await page.goto(`${url.pathname}${url.search}`);
  const wants = new Map<string, string>();
  for (const c of cases) {
    const slot = slotOf(page, c.kind);
    const problems = await attempt(async () => {
      await scrollIntoView(slot);
      await waitHydrated(page, c.kind);
      // Rendered afresh from the link: the field shows the linked value once its results are drawn.
      await expect(slot.locator('input[type="text"]').nth(c.field), 'the linked value shown').toHaveValue(
        c.typed,
      );
    });
    findings.get(c.kind)?.linked.push(...problems);
    wants.set(c.kind, await resultsText(page, c.kind));
  }
  return wants;
}

/**
 * One trial: the page loaded afresh, each calculator's code held back by `delay` from the moment
 * the reader reaches for it; into each calculator in turn: click, select all, type key by key.
 */
async function typingTrial(
  page: Page,
  held: Awaited<ReturnType<typeof holdIslandCode>>,
  cases: readonly TypingCase[],
  delay: number,
  wants: ReadonlyMap<string, string>,
): Promise<Map<string, string[]>> {
  held.arm(delay);
  await page.goto(cases[0]!.page, { waitUntil: 'domcontentloaded' });
  const found = new Map<string, string[]>(cases.map((c) => [c.kind, []]));
  const fieldOf = (c: TypingCase) => slotOf(page, c.kind).locator('input[type="text"]').nth(c.field);
  const urlValue = async (c: TypingCase) => (await searchOf(page)).get(c.param) ?? '';
  const notices = (c: TypingCase) => slotOf(page, c.kind).locator('.calc-notice').count();
  for (const c of cases) {
    const field = fieldOf(c);
    const problems = found.get(c.kind)!;
    const typed = await attempt(async () => {
      await scrollIntoView(field);
      held.open(c.kind);
      await field.click();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(c.typed, { delay: 35 });
      await waitHydrated(page, c.kind);
    });
    problems.push(...typed);
    if (typed.length > 0) continue;
    // The code came over the network, held: not from a cache that skipped the gate.
    const notAsked = held.notRequested(c.kind);
    if (notAsked.length > 0) problems.push(`island code not requested on this load: ${notAsked.join(', ')}`);
    // The hydrated island replays the typing (one task per edit) and writes it to the URL.
    const value = c.linked ?? c.typed;
    const inUrl = await settled(async () => {
      const now = await urlValue(c);
      return now === value ? [] : [`the typed value "${value}" in the URL: ${c.param}="${now}"`];
    });
    problems.push(...inUrl);
    if (inUrl.length > 0) continue;
    const id = (await field.getAttribute('id')) ?? '';
    // While the field still has the focus: its text, the caret after the typing, no notice.
    problems.push(
      ...(await settled(async () => {
        const caret = await field.evaluate((el) => {
          const input = el as HTMLInputElement;
          return document.activeElement === input ? input.selectionStart : -1;
        });
        return [
          (await field.inputValue()) === c.typed
            ? ''
            : `field "${await field.inputValue()}" (typed "${c.typed}", id ${id})`,
          caret === c.typed.length ? '' : `caret at ${caret} (focus lost or moved), not after the typing`,
          (await notices(c)) === 0 ? '' : 'a shared-link notice appeared',
        ].filter(Boolean);
      })),
    );
  }
  // Once every calculator of the page was typed into: each shows the linked value's results.
  for (const c of cases) {
    const problems = found.get(c.kind)!;
    if (problems.length > 0) continue;
    const want = wants.get(c.kind) ?? '';
    problems.push(
      ...(await settled(async () => {
        const value = await fieldOf(c).inputValue();
        const shown = await resultsText(page, c.kind);
        return [
          value === c.typed ? '' : `field "${value}" (typed "${c.typed}")`,
          (await notices(c)) === 0 ? '' : 'a shared-link notice appeared',
          shown === want ? '' : `results "${shown}", the link ${c.param} gives "${want}"`,
        ].filter(Boolean);
      })),
    );
  }
  return found;
}

/** Every kind of one page through the shared link and every delay and trial, in one tab. */
async function checkPage(
  page: Page,
  site: Site,
  cases: readonly TypingCase[],
): Promise<Map<string, Findings>> {
  const pagePath = cases[0]!.page;
  const findings = new Map<string, Findings>(
    cases.map((c) => [c.kind, { linked: [], trials: new Map(DELAYS_MS.map((delay) => [delay, []])) }]),
  );
  const held = await holdIslandCode(
    page,
    site,
    pagePath,
    cases.map((c) => c.kind),
  );
  held.pass();
  const wants = await linkedResults(page, pagePath, cases, findings);
  for (const delay of DELAYS_MS) {
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const found = await typingTrial(page, held, cases, delay, wants);
      for (const c of cases)
        findings
          .get(c.kind)
          ?.trials.get(delay)
          ?.push(found.get(c.kind) ?? []);
    }
  }
  return findings;
}

test.describe('Typing while a calculator loads: every keystroke kept, never read back as a shared link', () => {
  // A page's first test loads it three times (the shared link, then once per delay and trial) for
  // three kinds: twice the suite's 60 s, times POLYHEDRAL_TYPING_TRIALS.
  test.describe.configure({ timeout: 120_000 * Math.max(1, TRIALS) });

  const pages = [...new Set(TYPING_CASES.map((c) => c.page))];
  for (const pagePath of pages) {
    const cases = TYPING_CASES.filter((c) => c.page === pagePath);
    // One worker takes a page's tests in order: the first does the page's work (a failed test
    // starts a new worker, where the next test does it again).
    test.describe(() => {
      test.describe.configure({ mode: 'default' });
      let work: Promise<Map<string, Findings>> | undefined;
      for (const c of cases) {
        test(`${c.kind} on ${c.page}: "${c.typed}" typed with the code held back ${DELAYS_MS.join('/')} ms`, async ({
          newPage,
          site,
        }) => {
          // A page only for the test that does the work (the others read what it found).
          work ??= newPage().then(({ page }) => checkPage(page, site, cases));
          const findings = (await work).get(c.kind)!;
          expect(findings.linked, `${c.param}=${c.linked ?? c.typed} opened as a shared link`).toEqual([]);
          // Soft: every delay is tried and every failing one reported.
          for (const delay of DELAYS_MS) {
            for (const found of findings.trials.get(delay) ?? [])
              expect.soft(found, `${delay} ms`).toEqual([]);
          }
        });
      }
    });
  }

  /** A shared link, and typing into another field of the same calculator while its code loads. */
  test('a shared link (save-half 4d6) and a DC typed while the code is held back 600 ms: both kept, focus and caret too', async ({
    page,
    site,
  }) => {
    const held = await holdIslandCode(page, site, '/en/rules/DamageandHealing/', ['save-half']);
    // Held from the moment the code is asked for (the link renders the island as it comes on screen).
    held.arm(600);
    held.open('save-half');
    await page.goto('/en/rules/DamageandHealing/?save-half.damage=4d6', { waitUntil: 'domcontentloaded' });
    const slot = slotOf(page, 'save-half');
    // Text fields in order: the first damage part's dice, the DC, then each target's save bonus.
    const dc = slot.locator('input[type="text"]').nth(1);
    await scrollIntoView(dc);
    await dc.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('12', { delay: 35 });
    await waitHydrated(page, 'save-half');
    expect(held.notRequested('save-half'), 'the island code requested (and held)').toEqual([]);
    // Rendered afresh from the link, the island gets the typing back, then the focus and the caret.
    await expect.poll(async () => (await searchOf(page)).get('save-half.dc'), 'URL save-half.dc').toBe('12');
    await expect(slot.locator('input[type="text"]').nth(0), 'damage from the link').toHaveValue('4d6');
    await expect(dc, 'DC typed').toHaveValue('12');
    await expect
      .poll(
        () =>
          dc.evaluate((el) => (document.activeElement === el ? (el as HTMLInputElement).selectionStart : -1)),
        'caret after the DC',
      )
      .toBe(2);
    await expect(slot.locator('.calc-notice'), 'no invalid-link notice').toHaveCount(0);
  });
});
