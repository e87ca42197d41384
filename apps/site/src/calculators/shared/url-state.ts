/**
 * Shareable calculator state in the page URL: `?<instance>.<field>=<value>`.
 * Values read from a URL are untrusted: the caller validates each and falls back to its default.
 */
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
