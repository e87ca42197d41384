/** A writer's refusal in the reader's language (i18n's formatProblem over writeRefusalProblem). */
import { createTranslator, type Locale } from '@polyhedral/i18n';
import { type WriteRefusal, writeRefusalProblem } from './write-refusal.ts';

export function writeRefusalMessage(refusal: WriteRefusal, locale: Locale): string {
  return createTranslator(locale).problem(writeRefusalProblem(refusal));
}
