/**
 * The checks `pnpm content check` runs over a content model, as one list. checkContent runs them
 * over the whole tree; the review gate (review/review-blockers.ts) runs the same list over the one
 * file of a section (and its English) and keeps the errors inside that section: one list, so the
 * gate cannot drift from the check by a code kept in step by hand.
 */

import type { Diagnostic } from '../findings/diagnostic.ts';
import type { ContentModel } from '../model/types.ts';
import type { QaExceptions } from '../qa/qa-exceptions.ts';
import { checkAvoidedTerms } from './avoided-terms.ts';
import { checkContentSyntax } from './check-content-syntax.ts';
import { checkMarkdown } from './check-markdown.ts';
import { checkPlainText } from './check-plain-text.ts';
import { checkPlaytest } from './check-playtest.ts';
import { checkProvenance } from './check-provenance.ts';
import { checkPrintedChapters } from './check-terminology.ts';
import { checkTranslations } from './check-translations.ts';
import { checkUnclosedBlocks } from './check-unclosed-blocks.ts';
import { checkTranslationQa } from './translation-qa.ts';

export interface ModelCheckContext {
  /** Every rule ID a `rule:` link may name (knownRuleIdsOf the whole tree). */
  knownRuleIds: ReadonlySet<string>;
  /** Glossary term IDs a `term:` link may name. */
  knownTermIds: ReadonlySet<string>;
  /** content/qa-exceptions.yaml. */
  qaExceptions: QaExceptions;
}

type ModelCheck = (model: ContentModel, context: ModelCheckContext) => Diagnostic[];

/** The files whose body was parsed (one nested too deep or too large is reported by the loader). */
const parsed = (model: ContentModel) => model.files.filter((file) => !file.unparsed);

export const MODEL_CHECKS: readonly ModelCheck[] = [
  (model) => model.diagnostics,
  (model, { knownRuleIds, knownTermIds }) =>
    parsed(model).flatMap((file) => checkMarkdown(file, { knownRuleIds, knownTermIds })),
  (model) => parsed(model).flatMap((file) => checkContentSyntax(file, model.root)),
  (model) => parsed(model).flatMap((file) => checkPlainText(file)),
  (model) => parsed(model).flatMap((file) => checkUnclosedBlocks(file)),
  (model) => checkTranslations(model),
  (model) => checkPlaytest(model),
  (model) => checkProvenance(model),
  (model, { qaExceptions }) => checkTranslationQa(model, qaExceptions),
  (model) => checkAvoidedTerms(model),
  (model) => checkPrintedChapters(model),
];

/** Every finding of MODEL_CHECKS on `model` (unsorted). */
export function modelDiagnostics(model: ContentModel, context: ModelCheckContext): Diagnostic[] {
  return MODEL_CHECKS.flatMap((check) => check(model, context));
}
