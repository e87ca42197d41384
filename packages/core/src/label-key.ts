/**
 * An i18n label key in the `table` namespace (packages/i18n/src/resources/<locale>/table.json),
 * e.g. `table.cover.half`. Core data never holds English prose, only these keys.
 */
export type LabelKey = `table.${string}`;

export function isLabelKey(value: unknown): value is LabelKey {
  return typeof value === 'string' && value.startsWith('table.');
}
