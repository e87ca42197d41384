/** An i18n label key in the `table` namespace (`table.cover.half`): core data never holds English prose. */
export type LabelKey = `table.${string}`;

export function isLabelKey(value: unknown): value is LabelKey {
  return typeof value === 'string' && value.startsWith('table.');
}
