import { expectedInWords } from './expected-in-words.ts';
import { localizeProblemParams, type Problem, UNKNOWN_PROBLEM_KEY } from './format-problem.ts';
import type { Locale } from './locales.ts';
import {
  ERROR_NAMESPACES,
  type MessageKey,
  type Namespace,
  namespaceOf,
  resources,
} from './resources/index.ts';
import { createTranslator } from './translator.ts';

/** Anything shaped like a PolyhedralError: a problem, its code the full message key. */
export type ErrorLike = Problem;

/** A key of the bundled English messages (its namespace is its first segment). */
function isEnglishKey(key: string): boolean {
  const namespace = namespaceOf(key) as Namespace;
  return Object.hasOwn(resources.en, namespace) && Object.hasOwn(resources.en[namespace], key);
}

/** A code of an error namespace with a message of its own, or with plural forms of one (`code_one`, `code_other`). */
function isKnownErrorCode(code: string): code is MessageKey {
  return (
    ERROR_NAMESPACES.includes(namespaceOf(code) as Namespace) &&
    (isEnglishKey(code) || isEnglishKey(`${code}_other`))
  );
}

/**
 * The user-facing message for an error code in a locale (English when the locale lacks it).
 * An unknown code gives a generic localized message that names the code. formatProblem does the
 * same over a locale's messages held as a plain object (an island's props, the CLI's tables).
 */
export function translateError(locale: Locale, error: ErrorLike): string {
  const { t } = createTranslator(locale);
  // What a parameter takes, worded in the locale (`rules.expected.*`) where the error gives its code.
  const params = expectedInWords(localizeProblemParams(locale, error.params ?? {}), (key, values) =>
    isEnglishKey(key) ? t(key as MessageKey, values) : undefined,
  );
  if (!isKnownErrorCode(error.code)) return t(UNKNOWN_PROBLEM_KEY, { code: error.code });
  return t(error.code, params);
}
