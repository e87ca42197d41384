/**
 * A draft once sent is not sent again (issue 72): the device keeps the hashes of what it sent; a
 * declined correction left on the phone does not come back with the next "Send my corrections",
 * and the same section corrected again afterwards does go.
 */
import { describe, expect, it } from 'vitest';
import type { ReviewDraft } from './review-drafts.ts';
import { readSent, recordSent, sentKey, unsentDrafts } from './sent-drafts.ts';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
  };
}

const draft = (markdown: string, id = 'Cover'): ReviewDraft => ({
  v: 1,
  locale: 'zh',
  id,
  title: '掩护',
  startingPoint: null,
  start: null,
  english: null,
  original: '原文',
  markdown,
  approved: false,
  savedAt: '2026-11-27T09:00:00.000Z',
});

describe('sent drafts', () => {
  it('leaves out what was sent, sends what changed since', async () => {
    const store = memoryStorage();
    const first = await unsentDrafts(store, 'zh', [draft('改一'), draft('另一处', 'Damage')]);
    expect(first.fresh.map(({ draft: d }) => d.id)).toEqual(['Cover', 'Damage']);
    expect(
      recordSent(
        store,
        'zh',
        first.fresh.map(({ hash }) => hash),
      ),
    ).toBe(true);
    const again = await unsentDrafts(store, 'zh', [draft('改一'), draft('另一处', 'Damage')]);
    expect(again).toEqual({ fresh: [], alreadySent: 2 });
    const changed = await unsentDrafts(store, 'zh', [draft('改二'), draft('另一处', 'Damage')]);
    expect(changed.fresh.map(({ draft: d }) => d.markdown)).toEqual(['改二']);
    expect(changed.alreadySent).toBe(1);
    // Another locale's list is its own.
    expect((await unsentDrafts(store, 'th', [draft('改一')])).alreadySent).toBe(0);
  });

  it('reads a tampered list as nothing sent rather than failing', () => {
    const store = memoryStorage();
    store.setItem(sentKey('zh'), '{"not":"a list"}');
    expect(readSent(store, 'zh').size).toBe(0);
    store.setItem(sentKey('zh'), JSON.stringify(['x', 'a'.repeat(64)]));
    expect([...readSent(store, 'zh')]).toEqual(['a'.repeat(64)]);
  });
});
