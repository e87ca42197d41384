/** This device's localStorage, or null where there is none (the build) or it is refused (private mode). */
export function deviceStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Writes `text` under `key`; true only when it reads back the same (false when off, full or refused). */
export function keepText(store: Storage | null, key: string, text: string): boolean {
  if (store === null) return false;
  try {
    store.setItem(key, text);
    return store.getItem(key) === text;
  } catch {
    return false;
  }
}
