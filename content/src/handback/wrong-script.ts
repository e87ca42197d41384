/**
 * Text in the wrong script for its locale: Thai letters in a Chinese section (a Thai hand-back
 * relabelled `zh`), Han characters in a Thai one; the import refuses it (handback.section.wrong-script).
 */
import type { ReaderLocale } from '../model/types.ts';

const FOREIGN: Record<ReaderLocale, { script: string; pattern: RegExp }> = {
  th: { script: 'handback.script.han', pattern: /\p{Script=Han}/u },
  zh: { script: 'handback.script.thai', pattern: /\p{Script=Thai}/u },
  'zh-hant': { script: 'handback.script.thai', pattern: /\p{Script=Thai}/u },
};

/** The foreign script found in `markdown` for `locale` (its message key: `handback.script.thai`...), or null. */
export function wrongScript(locale: ReaderLocale, markdown: string): string | null {
  const foreign = FOREIGN[locale];
  return foreign.pattern.test(markdown) ? foreign.script : null;
}
