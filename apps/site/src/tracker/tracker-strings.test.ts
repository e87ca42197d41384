import { messageEngine } from '@polyhedral/i18n/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scriptJson } from '../calculators/shared/page-messages.ts';
import {
  preparePageTrackerStrings,
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

  it('in the browser, the messages of the block reach the engine before the first lookup', () => {
    vi.stubGlobal('document', {
      querySelector: () => ({ textContent: scriptJson(THAI), dataset: { locale: 'th' } }),
    });
    preparePageTrackerStrings();
    expect(messageEngine().getResource('th', 'tracker', 'tracker.title')).toBe('ตัวติดตามการต่อสู้');
  });
});
