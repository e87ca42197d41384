import {
  formatInteger,
  formatSigned,
  intlLocale,
  joinBorrowedWords,
  type Locale,
  type MessageLookup,
  messageLookup,
} from '@polyhedral/i18n/client';
import type { ErrorResult } from '../calculators/shared/error-result.ts';
import { formatShare } from '../calculators/shared/format.ts';

/** The label key of a field a core error names (`rules.input.*` params.field), for the reader's language. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'tracker.add.name',
  initiative: 'tracker.initiative.label',
  initiativeBonus: 'tracker.add.initiativeBonus',
  ac: 'tracker.add.ac',
  maxHp: 'tracker.add.maxHp',
  amount: 'tracker.hp.amount',
  rolled: 'tracker.saveHalf.rolled',
  dc: 'tracker.saveHalf.dc',
  rounds: 'tracker.conditions.rounds',
  d20: 'tracker.concentration.d20',
  creatures: 'tracker.add.title',
  round: 'tracker.conditions.duration',
};

/** The page's words and numbers in the reader's language (strings handed over at build time). */
export interface TrackerText {
  locale: Locale;
  messages: Record<string, string>;
  t: MessageLookup['t'];
  /** For a key read from data or a result (a damage type, an error's messageKey). */
  tData: MessageLookup['tData'];
  n: (value: number) => string;
  signed: (value: number) => string;
  percent: (probability: number) => string;
  error: (error: ErrorResult) => string;
  list: (items: readonly string[]) => string;
  /**
   * A text typed at the table (a creature's name) as a narrow column shows it: in Thai, the
   * borrowed game words it holds kept on one line (joinBorrowedWords); stored names stay as typed.
   */
  keepWords: (text: string) => string;
}

export function trackerText(locale: Locale, messages: Record<string, string>): TrackerText {
  const { t, tData } = messageLookup(messages, locale);
  const list = (items: readonly string[]) =>
    new Intl.ListFormat(intlLocale(locale), { type: 'conjunction' }).format(items);
  return {
    locale,
    messages,
    t,
    tData,
    n: (value) => formatInteger(locale, value),
    signed: (value) => formatSigned(locale, value),
    percent: (probability) => formatShare(locale, probability),
    list,
    keepWords: (text) => (locale === 'th' ? joinBorrowedWords(text) : text),
    error: (error) => {
      const params: Record<string, string | number> = { ...error.params };
      const field = typeof params.field === 'string' ? FIELD_LABELS[params.field] : undefined;
      if (field) params.field = tData(field);
      return tData(error.messageKey, params);
    },
  };
}
