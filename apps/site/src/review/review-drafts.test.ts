import { describe, expect, it } from 'vitest';
import {
  discardDraft,
  draftKey,
  draftKind,
  listDrafts,
  type ReviewDraft,
  readDraft,
  readReviewer,
  saveDraft,
  saveReviewer,
} from './review-drafts.ts';

/** A Storage over a Map; `quota` bytes of values at most (a full device throws as browsers do). */
function memoryStorage(quota = Number.POSITIVE_INFINITY): Storage {
  const items = new Map<string, string>();
  const used = () => [...items.values()].reduce((sum, value) => sum + value.length, 0);
  return {
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (used() - (items.get(key)?.length ?? 0) + value.length > quota) {
        throw new DOMException('quota', 'QuotaExceededError');
      }
      items.set(key, value);
    },
    removeItem: (key: string) => {
      items.delete(key);
    },
    clear: () => items.clear(),
  };
}

function draft(overrides: Partial<ReviewDraft> = {}): ReviewDraft {
  return {
    v: 1,
    locale: 'th',
    id: 'D20Tests',
    title: 'การทดสอบ D20',
    startingPoint: `git:${'a'.repeat(40)}`,
    start: 'sha256:1',
    english: 'sha256:2',
    original: 'ข้อความเดิม',
    markdown: 'ข้อความเดิม',
    approved: false,
    savedAt: '2026-11-26T12:00:00.000Z',
    ...overrides,
  };
}

describe('drafts on the device', () => {
  it('keeps one key per locale and section, and reads it back', () => {
    const store = memoryStorage();
    const corrected = draft({ markdown: 'ข้อความใหม่' });
    expect(saveDraft(store, corrected)).toBe('kept');
    expect(store.getItem('polyhedral.review.th.D20Tests')).not.toBeNull();
    expect(readDraft(store, 'th', 'D20Tests')).toEqual(corrected);
    expect(readDraft(store, 'zh', 'D20Tests')).toBeNull();
  });

  it("lists a locale's drafts only (zh is not zh-hant), skipping values that are not drafts", () => {
    const store = memoryStorage();
    saveDraft(store, draft({ locale: 'zh', id: 'Combat', savedAt: '2026-11-26T12:00:02.000Z' }));
    saveDraft(store, draft({ locale: 'zh', id: 'Actions', savedAt: '2026-11-26T12:00:01.000Z' }));
    saveDraft(store, draft({ locale: 'zh-hant', id: 'Combat' }));
    store.setItem(draftKey('zh', 'Broken'), '{not json');
    store.setItem(draftKey('zh', 'Tampered'), JSON.stringify({ ...draft({ locale: 'zh' }), id: 'Other' }));
    expect(listDrafts(store, 'zh').map((item) => item.id)).toEqual(['Actions', 'Combat']);
    expect(listDrafts(store, 'zh-hant').map((item) => item.id)).toEqual(['Combat']);
  });

  it('says so when the device is full or refuses storage, never "kept"', () => {
    expect(saveDraft(memoryStorage(10), draft())).toBe('full');
    expect(saveDraft(null, draft())).toBe('unavailable');
    expect(saveReviewer(null, 'Somchai')).toBe('unavailable');
  });

  it('tells a correction from an approval and from nothing done', () => {
    expect(draftKind(draft())).toBeNull();
    expect(draftKind(draft({ markdown: 'แก้แล้ว' }))).toBe('corrected');
    expect(draftKind(draft({ approved: true }))).toBe('approved');
    // Correct and approve in one Send: the reader approves their corrected text.
    expect(draftKind(draft({ approved: true, markdown: 'แก้แล้ว' }))).toBe('corrected-approved');
  });

  it('discards one draft and remembers the reviewer', () => {
    const store = memoryStorage();
    saveDraft(store, draft({ markdown: 'x' }));
    discardDraft(store, 'th', 'D20Tests');
    expect(listDrafts(store, 'th')).toEqual([]);
    expect(saveReviewer(store, 'สมชาย')).toBe('kept');
    expect(readReviewer(store)).toBe('สมชาย');
  });
});
