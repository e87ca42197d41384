/** A writer's refusal in the reader's language: i18n `content.write.<code>` with its parameters. */
import { createTranslator, type Locale } from '@polyhedral/i18n';
import type { WriteRefusal } from './write-refusal.ts';

export function writeRefusalMessage(refusal: WriteRefusal, locale: Locale): string {
  return createTranslator(locale).t(`content.write.${refusal.code}`, {
    file: refusal.file,
    line: refusal.line ?? 1,
    column: refusal.column ?? 1,
    ...refusal.params,
  });
}
