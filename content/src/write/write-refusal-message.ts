/**
 * A writer's refusal as a problem (its code is the full key `content.write.<what>`; the file, line
 * and column join its parameters) and in the reader's language (i18n's formatProblem).
 */
import { createTranslator, type Locale, type Problem } from '@polyhedral/i18n';
import type { WriteRefusal } from './write-refusal.ts';

export function writeRefusalProblem(refusal: WriteRefusal): Problem {
  return {
    code: refusal.code,
    params: { file: refusal.file, line: refusal.line ?? 1, column: refusal.column ?? 1, ...refusal.params },
  };
}

export function writeRefusalMessage(refusal: WriteRefusal, locale: Locale): string {
  return createTranslator(locale).problem(writeRefusalProblem(refusal));
}
