/**
 * What keeps a translated section from being marked reviewed: every finding `pnpm content check`
 * reports as an error inside that section (or in its file's front matter). The one rule for
 * "reviewed": `pnpm content review` and the workbench's Mark reviewed both call
 * reviewTranslation, which refuses a section while this list is not empty.
 *
 * It runs the checks of `content check` on the section's file and that one section only, so it
 * answers in milliseconds rather than re-checking the whole tree.
 */
import { checkAvoidedTerms } from '../check/avoided-terms.ts';
import { knownRuleIdsOf } from '../check/check-content.ts';
import { checkContentSyntax } from '../check/check-content-syntax.ts';
import { checkMarkdown } from '../check/check-markdown.ts';
import { checkPlainText } from '../check/check-plain-text.ts';
import { compareDiagnostics, type Diagnostic } from '../check/diagnostic.ts';
import { loadKnownTermIds } from '../check/known-term-ids.ts';
import { checkTranslationQa } from '../check/translation-qa.ts';
import type { ContentModel, ReaderLocale } from '../model/types.ts';
import { loadQaExceptions, type QaExceptions } from '../qa/qa-exceptions.ts';

export interface ReviewBlockerOptions {
  knownTermIds?: ReadonlySet<string>;
  exceptions?: QaExceptions;
}

export function reviewBlockers(
  model: ContentModel,
  locale: ReaderLocale,
  id: string,
  options: ReviewBlockerOptions = {},
): Diagnostic[] {
  const entry = model.sections.get(id);
  const section = entry?.[locale];
  if (!entry || !section) return [];
  const file = model.files.find((candidate) => candidate.file === section.file);
  if (!file) return [];
  const index = file.sections.findIndex((candidate) => candidate.id === id);
  const from = section.intro ? 1 : section.position.line;
  const to = file.sections[index + 1]?.position.line ?? Number.POSITIVE_INFINITY;
  const narrowed: ContentModel = { ...model, files: [file], sections: new Map([[id, entry]]) };
  const knownTermIds = options.knownTermIds ?? loadKnownTermIds();
  const diagnostics = [
    ...model.diagnostics.filter((diagnostic) => diagnostic.file === file.file),
    ...checkMarkdown(file, { knownRuleIds: knownRuleIdsOf(model), knownTermIds }),
    ...checkContentSyntax(file, model.root),
    ...checkPlainText(file),
    ...checkTranslationQa(narrowed, options.exceptions ?? loadQaExceptions(model.root)),
    ...checkAvoidedTerms(narrowed),
  ];
  return diagnostics
    .filter(
      (diagnostic) =>
        diagnostic.severity === 'error' &&
        diagnostic.file === file.file &&
        (diagnostic.line < file.bodyLine || (diagnostic.line >= from && diagnostic.line < to)),
    )
    .sort(compareDiagnostics);
}
