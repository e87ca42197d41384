import { exhaustionEffects } from '@polyhedral/core/tracker';
import {
  describeCause,
  describeStep,
  formatInteger,
  formatSigned,
  intlLocale,
  joinBorrowedWords,
  type Locale,
  type MessageLookup,
  type MessageStep,
  messageLookup,
  type Problem,
} from '@polyhedral/i18n/client';
import { formatShare } from '../calculators/shared/format.ts';
import { fieldLabel, optionWords } from './tracker-fields.ts';

/** The page's words and numbers in the reader's language (strings handed over at build time). */
export type TrackerText = ReturnType<typeof trackerText>;

/**
 * The tracker's text helpers. `conditionNames` (glossary names by condition term ID, Exhaustion
 * included) words a condition list in an error ("choose one of: ...") and a roll's reasons.
 */
export function trackerText(
  locale: Locale,
  messages: Record<string, string>,
  conditionNames: Readonly<Record<string, string>> = {},
) {
  const { t, tData, problem } = messageLookup(messages, locale);
  // A list the locale's way, its joining word kept apart from the items beside it: Thai "A และ B"
  // (Intl writes "A B และC"), Chinese "12 和 X 2" beside digits and Latin letters (Intl: "12和X 2"),
  // "牧师和艾拉" between Chinese characters as written.
  const list = (items: readonly string[]) => {
    const parts = new Intl.ListFormat(intlLocale(locale), { type: 'conjunction' }).formatToParts(items);
    if (locale === 'en') return parts.map((part) => part.value).join('');
    return parts
      .map((part, index) => {
        const word = part.value.trim();
        if (part.type !== 'literal' || word === '' || /^[、，,]$/u.test(word)) return part.value;
        if (locale === 'th') return ` ${word} `;
        const before = /[\p{Script=Latin}\p{Nd}]$/u.test(parts[index - 1]?.value ?? '') ? ' ' : '';
        const after = /^[\p{Script=Latin}\p{Nd}]/u.test(parts[index + 1]?.value ?? '') ? ' ' : '';
        return `${before}${word}${after}`;
      })
      .join('');
  };
  // A negative total with a real minus sign (U+2212), as every term beside it: "= −1", never "= -1".
  const n = (value: number) =>
    value < 0 ? `\u2212${formatInteger(locale, -value)}` : formatInteger(locale, value);
  return {
    locale,
    messages,
    t,
    /** For a key read from data (a damage type). */
    tData,
    n,
    signed: (value: number) => formatSigned(locale, value),
    /** A term added or taken in a sum, with its operator apart: "+ 3", "− 1" (never "+ +3"). */
    plusMinus: (value: number) => `${value < 0 ? '−' : '+'} ${n(Math.abs(value))}`,
    percent: (probability: number) => formatShare(locale, probability),
    /** A core receipt step (damage, healing, temporary hit points), as the calculators and the CLI word it. */
    step: (step: MessageStep) => describeStep(step, messages, locale, (id) => conditionNames[id]),
    /** A reason a roll changed (`conditions.cause.*`: "Disadvantage: Poisoned"), as the calculators word it. */
    cause: (cause: MessageStep) => describeCause(cause, messages, locale, (id) => conditionNames[id]),
    list,
    /** A condition's glossary name by its term ID (ParalyzedCondition: "Paralyzed"). */
    conditionName: (id: string) => conditionNames[id] ?? id,
    /** What an Exhaustion level does to a creature's d20 Tests and Speed (rule Exhaustion). */
    exhaustion: (level: number) => {
      const effects = exhaustionEffects(level);
      return t('tracker.exhaustion.effect', { penalty: n(effects.d20Penalty), feet: n(effects.speedFeet) });
    },
    /**
     * A text typed at the table (a creature's name) as a narrow column shows it: in Thai, the
     * borrowed game words it holds kept on one line (joinBorrowedWords); stored names stay as typed.
     */
    keepWords: (text: string) => (locale === 'th' ? joinBorrowedWords(text) : text),
    /** A problem (a core error, a field's refusal) in the reader's language, its field and choices worded. */
    error: (error: Problem): string => {
      const params: Record<string, string | number> = { ...error.params };
      const field = typeof params.field === 'string' ? params.field : undefined;
      if (field !== undefined) {
        params.field = fieldLabel(field, tData);
        const words = optionWords(field, String(params.expected ?? ''), tData, conditionNames, list);
        if (words !== undefined) {
          // The tracker's own words for the choices (condition names), not the generic wording.
          params.expected = words;
          delete params.expectedCode;
        }
      }
      // A condition a ruleset lacks (`rules.ruleset.no-condition`: "ethereal", "srd-5.2"): the
      // glossary's name of the condition and the ruleset's name, in the reader's language.
      if (typeof params.condition === 'string') {
        const spelt = `${params.condition}condition`;
        const term = Object.keys(conditionNames).find((id) => id.toLowerCase() === spelt);
        if (term !== undefined) params.condition = conditionNames[term]!;
      }
      if (
        typeof params.ruleset === 'string' &&
        Object.hasOwn(messages, `calc.common.ruleset.${params.ruleset}`)
      ) {
        params.ruleset = tData(`calc.common.ruleset.${params.ruleset}`);
      }
      return problem({ code: error.code, params });
    },
  };
}
