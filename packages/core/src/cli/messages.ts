import {
  describeCause,
  describeStep,
  formatMessage,
  formatProblem,
  type LocaleEnv,
  localeFromEnv,
  type MessageStep,
  type Problem,
  WRITTEN_LOCALES,
  type WrittenLocale,
} from '@polyhedral/i18n/client';
import glossaryTerms from '@polyhedral/i18n/glossary/terms.json' with { type: 'json' };
import enCalc from '@polyhedral/i18n/resources/en/calc.json' with { type: 'json' };
import enCliCore from '@polyhedral/i18n/resources/en/cli-core.json' with { type: 'json' };
import enErrors from '@polyhedral/i18n/resources/en/errors.json' with { type: 'json' };
import enErrorsCore from '@polyhedral/i18n/resources/en/errors-core.json' with { type: 'json' };
import enErrorsDice from '@polyhedral/i18n/resources/en/errors-dice.json' with { type: 'json' };
import thCalc from '@polyhedral/i18n/resources/th/calc.json' with { type: 'json' };
import thCliCore from '@polyhedral/i18n/resources/th/cli-core.json' with { type: 'json' };
import thErrors from '@polyhedral/i18n/resources/th/errors.json' with { type: 'json' };
import thErrorsCore from '@polyhedral/i18n/resources/th/errors-core.json' with { type: 'json' };
import thErrorsDice from '@polyhedral/i18n/resources/th/errors-dice.json' with { type: 'json' };
import zhCalc from '@polyhedral/i18n/resources/zh/calc.json' with { type: 'json' };
import zhCliCore from '@polyhedral/i18n/resources/zh/cli-core.json' with { type: 'json' };
import zhErrors from '@polyhedral/i18n/resources/zh/errors.json' with { type: 'json' };
import zhErrorsCore from '@polyhedral/i18n/resources/zh/errors-core.json' with { type: 'json' };
import zhErrorsDice from '@polyhedral/i18n/resources/zh/errors-dice.json' with { type: 'json' };
import { RuleInputError } from '../errors.ts';
import { tableLabels } from './labels.ts';

/**
 * The languages the CLI speaks (`--locale en|th|zh`, English by default): its error lines and the
 * readable output's step texts are the i18n resources the site shows, bundled into the built CLI.
 */
/**
 * The CLI speaks the written locales: a derived locale's strings (zh-hant) are made by OpenCC, which
 * would cost the bundled CLI its fast start.
 */
export const CLI_LOCALES = WRITTEN_LOCALES;
export type CliLocale = WrittenLocale;

type Messages = Readonly<Record<string, string>>;

const EN: Messages = { ...enCalc, ...enErrors, ...enErrorsDice, ...enErrorsCore, ...enCliCore };
/** Each locale's texts over the English ones (a key a translation lacks reads in English). */
const MESSAGES: Readonly<Record<CliLocale, Messages>> = {
  en: EN,
  th: { ...EN, ...thCalc, ...thErrors, ...thErrorsDice, ...thErrorsCore, ...thCliCore },
  zh: { ...EN, ...zhCalc, ...zhErrors, ...zhErrorsDice, ...zhErrorsCore, ...zhCliCore },
};

/**
 * A message of the locale with its parameters filled in (a numeric `count` chooses its plural
 * form); undefined for an unknown key.
 */
export function cliMessage(
  locale: CliLocale,
  key: string,
  params: Readonly<Record<string, string | number>> = {},
): string | undefined {
  const messages = MESSAGES[locale];
  const known = Object.hasOwn(messages, key) || Object.hasOwn(messages, `${key}_other`);
  return known ? formatMessage(messages, key, params, locale) : undefined;
}

/**
 * A problem (a RuleInputError or DiceError, a dice note: `{ code, params }`, the code the full
 * message key) in the locale: i18n's formatProblem, as the site and the workbench word it
 * (numbers the locale's way, what a parameter takes worded, an unknown code named).
 */
export function cliProblem(locale: CliLocale, problem: Problem): string {
  return formatProblem(MESSAGES[locale], problem, locale);
}

/** A receipt step (damage, healing, temporary hit points) in words: i18n's describeStep. */
export function cliStep(locale: CliLocale, step: MessageStep): string {
  return describeStep(step, MESSAGES[locale], locale, (id) => CONDITION_NAMES.get(id)?.[locale]);
}

/** The glossary's condition names (the only terms a CLI text names), by term ID. */
const CONDITION_NAMES: ReadonlyMap<string, Readonly<Record<CliLocale, string>>> = new Map(
  (glossaryTerms as ReadonlyArray<{ id: string; category: string; names: Record<CliLocale, string> }>)
    .filter((term) => term.category === 'condition')
    .map((term) => [term.id, term.names]),
);

/**
 * A reason a roll changed or an effect of a condition (`conditions.cause.*`, `conditions.effect.*`)
 * in words: i18n's describeCause with the glossary's condition names and the tables' ability names.
 */
export function cliCause(locale: CliLocale, cause: MessageStep): string {
  return describeCause(
    cause,
    { ...tableLabels(locale), ...MESSAGES[locale] },
    locale,
    (id) => CONDITION_NAMES.get(id)?.[locale],
  );
}

/**
 * The `--locale` of a command line (`--locale th`, `--locale=zh`), read before anything else so
 * that even an error about another option is in that language. Absent: the environment's language
 * (LC_ALL, LC_MESSAGES, LANG: i18n's localeFromEnv, as `pnpm content` and the workbench read it),
 * else English.
 */
export function localeOf(argv: readonly string[], env: LocaleEnv = {}): CliLocale {
  for (const [index, arg] of argv.entries()) {
    const value =
      arg === '--locale' ? argv[index + 1] : arg.startsWith('--locale=') ? arg.slice(9) : undefined;
    if (arg !== '--locale' && value === undefined) continue;
    if (value !== undefined && (CLI_LOCALES as readonly string[]).includes(value)) return value as CliLocale;
    throw new RuleInputError('rules.input.unknown-option', {
      field: '--locale',
      actual: value ?? '',
      expected: CLI_LOCALES.join(', '),
    });
  }
  return localeFromEnv(env);
}

/** A command line without its `--locale` option (for the help topics). */
export function withoutLocale(argv: readonly string[]): string[] {
  const kept: string[] = [];
  for (let index = 0; index < argv.length; index++) {
    if (argv[index] === '--locale') index++;
    else if (!argv[index]!.startsWith('--locale=')) kept.push(argv[index]!);
  }
  return kept;
}
