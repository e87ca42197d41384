import { useEffect, useState } from 'preact/hooks';
import { deviceStorage } from '../calculators/shared/device-storage.ts';

/*
 * A list the table keeps on this device apart from the fight (localStorage, as the party's stat
 * blocks): saved fights and saved custom effects. Each entry has a name; saving one under a name
 * already kept replaces it. An entry the reader refuses (hand-edited, from an older page) is left
 * out of the list, counted, and kept stored as it was. A stored list that is not JSON or not a list
 * at all is never written over: the next save first sets its text aside, as it was, under the
 * list's aside key with the time (one kept per list: while one is aside, a second unreadable list
 * refuses the save), and the page offers it for download and deletion (SavedFights.tsx AsideNote).
 */

/**
 * The stored entries that read (`readOne` throws on one it refuses), and how many did not (`unread`:
 * the page says so, never a silent loss); none stored: none; not JSON or not a list: one unread.
 * `left` holds the entries `readOne` refused, as stored (within the list's limit): written back
 * after the readable ones when the list changes, so saving or removing one never deletes an entry
 * only left out (from a newer page, saved while the clock ran ahead).
 */
export function readDeviceList<T extends { name: string }>(
  text: string | null,
  readOne: (value: unknown) => T,
): { items: T[]; unread: number; left: unknown[] } {
  if (!text) return { items: [], unread: 0, left: [] };
  let values: unknown;
  try {
    values = JSON.parse(text);
  } catch {
    return { items: [], unread: 1, left: [] };
  }
  if (!Array.isArray(values)) return { items: [], unread: 1, left: [] };
  // Written by any page of the origin or by hand: at most the list's limit is read, and a name
  // read once is the entry (a second of the same name would share its key and its removal).
  const names = new Set<string>();
  const left: unknown[] = [];
  const items = values.slice(0, DEVICE_LIST_LIMIT).flatMap((value) => {
    try {
      const one = readOne(value);
      if (names.has(one.name)) return [];
      names.add(one.name);
      return [one];
    } catch {
      left.push(value);
      return [];
    }
  });
  return { items, unread: left.length, left };
}

/** Where a list's unreadable stored text is set aside (one per list). */
export const asideKey = (key: string) => `${key}.unreadable`;

export interface AsideList {
  readonly at: string;
  readonly text: string;
}

/** Whether stored text is a JSON list (an empty store is one: nothing to set aside). */
function isList(text: string | null): boolean {
  if (text === null) return true;
  try {
    return Array.isArray(JSON.parse(text));
  } catch {
    return false;
  }
}

/** The text set aside under `key`'s aside key, or null (none, or not as setAside writes it). */
export function readAside(store: Storage | null, key: string): AsideList | null {
  try {
    const value = JSON.parse(store?.getItem(asideKey(key)) ?? 'null') as Partial<AsideList> | null;
    return typeof value?.at === 'string' && typeof value.text === 'string'
      ? { at: value.at, text: value.text }
      : null;
  } catch {
    return null;
  }
}

/**
 * Before a save: a stored text under `key` that is not a JSON list is set aside, unchanged, with
 * `now`; true when the save may go on (nothing to set aside, or set aside); false when one is
 * already aside (it is never written over: the save is refused).
 */
export function setAside(store: Storage, key: string, now: Date): boolean {
  const text = store.getItem(key);
  if (isList(text)) return true;
  if (store.getItem(asideKey(key)) !== null) return false;
  store.setItem(asideKey(key), JSON.stringify({ at: now.toISOString(), text }));
  return true;
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
  /** The stored entries left out (readDeviceList's `left`), for a page that offers some back. */
  left: readonly unknown[];
  /** One list is aside and the stored one is again no list: a save is refused until that one goes. */
  blocked: boolean;
  /** The unreadable stored list set aside by a save (setAside), offered for download; else null. */
  aside: AsideList | null;
  /** Keeps one (replacing one of the same name); false when the device did not keep it. */
  keep: (item: T) => boolean;
  remove: (name: string) => void;
  /** Deletes the list set aside (after it was downloaded, or when it is not wanted). */
  dropAside: () => void;
}

/** The list under `key` as the page holds it, read once after hydration and kept on each change. */
export function useDeviceList<T extends { name: string }>(
  key: string,
  readOne: (value: unknown) => T,
): DeviceList<T> {
  const [list, setList] = useState<Pick<DeviceList<T>, 'items' | 'unread' | 'left' | 'blocked' | 'aside'>>({
    items: [],
    unread: 0,
    left: [],
    blocked: false,
    aside: null,
  });
  const { items } = list;
  useEffect(() => {
    // Read now, and again when another part of the page (or another tab) changed the list.
    const load = () => {
      const text = deviceStorage()?.getItem(key) ?? null;
      const aside = readAside(deviceStorage(), key);
      setList({ ...readDeviceList(text, readOne), aside, blocked: aside !== null && !isList(text) });
    };
    load();
    const changed = (event: Event) => {
      const changedKey = (event as CustomEvent<string>).detail ?? (event as StorageEvent).key;
      if (changedKey === key || changedKey === asideKey(key)) load();
    };
    window.addEventListener(CHANGED, changed);
    window.addEventListener('storage', changed);
    return () => {
      window.removeEventListener(CHANGED, changed);
      window.removeEventListener('storage', changed);
    };
  }, [key]);
  const changed = (detail: string) => window.dispatchEvent(new CustomEvent(CHANGED, { detail }));
  const store = (next: readonly T[]) => {
    try {
      const kept = deviceStorage();
      if (!kept) return false;
      // A stored text that is no list is set aside first; one already aside: nothing is written.
      if (!setAside(kept, key, new Date())) return false;
      setList((before) => ({ ...before, items: next }));
      // The entries left out stay stored after the list (readDeviceList's `left`), the limit counting both;
      // one of a name the list now holds is replaced by it (as keepNamed replaces a kept one).
      const names = new Set(next.map((one) => one.name));
      const left = readDeviceList(kept.getItem(key), readOne).left.filter(
        (value) => !names.has((value as { name?: unknown } | null)?.name as string),
      );
      kept.setItem(key, JSON.stringify([...next, ...left].slice(0, DEVICE_LIST_LIMIT)));
      changed(key);
      return true;
    } catch {
      return false;
    }
  };
  return {
    ...list,
    keep: (item) => store(keepNamed(items, item)),
    remove: (name) => {
      store(items.filter((one) => one.name !== name));
    },
    dropAside: () => {
      try {
        deviceStorage()?.removeItem(asideKey(key));
      } catch {
        // Storage refused: the note stays, as the text does.
      }
      changed(asideKey(key));
    },
  };
}
