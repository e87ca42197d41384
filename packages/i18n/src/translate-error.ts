import { type Problem, wordProblem } from './format-problem.ts';
import type { Locale } from './locales.ts';
import { ERROR_NAMESPACES, type Namespace, namespaceOf } from './resources/index.ts';
import { createTranslator } from './translator.ts';

/** Anything shaped like a PolyhedralError: a problem, its code the full message key. */
export type ErrorLike = Problem;

/**
 * The user-facing message for an error code in a locale (English when the locale lacks it):
 * wordProblem over the translator, where only a key of an error namespace (or its plural forms)
 * is known. An unknown code gives a generic localized message that names the code.
 */
export function translateError(locale: Locale, error: ErrorLike): string {
  const { has, tData } = createTranslator(locale);
  const known = (key: string) => ERROR_NAMESPACES.includes(namespaceOf(key) as Namespace) && has(key);
  return wordProblem({ has: known, t: tData }, error, locale);
}
