import { expectedInWords } from './expected-in-words.ts';
import { localizeProblemParams, type Problem, UNKNOWN_PROBLEM_KEY } from './format-problem.ts';
import type { Locale } from './locales.ts';
import { ERROR_NAMESPACES, type MessageKey, resources } from './resources/index.ts';
import { createTranslator } from './translator.ts';

/** Anything shaped like a PolyhedralError: a problem, its code the full message key. */
export type ErrorLike = Problem;

function isErrorKey(key: string): boolean {
  return ERROR_NAMESPACES.some((namespace) => Object.hasOwn(resources.en[namespace], key));
}

/** A code with a message of its own, or with plural forms of one (`code_one`, `code_other`). */
function isKnownErrorCode(code: string): code is MessageKey {
  return isErrorKey(code) || isErrorKey(`${code}_other`);
}

/** A key of the `errors` namespace (`rules.expected.*`, the words for what a parameter takes). */
function isErrorsKey(key: string): key is MessageKey {
  return Object.hasOwn(resources.en.errors, key);
}

/**
 * The user-facing message for an error code in a locale (English when the locale lacks it).
 * An unknown code gives a generic localized message that names the code. Where i18next is not
 * loaded, formatProblem does the same over a locale's messages held as a plain object.
 */
export function translateError(locale: Locale, error: ErrorLike): string {
  const { t } = createTranslator(locale);
  // What a parameter takes, worded in the locale (`rules.expected.*`) where the error gives its code.
  const params = expectedInWords(localizeProblemParams(locale, error.params ?? {}), (key, values) =>
    isErrorsKey(key) ? t(key, values) : undefined,
  );
  if (!isKnownErrorCode(error.code)) return t(UNKNOWN_PROBLEM_KEY, { code: error.code });
  return t(error.code, params);
}
