/**
 * A writer's refusal of a save (content's WriteRefusal, its code the full key `content.write.<what>`)
 * as the workbench's problem: its status, and its place in the text named as the editor numbers it
 * (the section's line, under its ID) when the section is in the file, so the editor can underline
 * it and put the caret there; else the file and its line.
 */
import type { ContentModel, ReaderLocale, WriteRefusal } from '@polyhedral/content';
import { sectionLineOf } from '@polyhedral/content';
import type { Problem } from '../../shared/api-types.ts';

export interface SaveRefusal {
  status: 404 | 422 | 503;
  problem: Problem;
}

export function saveRefusal(
  model: ContentModel,
  locale: ReaderLocale,
  id: string,
  refusal: WriteRefusal,
): SaveRefusal {
  const fileLine = refusal.line;
  const sectionLine =
    fileLine === undefined || !model.sections.get(id)?.[locale]
      ? null
      : sectionLineOf(model, locale, id)(fileLine);
  return {
    status:
      refusal.code === 'content.write.unknown-section'
        ? 404
        : refusal.code === 'content.write.locked' || refusal.code === 'content.write.lock-invalid'
          ? 503
          : 422,
    problem: {
      code: refusal.code,
      params: {
        ...refusal.params,
        file: sectionLine === null ? refusal.file : id,
        line: sectionLine ?? fileLine ?? 1,
        column: refusal.column ?? 1,
        ...(sectionLine === null ? {} : { sectionLine }),
      },
    },
  };
}
