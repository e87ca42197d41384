import { useEffect, useState } from 'preact/hooks';

/*
 * A list the table keeps on this device apart from the fight (localStorage, as the party's stat
 * blocks): saved fights and saved custom effects. Each entry has a name; saving one under a name
 * already kept replaces it. An entry the reader refuses (hand-edited, from an older page) is left
 * out of the list, counted, and kept stored as it was.
 */

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The stored entries that read (`readOne` throws on one it refuses), and how many did not (`unread`:
 * the page says so, never a silent loss); none stored: none; not JSON or not a list: one unread.
 */
export function readDeviceList<T extends { name: string }>(
  text: string | null,
  readOne: (value: unknown) => T,
): { items: T[]; unread: number } {
  if (!text) return { items: [], unread: 0 };
  let values: unknown;
  try {
    values = JSON.parse(text);
  } catch {
    return { items: [], unread: 1 };
  }
  if (!Array.isArray(values)) return { items: [], unread: 1 };
  // Written by any page of the origin or by hand: at most the list's limit is read, and a name
  // read once is the entry (a second of the same name would share its key and its removal).
  const names = new Set<string>();
  let unread = 0;
  const items = values.slice(0, DEVICE_LIST_LIMIT).flatMap((value) => {
    try {
      const one = readOne(value);
      if (names.has(one.name)) return [];
      names.add(one.name);
      return [one];
    } catch {
      unread += 1;
      return [];
    }
  });
  return { items, unread };
}

/**
 * The stored entries (within the list's limit) that `readOne` refuses, as stored: written back after
 * the readable ones when the list changes, so saving or removing one never deletes an entry only
 * left out (from a newer page, saved while the clock ran ahead); not a list: none.
 */
function unreadEntries(text: string | null, readOne: (value: unknown) => unknown): unknown[] {
  let values: unknown;
  try {
    values = JSON.parse(text ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(values)) return [];
  return values.slice(0, DEVICE_LIST_LIMIT).filter((value) => {
    try {
      readOne(value);
      return false;
    } catch {
      return true;
    }
  });
}

/** How many entries one list keeps (the oldest beyond it are let go). */
export const DEVICE_LIST_LIMIT = 30;

/** The list with `item` kept under its name (the same name replaced in place, a new one first). */
export function keepNamed<T extends { name: string }>(list: readonly T[], item: T): T[] {
  return list.some((one) => one.name === item.name)
    ? list.map((one) => (one.name === item.name ? item : one))
    : [item, ...list].slice(0, DEVICE_LIST_LIMIT);
}

/** The page's own event when a list changed (the storage event only reaches other tabs). */
const CHANGED = 'polyhedral:device-list';

export interface DeviceList<T> {
  items: readonly T[];
  /** Stored entries left out as unreadable (readDeviceList), said beside the list. */
  unread: number;
  /** Keeps one (replacing one of the same name); false when the device did not keep it. */
  keep: (item: T) => boolean;
  remove: (name: string) => void;
}

/** The list under `key` as the page holds it, read once after hydration and kept on each change. */
export function useDeviceList<T extends { name: string }>(
  key: string,
  readOne: (value: unknown) => T,
): DeviceList<T> {
  const [items, setItems] = useState<readonly T[]>([]);
  const [unread, setUnread] = useState(0);
  useEffect(() => {
    // Read now, and again when another part of the page (or another tab) changed the list.
    const load = () => {
      const read = readDeviceList(storage()?.getItem(key) ?? null, readOne);
      setItems(read.items);
      setUnread(read.unread);
    };
    load();
    const changed = (event: Event) => {
      if ((event as CustomEvent<string>).detail === key || (event as StorageEvent).key === key) load();
    };
    window.addEventListener(CHANGED, changed);
    window.addEventListener('storage', changed);
    return () => {
      window.removeEventListener(CHANGED, changed);
      window.removeEventListener('storage', changed);
    };
  }, [key]);
  const store = (next: readonly T[]) => {
    setItems(next);
    try {
      const kept = storage();
      // The entries left out stay stored after the list (unreadEntries), the limit counting both.
      const left = unreadEntries(kept?.getItem(key) ?? null, readOne);
      kept?.setItem(key, JSON.stringify([...next, ...left].slice(0, DEVICE_LIST_LIMIT)));
      window.dispatchEvent(new CustomEvent(CHANGED, { detail: key }));
      return kept !== null;
    } catch {
      return false;
    }
  };
  return {
    items,
    unread,
    keep: (item) => store(keepNamed(items, item)),
    remove: (name) => {
      store(items.filter((one) => one.name !== name));
    },
  };
}
