import { expectedInWords } from './expected-in-words.ts';
import { formatNumber } from './format-number.ts';
import type { MessageParams } from './interpolate.ts';
import type { Locale } from './locales.ts';
import {
  ERROR_NAMESPACES,
  type MessageKey,
  type Namespace,
  namespaceOf,
  resources,
} from './resources/index.ts';
import { createTranslator } from './translator.ts';

/** Anything shaped like a PolyhedralError: a dotted code and its message parameters. */
export interface ErrorLike {
  code: string;
  params?: MessageParams;
}

const UNKNOWN_ERROR_KEY = 'errors.unknown';

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
 * Numbers in error messages are written the locale's way (1,000 in English). `count` stays a
 * number: the translator chooses the plural form with it, then writes it the same way.
 */
function localizeParams(locale: Locale, params: MessageParams): Record<string, string | number> {
  const localized: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    localized[name] = typeof value === 'number' && name !== 'count' ? formatNumber(locale, value) : value;
  }
  return localized;
}

/**
 * The user-facing message for an error code in a locale (English when the locale lacks it).
 * An unknown code gives a generic localized message that names the code.
 */
export function translateError(locale: Locale, error: ErrorLike): string {
  const { t } = createTranslator(locale);
  // What a parameter takes, worded in the locale (`rules.expected.*`) where the error gives its code.
  const params = expectedInWords(localizeParams(locale, error.params ?? {}), (key, values) =>
    isEnglishKey(key) ? t(key as MessageKey, values) : undefined,
  );
  if (!isKnownErrorCode(error.code)) return t(UNKNOWN_ERROR_KEY, { code: error.code });
  return t(error.code, params);
}
