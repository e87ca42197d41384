import { afterEach, describe, expect, it, vi } from 'vitest';
import { islandPreparation } from '../browser/island-preparation.ts';
import { scriptJson } from '../calculators/shared/page-messages.ts';
import {
  provideTrackerStrings,
  TRACKER_STRINGS_SELECTOR,
  type TrackerStrings,
  trackerStrings,
} from './tracker-strings.ts';

const THAI: TrackerStrings = {
  messages: { 'tracker.title': 'ตัวติดตามการต่อสู้', 'tracker.x': '</script><script>alert(1)</script>' },
  conditions: [
    { id: 'BlindedCondition', name: 'มองไม่เห็น', definition: '…', href: '/th/glossary/BlindedCondition/' },
  ],
  termNames: { ExhaustionCondition: 'อ่อนล้า' },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the tracker strings, once per page in a data block', () => {
  it('during the build, the island reads what its page registered for the locale', () => {
    provideTrackerStrings('th', THAI);
    expect(trackerStrings('th')).toEqual(THAI);
    expect(trackerStrings('zh')).toEqual({ messages: {}, conditions: [], termNames: {} });
  });

  it('in the browser, the island reads the page block as written (script-safe JSON)', () => {
    const selectors: string[] = [];
    vi.stubGlobal('document', {
      querySelector: (selector: string) => {
        selectors.push(selector);
        return { textContent: scriptJson(THAI) };
      },
    });
    expect(trackerStrings('th')).toEqual(THAI);
    // Parsed once: the second read takes the page's strings without looking again.
    expect(trackerStrings('th')).toBe(trackerStrings('th'));
    expect(selectors).toEqual([TRACKER_STRINGS_SELECTOR]);
  });

  it('in the browser, the messages of the block reach the engine before hydration, each step a task of its own', async () => {
    vi.stubGlobal('document', {
      querySelector: () => ({ textContent: scriptJson(THAI), dataset: { locale: 'th' } }),
    });
    // Fresh modules: the page's strings are read once and the engine is the realm's one, which the
    // tests before this one may have filled.
    vi.resetModules();
    const fresh = await import('./tracker-strings.ts');
    const { messageEngine: engine } = await import('@polyhedral/i18n/client');
    fresh.preparePageTrackerStrings();
    const held = () => engine().getResource('th', 'tracker', 'tracker.title');
    // Nothing during the evaluation of the tracker's code: the steps wait for tasks of their own.
    expect(held()).toBeUndefined();
    await islandPreparation();
    expect(held()).toBe('ตัวติดตามการต่อสู้');
  });
});
