/**
 * The shape of a bilingual reading's applied wording fixes and the one check they share: each fix
 * names its reading's item, the locale, a UI string key (or `definition <TermId>` for a glossary
 * definition), the words the text must say and the words it must not. Used by the reading tests
 * (fourth-reading.test.ts, fifth-reading.test.ts); a later reading adds its own FIXES list.
 */
import { describe, expect, it } from 'vitest';
import { glossaryDefinitions } from '../../src/glossary/index.ts';
import type { WrittenLocale } from '../../src/locales.ts';
import { messagesFor } from '../../src/messages-for.ts';

export interface ReadingFix {
  item: string;
  locale: WrittenLocale;
  /** A UI string key, or `definition <TermId>` for a glossary definition. */
  key: string;
  says: readonly string[];
  not: readonly string[];
}

function textOf(fix: ReadingFix): string | undefined {
  if (fix.key.startsWith('definition '))
    return glossaryDefinitions[fix.locale][fix.key.slice('definition '.length)];
  return messagesFor(fix.locale, fix.key)[fix.key];
}

/** One test per fix: the text exists, says every `says` and none of `not`. */
export function describeReadingFixes(title: string, fixes: readonly ReadingFix[]): void {
  describe(title, () => {
    it.each(fixes.map((fix) => [`${fix.item} ${fix.locale} ${fix.key}`, fix] as const))('%s', (_, fix) => {
      const text = textOf(fix);
      expect(text, 'the text exists').toBeTypeOf('string');
      for (const words of fix.says) expect(text).toContain(words);
      for (const words of fix.not) expect(text).not.toContain(words);
    });
  });
}
