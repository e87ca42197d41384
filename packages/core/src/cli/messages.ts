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

/** The languages the CLI speaks; zh-hant's strings come from its build (derived-locale.ts), not OpenCC. */
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
 * A `--locale` value: one of ours as written, or a language tag naming one in any case (`zh-Hant`,
 * `zh-TW`, `zh_HK`: zh-hant; `zh-CN`, `zh-Hans`: zh; `th-TH`, `EN`), else undefined.
 */
function localeOfTag(value: string): CliLocale | undefined {
  if ((CLI_LOCALES as readonly string[]).includes(value)) return value as CliLocale;
  if (TRADITIONAL_CHINESE.test(value)) return 'zh-hant';
  const language = /^([a-z]{2})(?:[_-][a-z0-9]+)*$/i.exec(value)?.[1]?.toLowerCase();
  return (CLI_LOCALES as readonly string[]).includes(language ?? '') ? (language as CliLocale) : undefined;
}

/** A message of the locale with its parameters filled in; undefined for an unknown key. */
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

/** A problem's namespaces: its code's, `rules` and `errors`; never `content`, the largest. */
function problemNamespaces(code: string): readonly string[] {
  const own = namespaceOf(code);
  const namespaces = new Set<string>(['rules', 'errors']);
  if ((ERROR_NAMESPACES as readonly string[]).includes(own)) namespaces.add(own);
  return [...namespaces].sort();
}

/** The messages a problem is worded from, kept per locale and namespace set. */
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

/** A problem (`{ code, params }`: an error, a dice note) in the locale, as the site words it (formatProblem). */
export function cliProblem(locale: CliLocale, problem: Problem): string {
  return formatProblem(problemMessagesOf(locale, problem.code), withNames(locale, problem), locale);
}

/** A problem's ruleset by its name (not the option value) and a lacking condition by its glossary name. */
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

/** A reason a roll changed or a condition's effect (`conditions.cause.*`, `.effect.*`) in words. */
export function cliCause(locale: CliLocale, cause: MessageStep): string {
  return describeCause(cause, localeMessages(locale), locale, (id) => termName(id, locale));
}

/**
 * The `--locale` of a command line, read before anything else so that even an error about another
 * option is in that language. Absent: the environment's language, else English.
 */
export function localeOf(argv: readonly string[], env: LocaleEnv = {}): CliLocale {
  for (const [index, arg] of argv.entries()) {
    const value =
      arg === '--locale' ? argv[index + 1] : arg.startsWith('--locale=') ? arg.slice(9) : undefined;
    if (arg !== '--locale' && value === undefined) continue;
    const locale = value === undefined ? undefined : localeOfTag(value);
    if (locale !== undefined) return locale;
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
