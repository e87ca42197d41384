/**
 * Whether a difference between a translated section and its English is a declared exception of
 * content/qa-exceptions.yaml (qa-exceptions.ts reads and validates the file). Browser-safe: the
 * review editor is given the section's exceptions as data.
 */
import { DERIVED_LOCALES, isDerivedLocale } from '@polyhedral/i18n';
import type { ReaderLocale, TranslatedLocale } from '../model/types.ts';

export const QA_EXCEPTION_KINDS = ['number', 'dice', 'link', 'quantity'] as const;
export type QaExceptionKind = (typeof QA_EXCEPTION_KINDS)[number];

export interface QaException {
  kind: QaExceptionKind;
  value: string;
  reason: string;
}

/** content/qa-exceptions.yaml: locale -> section ID -> declared differences. */
export type QaExceptions = { [locale in TranslatedLocale]?: Record<string, QaException[]> | undefined };

/**
 * Whether `value` of `kind` is a declared exception for a section. A derived locale's hand-written
 * section (zh-hant) is held to its source locale's exceptions (zh's): it is that text, reviewed.
 */
export function isQaException(
  exceptions: QaExceptions,
  locale: ReaderLocale,
  id: string,
  kind: QaExceptionKind,
  value: string,
): boolean {
  const declaredFor = isDerivedLocale(locale) ? DERIVED_LOCALES[locale] : locale;
  return (exceptions[declaredFor]?.[id] ?? []).some((entry) => entry.kind === kind && entry.value === value);
}

/** The exceptions that concern one section of one locale (what the review editor is given). */
export function exceptionsOfSection(
  exceptions: QaExceptions,
  locale: ReaderLocale,
  id: string,
): QaExceptions {
  const declaredFor = isDerivedLocale(locale) ? DERIVED_LOCALES[locale] : locale;
  const entries = exceptions[declaredFor]?.[id];
  return entries ? { [declaredFor]: { [id]: entries } } : {};
}
