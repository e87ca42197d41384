import { type Problem, wordProblem } from './format-problem.ts';
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
 * The user-facing message for an error code in a locale (English when the locale lacks it):
 * wordProblem over the translator, where a code outside the error namespaces is unknown. An unknown
 * code gives a generic localized message that names the code.
 */
export function translateError(locale: Locale, error: ErrorLike): string {
  return wordProblem({ has: isKnownErrorCode, t: createTranslator(locale).tData }, error, locale);
}
