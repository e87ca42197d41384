import { formatMessage, type Locale } from '@polyhedral/i18n/client';

/** Damage types as choices in the reader's language (`all` where the list has it). */
export function damageTypeOptions<T extends string>(
  messages: Record<string, string>,
  types: readonly T[],
  locale: Locale,
): Array<{ value: T; label: string }> {
  return types.map((type) => ({
    value: type,
    label: formatMessage(messages, `calc.damageType.${type}`, {}, locale),
  }));
}
