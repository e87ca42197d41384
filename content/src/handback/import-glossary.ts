/**
 * A bundle's glossary definitions, applied entry by entry with the sections' trust rules: only th
 * and zh are written by hand (another locale, an unknown term, the wrong script, markup or a link,
 * an avoided form are refused); a definition still at its start is replaced, one changed on both
 * sides is a conflict; a signed approval that verifies (subject `glossary:<term>`, the text, the
 * English definition now) is written as its approval record, anything else waits in the queue; a
 * definition the maintainer rejected (same term, same text) is left out, named with the day.
 */
import { findAvoidedForms } from '@polyhedral/i18n';
import {
  isDefinitionLocale,
  readDefinitions,
  readTermIds,
  writeDefinition,
} from '../glossary/glossary-files.ts';
import type { ReaderLocale } from '../model/types.ts';
import type { TextNumberProblem } from '../numbers/text-number-findings.ts';
import { APPROVAL_RECORD_FORMAT } from '../review/approval-record.ts';
import { writeApprovalRecord } from '../review/write-approval-record.ts';
import { sectionTextHash } from '../sections/section-text-hash.ts';
import { type RejectedEntry, rejectedHash } from '../suggestions/rejected-suggestions.ts';
import type { Suggestion } from '../suggestions/suggestion-queue.ts';
import { glossaryRuleId } from '../trust/approval.ts';
import type { TrustProblem } from '../trust/reviewer-name.ts';
import { approvalReason } from '../trust/verify-approval.ts';
import type { ApprovalCheck, SuggestionProblem } from './approval-checks.ts';
import { definitionProblem } from './definition-problem.ts';
import type { HandbackBundle } from './handback-bundle.ts';

export type GlossaryRefusalCode =
  | 'handback.glossary.locale'
  | 'handback.glossary.unknown-term'
  | 'handback.glossary.no-file'
  | 'handback.glossary.markup'
  | 'handback.glossary.avoided'
  | 'handback.glossary.wrong-script'
  | 'handback.glossary.invisible'
  | 'handback.glossary.untranslated'
  | 'handback.glossary.chapter'
  | 'handback.glossary.already-rejected'
  | TextNumberProblem['code'];

export type GlossaryOutcome =
  | { term: string; action: 'refused'; code: GlossaryRefusalCode; params: Record<string, string> }
  | { term: string; action: 'conflict'; current: string; incoming: string }
  | {
      term: string;
      action: 'replace' | 'same';
      /** The approval: credited (`reviewed`), already recorded, or a suggestion with its reason. */
      review:
        | null
        | { outcome: 'reviewed' | 'already'; by: string; date: string }
        | { outcome: 'suggested'; by: string | null; date: string; problem: SuggestionProblem };
    };

/** What each glossary entry would do (and, unless `dryRun`, does), with the suggestions it leaves. */
export function importGlossary(
  root: string,
  bundle: HandbackBundle,
  checks: ReadonlyMap<string, ApprovalCheck>,
  /** `rejected`: the locale's rejections by hash (rejected-suggestions.ts). */
  options: { dryRun: boolean; today: string; rejected?: ReadonlyMap<string, RejectedEntry> },
): { outcomes: GlossaryOutcome[]; suggestions: Suggestion[]; problem: TrustProblem | null } {
  const entries = bundle.glossary ?? [];
  const outcomes: GlossaryOutcome[] = [];
  const suggestions: Suggestion[] = [];
  if (entries.length === 0) return { outcomes, suggestions, problem: null };
  const locale: ReaderLocale = bundle.locale as ReaderLocale;
  const refuse = (term: string, code: GlossaryRefusalCode, params: Record<string, string> = {}) =>
    outcomes.push({ term, action: 'refused', code, params });
  if (!isDefinitionLocale(locale)) {
    for (const entry of entries) refuse(entry.term, 'handback.glossary.locale', { locale });
    return { outcomes, suggestions, problem: null };
  }
  const terms = readTermIds(root);
  const definitions = readDefinitions(root, locale);
  // The English definitions: each definition's numbers are held to its English one's.
  const english = readDefinitions(root, 'en') ?? {};
  for (const entry of entries) {
    const { term, text } = entry;
    if (terms === null || definitions === null) {
      refuse(term, 'handback.glossary.no-file');
      continue;
    }
    if (!terms.has(term) || !(term in definitions)) {
      refuse(term, 'handback.glossary.unknown-term');
      continue;
    }
    const earlier = options.rejected?.get(rejectedHash({ id: term, kind: 'glossary', text }));
    if (earlier) {
      refuse(term, 'handback.glossary.already-rejected', { date: earlier.date, locale });
      continue;
    }
    const problem = definitionProblem(
      locale,
      text,
      (value) => findAvoidedForms(value, locale)[0],
      english[term],
    );
    if (problem) {
      const params = Object.fromEntries(
        Object.entries(problem.params).map(([key, value]) => [key, String(value)]),
      );
      refuse(term, problem.code, params);
      continue;
    }
    const current = definitions[term]!;
    const action =
      current === text
        ? 'same'
        : entry.start !== null && sectionTextHash(current) === entry.start
          ? 'replace'
          : null;
    if (action === null) {
      outcomes.push({ term, action: 'conflict', current, incoming: text });
      continue;
    }
    if (action === 'replace' && !options.dryRun) writeDefinition(root, locale, term, text);
    const check = checks.get(term);
    let review: Extract<GlossaryOutcome, { action: 'replace' | 'same' }>['review'] = null;
    if (check?.state === 'verified') {
      review = { outcome: 'reviewed', by: check.by, date: check.date };
      if (!options.dryRun) recordDefinitionReview(root, locale, term, check);
    } else if (check) {
      review = { outcome: 'suggested', by: check.by, date: check.date, problem: check.problem };
    }
    outcomes.push({ term, action, review });
    if (review?.outcome === 'reviewed' || (action === 'same' && review === null)) continue;
    suggestions.push({
      id: term,
      kind: 'glossary',
      received: options.today,
      from: bundle.startingPoint,
      before: current,
      text,
      ...(bundle.sender ? { sender: bundle.sender } : {}),
      approval:
        review?.outcome === 'suggested'
          ? { by: review.by, date: review.date, reason: approvalReason(review.problem) }
          : null,
    });
  }
  return { outcomes, suggestions, problem: null };
}

/** The verified approval of a definition, written as its record (the signed approval itself). */
function recordDefinitionReview(
  root: string,
  locale: ReaderLocale,
  term: string,
  check: Extract<ApprovalCheck, { state: 'verified' }>,
): void {
  writeApprovalRecord(root, {
    format: APPROVAL_RECORD_FORMAT,
    locale,
    ruleId: glossaryRuleId(term),
    textHash: check.approval.textHash,
    englishHash: check.approval.englishHash,
    date: check.approval.date,
    kind: 'review',
    reviewer: check.by,
    keyId: check.keyId,
    signature: check.approval.signature,
  });
}
