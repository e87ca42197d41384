import { joinBorrowedWordsIn, type Locale, messagesFor } from '@polyhedral/i18n';

/**
 * The string families the tracker island reads: its own, the damage types, abilities, the
 * Concentration wording, the core's damage and healing steps (receipts), the reasons conditions
 * and effects give a roll (`conditions.*`) and the error codes.
 */
export const TRACKER_STRING_PREFIXES = [
  'tracker.',
  'calc.damageType.',
  'calc.stacking.',
  'calc.common.ruleset.',
  // The attack's registry fields (use-attack-form.ts): melee or ranged, the table's judgements.
  'calc.common.attack-type',
  'calc.common.cover',
  'calc.attack-damage.cover',
  'calc.common.judged',
  'calc.common.listSummary',
  'calc.common.none',
  'conditions.',
  'calc.concentration.',
  'calc.error.',
  'calc.damageParts.',
  'table.ability.',
  'damage.',
  'heal.',
  'temp.',
  'rules.',
  'dice.',
  'errors.',
] as const;

/**
 * The tracker's strings in a locale, resolved at build time (no i18n runtime in the browser). Thai
 * borrowed words are joined (joinBorrowedWordsIn): the island's text never breaks inside one.
 */
export function trackerMessages(locale: Locale): Record<string, string> {
  const messages: Record<string, string> = Object.assign(
    {},
    ...TRACKER_STRING_PREFIXES.map((prefix) => messagesFor(locale, prefix)),
  );
  return joinBorrowedWordsIn(messages, locale);
}
