/**
 * The checks `pnpm content check` runs over a content model, as one list. checkContent runs them
 * over the whole tree; the review gate (review/page/review-blockers.ts) runs the same list over the one
 * file of a section (and its English) and keeps the errors inside that section: one list, so the
 * gate cannot drift from the check by a code kept in step by hand.
 */

import { type Diagnostic, inFile } from '../findings/diagnostic.ts';
import type { Finding } from '../findings/finding.ts';
import type { ContentFile, ContentModel } from '../model/types.ts';
import type { QaExceptions } from '../qa/qa-exceptions.ts';
import { checkAvoidedTerms } from './avoided-terms.ts';
import { checkContentSyntax } from './check-content-syntax.ts';
import { checkPlainText } from './check-plain-text.ts';
import { checkPlaytest } from './check-playtest.ts';
import { checkProvenance } from './check-provenance.ts';
import { checkPrintedChapters } from './check-terminology.ts';
import { checkTranslations } from './check-translations.ts';
import { markdownFindings } from './markdown-findings.ts';
import { checkTranslationQa } from './translation-qa.ts';
import { unclosedBlockFindings } from './unclosed-block-findings.ts';

export interface ModelCheckContext {
  /** Every rule ID a `rule:` link may name (knownRuleIdsOf the whole tree). */
  knownRuleIds: ReadonlySet<string>;
  /** Glossary term IDs a `term:` link may name. */
  knownTermIds: ReadonlySet<string>;
  qaExceptions: QaExceptions;
}

type ModelCheck = (model: ContentModel, context: ModelCheckContext) => Diagnostic[];

/** The files whose body was parsed (one nested too deep or too large is reported by the loader). */
const parsed = (model: ContentModel) => model.files.filter((file) => !file.unparsed);
/** A check's findings on each parsed file's body, placed in that file (the body keeps blank lines
 * where the front matter was: its lines are the file's lines). */
const inBodies = (model: ContentModel, findings: (file: ContentFile) => Finding[]) =>
  parsed(model).flatMap((file) => findings(file).map((finding) => inFile(finding, file.file)));

export const MODEL_CHECKS: readonly ModelCheck[] = [
  (model) => model.diagnostics,
  // @polyhedral/markdown's findings (heading IDs, directives, links, raw HTML, table columns): the
  // same run the review editor makes on a section's text.
  (model, { knownRuleIds, knownTermIds }) =>
    inBodies(model, (file) =>
      markdownFindings(file.body, file.collection, { knownRuleIds, knownTermIds, file: file.file }),
    ),
  (model) => parsed(model).flatMap((file) => checkContentSyntax(file, model.root)),
  (model) => parsed(model).flatMap((file) => checkPlainText(file)),
  // A block left open (write/unclosed-blocks.ts) in a file's last section swallows nothing the
  // loader can notice, yet the page shows the rest inside it: the writer's scan, over every file on
  // disk, so a hand edit or a `git pull` is caught too (and the review gate refuses it).
  (model) => inBodies(model, (file) => unclosedBlockFindings(file.body)),
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
