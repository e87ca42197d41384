import { exhaustionEffects } from '@polyhedral/core/tracker';
import {
  describeCause,
  describeStep,
  formatInteger,
  formatList,
  formatSigned,
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
export interface TrackerText {
  locale: Locale;
  messages: Record<string, string>;
  t: MessageLookup['t'];
  /** For a key read from data (a damage type). */
  tData: MessageLookup['tData'];
  n: (value: number) => string;
  signed: (value: number) => string;
  /** A term added or taken in a sum, with its operator apart: "+ 3", "− 1" (never "+ +3"). */
  plusMinus: (value: number) => string;
  percent: (probability: number) => string;
  /** A core receipt step (damage, healing, temporary hit points), as the calculators and the CLI word it. */
  step: (step: MessageStep) => string;
  /** A reason a roll changed (`conditions.cause.*`: "Disadvantage: Poisoned"), as the calculators word it. */
  cause: (cause: MessageStep) => string;
  /** A problem (a core error, a field's refusal) in the reader's language, its field and choices worded. */
  error: (error: Problem) => string;
  list: (items: readonly string[]) => string;
  /** What an Exhaustion level does to a creature's d20 Tests and Speed (rule Exhaustion). */
  exhaustion: (level: number) => string;
  /**
   * A text typed at the table (a creature's name) as a narrow column shows it: in Thai, the
   * borrowed game words it holds kept on one line (joinBorrowedWords); stored names stay as typed.
   */
  keepWords: (text: string) => string;
}

/**
 * The tracker's text helpers. `conditionNames` (glossary names by condition term ID, Exhaustion
 * included) words a condition list in an error ("choose one of: ...") and a roll's reasons.
 */
export function trackerText(
  locale: Locale,
  messages: Record<string, string>,
  conditionNames: Readonly<Record<string, string>> = {},
): TrackerText {
  const { t, tData, problem } = messageLookup(messages, locale);
  const list = (items: readonly string[]) => formatList(locale, items);
  const n = (value: number) => formatInteger(locale, value);
  return {
    locale,
    messages,
    t,
    tData,
    n,
    signed: (value) => formatSigned(locale, value),
    plusMinus: (value) => `${value < 0 ? '−' : '+'} ${n(Math.abs(value))}`,
    percent: (probability) => formatShare(locale, probability),
    step: (step) => describeStep(step, messages, locale, (id) => conditionNames[id]),
    cause: (cause) => describeCause(cause, messages, locale, (id) => conditionNames[id]),
    list,
    exhaustion: (level) => {
      const effects = exhaustionEffects(level);
      return t('tracker.exhaustion.effect', { penalty: n(effects.d20Penalty), feet: n(effects.speedFeet) });
    },
    keepWords: (text) => (locale === 'th' ? joinBorrowedWords(text) : text),
    error: (error) => {
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
