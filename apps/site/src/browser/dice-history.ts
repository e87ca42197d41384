/** A page's roll history, newest first, in sessionStorage; bad stored data reads as empty. */
import type { RollMode } from '@polyhedral/core';

export interface HistoryEntry {
  dice: string;
  total: number;
  /** Set for a d20 rolled with Advantage or Disadvantage. */
  mode?: Exclude<RollMode, 'normal'>;
}

export const HISTORY_SIZE = 10;

const STORAGE_PREFIX = 'polyhedral.dice-history:';

/** The storage key of a page's history (one history per page path). */
export function historyKey(pathname: string): string {
  return `${STORAGE_PREFIX}${pathname}`;
}

function isEntry(value: unknown): value is HistoryEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.dice === 'string' &&
    entry.dice.length > 0 &&
    entry.dice.length <= 40 &&
    typeof entry.total === 'number' &&
    Number.isFinite(entry.total) &&
    (entry.mode === undefined || entry.mode === 'advantage' || entry.mode === 'disadvantage')
  );
}

/** Reads a stored history; anything that is not a list of entries gives []. */
export function parseHistory(stored: string | null): HistoryEntry[] {
  if (stored === null) return [];
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? value.filter(isEntry).slice(0, HISTORY_SIZE) : [];
  } catch {
    return [];
  }
}

/** The history with a new roll first, at most HISTORY_SIZE entries. */
export function addToHistory(history: readonly HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  return [entry, ...history].slice(0, HISTORY_SIZE);
}

/** sessionStorage access that survives a browser refusing storage (private modes, quotas). */
export function loadHistory(storage: Storage | undefined, key: string): HistoryEntry[] {
  try {
    return parseHistory(storage?.getItem(key) ?? null);
  } catch {
    return [];
  }
}

export function saveHistory(
  storage: Storage | undefined,
  key: string,
  history: readonly HistoryEntry[],
): void {
  try {
    if (history.length === 0) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(history));
  } catch {
    // Storage refused: the history still lives in memory for this page view.
  }
}
