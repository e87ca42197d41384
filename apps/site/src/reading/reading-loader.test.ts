import { describe, expect, it } from 'vitest';
import { READING_LOADER_SCRIPT } from './reading-loader.ts';

/** An element that "matches" the selectors it is given (closest answers for itself and its ancestors). */
class FakeElement {
  private readonly inside: readonly string[];
  constructor(inside: readonly string[]) {
    this.inside = inside;
  }
  closest(selector: string): FakeElement | null {
    return this.inside.includes(selector) ? this : null;
  }
}

const TOGGLE = new FakeElement([
  '[data-english-toggle]',
  '[data-reading-bar]',
  'a,button,input,select,textarea,summary,label',
]);
const TEXT = new FakeElement(['.rule-section']);
const LINK_IN_TEXT = new FakeElement(['.rule-section', 'a,button,input,select,textarea,summary,label']);
const SELECT = new FakeElement(['[data-reading-bar]', 'a,button,input,select,textarea,summary,label']);
const ELSEWHERE = new FakeElement([]);

interface Run {
  loads: { event: unknown; fetching: unknown }[];
  fetched: string[];
  fire(type: string, target: FakeElement): Promise<void>;
}

/** Runs the script on a fake page: `import()` is the test's, so is `fetch`. */
async function runLoader(options: {
  flags?: Record<string, string>;
  english?: string;
  wide?: boolean;
  /** How many imports of the code fail first (offline, the chunk not kept yet). */
  failures?: number;
}): Promise<Run> {
  let failures = options.failures ?? 0;
  const listeners = new Map<string, (event: unknown) => void>();
  const run: Run = {
    loads: [],
    fetched: [],
    async fire(type, target) {
      listeners.get(type)?.({ type, target });
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
  const document = {
    documentElement: { dataset: { ...options.flags } },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
    currentScript: {
      dataset: {
        code: '/_astro/reading-bar.hash.js',
        ...(options.english ? { english: options.english } : {}),
      },
    },
  };
  const load = async (url: string) => {
    expect(url).toBe('/_astro/reading-bar.hash.js');
    if (failures > 0) {
      failures -= 1;
      throw new TypeError('Failed to fetch dynamically imported module');
    }
    return {
      useReadingBar: (event: unknown, fetching: unknown) => run.loads.push({ event, fetching }),
    };
  };
  const fetch = (url: string) => {
    run.fetched.push(url);
    return Promise.resolve({ ok: true });
  };
  const matchMedia = () => ({ matches: options.wide ?? false });
  new Function(
    'document',
    'Element',
    'fetch',
    'matchMedia',
    'load',
    READING_LOADER_SCRIPT.replace('import(', 'load('),
  )(document, FakeElement, fetch, matchMedia, load);
  await new Promise((resolve) => setTimeout(resolve, 0));
  return run;
}

const ENGLISH = '/th/rules/D20Tests/english.json';

describe('the reading bar inline loader (issue 86 item 3: nothing loads until the bar is used)', () => {
  it('loads nothing at load with the default settings, nor for a click on a link or outside the text', async () => {
    const run = await runLoader({ english: ENGLISH });
    await run.fire('click', LINK_IN_TEXT);
    await run.fire('click', ELSEWHERE);
    expect(run.loads).toHaveLength(0);
    expect(run.fetched).toEqual([]);
  });

  it('loads the code and asks for the English at once at the first click on "Show the English", once', async () => {
    const run = await runLoader({ english: ENGLISH });
    await run.fire('click', TOGGLE);
    await run.fire('click', TOGGLE);
    expect(run.fetched).toEqual([ENGLISH]);
    expect(run.loads).toHaveLength(1);
    expect(run.loads[0]!.event).toMatchObject({ type: 'click', target: TOGGLE });
    expect(run.loads[0]!.fetching).toBeInstanceOf(Promise);
  });

  it('a kept "English on" (or a shared link) loads both before any click; a kept term setting loads the code only', async () => {
    const on = await runLoader({ english: ENGLISH, flags: { english: 'on' } });
    expect(on.loads).toHaveLength(1);
    expect(on.fetched).toEqual([ENGLISH]);
    const terms = await runLoader({ english: ENGLISH, flags: { terms: 'always' } });
    expect(terms.loads).toEqual([{ event: undefined, fetching: undefined }]);
    expect(terms.fetched).toEqual([]);
  });

  it('a change of the term setting loads the code without the English', async () => {
    const run = await runLoader({ english: ENGLISH });
    await run.fire('change', ELSEWHERE);
    expect(run.loads).toHaveLength(0);
    await run.fire('change', SELECT);
    expect(run.loads).toHaveLength(1);
    expect(run.fetched).toEqual([]);
  });

  it('a tap in the text reveals on a phone only; a page without English to show never asks for it', async () => {
    const wide = await runLoader({ english: ENGLISH, wide: true });
    await wide.fire('click', TEXT);
    expect(wide.loads).toHaveLength(0);
    const phone = await runLoader({ english: ENGLISH });
    await phone.fire('click', TEXT);
    expect(phone.loads).toHaveLength(1);
    expect(phone.fetched).toEqual([ENGLISH]);
    const termsOnly = await runLoader({ flags: { english: 'on' } });
    expect(termsOnly.loads).toHaveLength(1);
    expect(termsOnly.fetched).toEqual([]);
  });

  it('code that cannot be loaded (offline, not kept yet) is asked for again at the next use, not left dead', async () => {
    const run = await runLoader({ english: ENGLISH, failures: 1 });
    await run.fire('click', TOGGLE);
    expect(run.loads).toHaveLength(0);
    await run.fire('click', TOGGLE);
    expect(run.loads).toHaveLength(1);
    expect(run.loads[0]!.event).toMatchObject({ type: 'click', target: TOGGLE });
    // A kept "English on" that could not load its code at load: the first click loads it.
    const kept = await runLoader({ english: ENGLISH, flags: { english: 'on' }, failures: 1 });
    expect(kept.loads).toHaveLength(0);
    await kept.fire('click', TOGGLE);
    expect(kept.loads).toHaveLength(1);
  });
});
