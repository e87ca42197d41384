import { describe, expect, it } from 'vitest';
import {
  addToHistory,
  HISTORY_SIZE,
  historyKey,
  loadHistory,
  parseHistory,
  saveHistory,
} from './dice-history.ts';

class MemoryStorage {
  items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

describe('roll history', () => {
  it('keeps the last 10 rolls, newest first', () => {
    let history = parseHistory(null);
    for (let total = 1; total <= 12; total += 1) history = addToHistory(history, { dice: '1d20', total });
    expect(history).toHaveLength(HISTORY_SIZE);
    expect(history.map((entry) => entry.total)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
  });

  it('reads bad stored data as an empty history, and drops malformed entries', () => {
    expect(parseHistory('not json')).toEqual([]);
    expect(parseHistory('{"dice":"d6"}')).toEqual([]);
    expect(
      parseHistory(
        '[{"dice":"d6","total":3},{"dice":"","total":1},{"dice":"d20","total":5,"mode":"sideways"}]',
      ),
    ).toEqual([{ dice: 'd6', total: 3 }]);
  });

  it('stores one history per page and clears it', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    const key = historyKey('/en/rules/D20Tests/');
    saveHistory(storage, key, [{ dice: '1d20', total: 17, mode: 'advantage' }]);
    expect(loadHistory(storage, key)).toEqual([{ dice: '1d20', total: 17, mode: 'advantage' }]);
    expect(loadHistory(storage, historyKey('/en/rules/Combat/'))).toEqual([]);
    saveHistory(storage, key, []);
    expect(loadHistory(storage, key)).toEqual([]);
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(loadHistory(broken, 'k')).toEqual([]);
    expect(() => saveHistory(broken, 'k', [{ dice: 'd6', total: 1 }])).not.toThrow();
  });
});
