/** Calculator state in the URL (`?<instance>.<field>=<value>`): untrusted, validated by the caller. */
export function readUrlFields(
  search: string,
  instanceId: string,
  fields: readonly string[],
): Record<string, string> {
  const query = new URLSearchParams(search);
  const found: Record<string, string> = {};
  for (const field of fields) {
    const value = query.get(`${instanceId}.${field}`);
    if (value !== null) found[field] = value.slice(0, 200);
  }
  return found;
}

export function writeUrlFields(
  search: string,
  instanceId: string,
  values: Record<string, string>,
  defaults: Record<string, string>,
): string {
  const query = new URLSearchParams(search);
  for (const [field, value] of Object.entries(values)) {
    const key = `${instanceId}.${field}`;
    if (value === defaults[field]) query.delete(key);
    else query.set(key, value);
  }
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

/** True when a query string carries any field of this calculator instance. */
export function hasInstanceFields(search: string, instanceId: string): boolean {
  const prefix = `${instanceId}.`;
  return [...new URLSearchParams(search).keys()].some((key) => key.startsWith(prefix));
}

const SHARED_LINK_KEY = '__polyhedralSharedLink';

/**
 * The query string the reader arrived with, captured once (by the hydration directive or the first
 * calculator) on the shared window, so state written to the URL later is never read back as a link.
 */
export function sharedLinkSearch(): string {
  if (typeof window === 'undefined') return '';
  const holder = window as unknown as Record<typeof SHARED_LINK_KEY, string | undefined>;
  holder[SHARED_LINK_KEY] ??= window.location.search;
  return holder[SHARED_LINK_KEY];
}
