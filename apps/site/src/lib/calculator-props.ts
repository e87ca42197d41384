import { type Locale, messagesFor } from '@polyhedral/i18n';

/** The props every calculator island (`src/calculators/<kind>/index.tsx`, default export) receives. */
export interface CalculatorIslandProps {
  /** Calculator kind (a key of the core's CALCULATOR_KINDS). */
  kind: string;
  /** The directive's parameters as written (`::calc{kind="d20-test" bonus="5"}`), strings. */
  params: Readonly<Record<string, unknown>>;
  /** The rule the calculator computes (its link target). */
  ruleId: string;
  locale: Locale;
  /**
   * Localized strings, flat dotted keys with `{{param}}` placeholders (use i18n's `interpolate`):
   * every `calc.*` key, plus the error messages of the dice and rules engines (`dice.*`,
   * `rules.*`, `errors.*` codes) so validation messages can be shown in the reader's language.
   */
  messages: Record<string, string>;
}

// Damage, healing and temporary hit point receipts use the core's step codes as keys.
const ERROR_PREFIXES = ['dice', 'rules', 'errors', 'damage', 'heal', 'temp'] as const;

/** The strings handed to one island, computed at build time (no i18n runtime in the browser). */
export function calculatorMessages(locale: Locale, _kind: string): Record<string, string> {
  const messages: Record<string, string> = { ...messagesFor(locale, 'calc') };
  for (const prefix of ERROR_PREFIXES) Object.assign(messages, messagesFor(locale, prefix));
  return messages;
}

const warnedKinds = new Set<string>();

/** Logs once per build that a calculator kind has no island yet (the slot then renders nothing). */
export function warnMissingCalculator(kind: string, ruleId: string): void {
  if (warnedKinds.has(kind)) return;
  warnedKinds.add(kind);
  console.warn(
    `[polyhedral] calculator "${kind}" (first seen in rule ${ruleId}) has no island yet: not rendered`,
  );
}
