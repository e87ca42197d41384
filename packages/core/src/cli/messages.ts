import {
  describeCause,
  describeStep,
  ERROR_NAMESPACES,
  formatMessage,
  formatProblem,
  LOCALES,
  type Locale,
  type LocaleEnv,
  localeFromEnv,
  localeMessages,
  type MessageStep,
  messagesFor,
  namespaceOf,
  type Problem,
} from '@polyhedral/i18n';
// The glossary's own module, not the package's index: the built CLI evaluates it (and reads its
// data) on the first call (scripts/build-cli.mjs, EVALUATED_ON_FIRST_CALL).
import { termName } from '@polyhedral/i18n/glossary';
import { unknownOption } from '../validate.ts';

/**
 * The languages the CLI speaks (`--locale en|th|zh|zh-hant`, else the environment's LANG, else
 * English): its error lines, help and the readable output's step texts are the i18n messages the
 * site shows, read through the same loader (localeMessages: every namespace of the locale, English
 * filling gaps) and bundled into the built CLI. A derived locale's strings (zh-hant) are made by
 * OpenCC: the built CLI reads the ones its build made (derived-locale.ts), keeping its fast start.
 */
export const CLI_LOCALES = LOCALES;
export type CliLocale = Locale;

/** POSIX locale names of Traditional Chinese: Taiwan, Hong Kong, Macau, or a `Hant` script. */
const TRADITIONAL_CHINESE = /^zh[_-](TW|HK|MO|Hant)\b/i;

/** The environment's language (LC_ALL, LC_MESSAGES, LANG): zh_TW and zh_HK are zh-hant. */
function localeOfEnv(env: LocaleEnv): CliLocale {
  for (const name of ['LC_ALL', 'LC_MESSAGES', 'LANG']) {
    const value = env[name];
    if (value) return TRADITIONAL_CHINESE.test(value) ? 'zh-hant' : localeFromEnv({ [name]: value });
  }
  return 'en';
}

/**
 * A message of the locale with its parameters filled in (a numeric `count` chooses its plural
 * form); undefined for an unknown key.
 */
export function cliMessage(
  locale: CliLocale,
  key: string,
  params: Readonly<Record<string, string | number>> = {},
): string | undefined {
  const messages = localeMessages(locale);
  const known = Object.hasOwn(messages, key) || Object.hasOwn(messages, `${key}_other`);
  return known ? formatMessage(messages, key, params, locale) : undefined;
}

const problemMessages = new Map<string, Readonly<Record<string, string>>>();

/**
 * The namespaces a problem is worded from: the error namespace of its code (i18n's
 * ERROR_NAMESPACES; the core's codes are `dice.*` and `rules.*`), `rules` (what a parameter takes,
 * `rules.expected.*`) and `errors` (`errors.unknown`, for a code the messages lack). The error
 * namespaces nest only within themselves and these, so a dice error reads three namespaces, a
 * rules error two, and none reads `content` (the largest, for the content tools' problems).
 */
function problemNamespaces(code: string): readonly string[] {
  const own = namespaceOf(code);
  const namespaces = new Set<string>(['rules', 'errors']);
  if ((ERROR_NAMESPACES as readonly string[]).includes(own)) namespaces.add(own);
  return [...namespaces].sort();
}

/**
 * The messages a problem is worded from (problemNamespaces), read through the same loader
 * (messagesFor), kept per locale and namespace set.
 */
function problemMessagesOf(locale: CliLocale, code: string): Readonly<Record<string, string>> {
  const namespaces = problemNamespaces(code);
  const cacheKey = `${locale} ${namespaces.join(' ')}`;
  const kept = problemMessages.get(cacheKey);
  if (kept !== undefined) return kept;
  const messages: Record<string, string> = {};
  for (const namespace of namespaces) Object.assign(messages, messagesFor(locale, namespace));
  problemMessages.set(cacheKey, messages);
  return messages;
}

/**
 * A problem (a RuleInputError or DiceError, a dice note: `{ code, params }`, the code the full
 * message key) in the locale: i18n's formatProblem, as the site and the workbench word it
 * (numbers the locale's way, what a parameter takes worded, an unknown code named).
 */
export function cliProblem(locale: CliLocale, problem: Problem): string {
  return formatProblem(problemMessagesOf(locale, problem.code), withNames(locale, problem), locale);
}

/**
 * A problem's ruleset and condition named as the tracker names them (sixth reading E13): the
 * ruleset's name (`calc.common.ruleset.<id>`: 测试版规则（旧版）, not the option value playtest, which
 * ran into the Chinese) and, for a condition the ruleset lacks, the glossary's name of it; the
 * typed option stays in the message's `({{field}})`.
 */
function withNames(locale: CliLocale, problem: Problem): Problem {
  const params = { ...problem.params };
  if (typeof params.ruleset === 'string')
    params.ruleset = cliMessage(locale, `calc.common.ruleset.${params.ruleset}`) ?? params.ruleset;
  if (problem.code === 'rules.ruleset.no-condition' && typeof params.condition === 'string') {
    const id = `${params.condition.charAt(0).toUpperCase()}${params.condition.slice(1)}Condition`;
    params.condition = termName(id, locale) ?? params.condition;
  }
  return { ...problem, params };
}

/** A receipt step (damage, healing, temporary hit points) in words: i18n's describeStep. */
export function cliStep(locale: CliLocale, step: MessageStep): string {
  return describeStep(step, localeMessages(locale), locale, (id) => termName(id, locale));
}

/**
 * A reason a roll changed or an effect of a condition (`conditions.cause.*`, `conditions.effect.*`)
 * in words: i18n's describeCause with the glossary's condition names and the tables' ability names.
 */
export function cliCause(locale: CliLocale, cause: MessageStep): string {
  return describeCause(cause, localeMessages(locale), locale, (id) => termName(id, locale));
}

/**
 * The `--locale` of a command line (`--locale th`, `--locale=zh`), read before anything else so
 * that even an error about another option is in that language. Absent: the environment's language
 * (LC_ALL, LC_MESSAGES, LANG: i18n's localeFromEnv, as `pnpm content` and the workbench read it;
 * zh_TW and zh_HK are Traditional Chinese), else English.
 */
export function localeOf(argv: readonly string[], env: LocaleEnv = {}): CliLocale {
  for (const [index, arg] of argv.entries()) {
    const value =
      arg === '--locale' ? argv[index + 1] : arg.startsWith('--locale=') ? arg.slice(9) : undefined;
    if (arg !== '--locale' && value === undefined) continue;
    if (value !== undefined && (CLI_LOCALES as readonly string[]).includes(value)) return value as CliLocale;
    throw unknownOption('--locale', value ?? '', CLI_LOCALES.join(', '));
  }
  return localeOfEnv(env);
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
