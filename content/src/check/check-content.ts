/**
 * checkContent: every problem of a content tree, errors and warnings, sorted by file and
 * position. Used by `pnpm content check` and by tests on malformed fixtures.
 */

import { compareDiagnostics, type Diagnostic } from '../findings/diagnostic.ts';
import { loadContent } from '../loader/load-content.ts';
import type { ContentModel } from '../model/types.ts';
import { REVIEWED_LOCALES } from '../model/types.ts';
import { readSectionNotes } from '../notes/section-notes.ts';
import { readQaExceptions } from '../qa/qa-exceptions.ts';
import { translatedStringDiagnostics } from '../quantities/translated-strings.ts';
import { checkReviewers } from './check-reviewers.ts';
import { checkUiStrings, repositoryStringFiles, type StringFiles } from './check-terminology.ts';
import { modelDiagnostics } from './content-checks.ts';
import { loadKnownTermIds } from './known-term-ids.ts';

export interface CheckContentOptions {
  root?: string;
  /** Glossary term IDs `term:` links may name (default: the @polyhedral/i18n glossary). */
  knownTermIds?: ReadonlySet<string>;
  /** Where the UI strings' findings point (default: this repository's i18n files); null: not checked. */
  strings?: StringFiles | null;
}

export interface CheckResult {
  model: ContentModel;
  diagnostics: Diagnostic[];
  errors: number;
  warnings: number;
}

/** Every rule ID a `rule:` link may name: sections in any locale and playtest topics. */
export function knownRuleIdsOf(model: ContentModel): Set<string> {
  return new Set([...model.sections.keys(), ...model.playtest.keys()]);
}

export function checkContent(options: CheckContentOptions = {}): CheckResult {
  const model = loadContent(options.root ? { root: options.root } : {});
  const knownRuleIds = knownRuleIdsOf(model);
  const knownTermIds = options.knownTermIds ?? loadKnownTermIds();
  const qaExceptions = readQaExceptions(model.root);
  const diagnostics = [
    // The checks of the tree's files (content-checks.ts: the review gate runs the same list).
    ...modelDiagnostics(model, { knownRuleIds, knownTermIds, qaExceptions: qaExceptions.value ?? {} }),
    // Files around the content: QA exceptions, registered reviewers, notes, the UI strings.
    ...qaExceptions.diagnostics,
    ...checkReviewers(model.root),
    ...REVIEWED_LOCALES.flatMap((locale) => readSectionNotes(model.root, locale).diagnostics),
    ...(options.strings === null ? [] : checkUiStrings(options.strings ?? repositoryStringFiles(model.root))),
    // The glossary's definitions and names, and the table strings: numbers and quantities at their place.
    ...translatedStringDiagnostics(model.root, qaExceptions.value ?? {}, options.strings !== null),
  ].sort(compareDiagnostics);
  const errors = diagnostics.filter((diagnostic) => diagnostic.severity === 'error').length;
  return { model, diagnostics, errors, warnings: diagnostics.length - errors };
}
