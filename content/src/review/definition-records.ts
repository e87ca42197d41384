/**
 * Glossary definitions' reviews, derived like sections': only the approval record
 * `approvals/<locale>/glossary/<TermId>.json` (ruleId `glossary:<TermId>`) counts, verified each time
 * against reviewers.yaml, the definition now and the English definition now (a section's record
 * copied there names another ruleId and never verifies). The old `glossary-reviews/` store is only
 * named in a warning; a retired key credits only the definition held at its retirement
 * (retired-key-text.ts). Every reader of a definition's state reads it here.
 */
import path from 'node:path';
import type { Diagnostic } from '../findings/diagnostic.ts';
import {
  type DefinitionLocale,
  definitionsFile,
  legacyDefinitionReviewFiles,
  readDefinitions,
} from '../glossary/glossary-files.ts';
import { glossaryRuleId } from '../trust/approval.ts';
import { readReviewersSync } from '../trust/read-reviewers-sync.ts';
import { utcToday } from '../trust/reviewer-name.ts';
import { APPROVALS_DIR, type ApprovalRecord } from './approval-record.ts';
import { type DerivedReview, deriveReview } from './derive-review-state.ts';
import { readRecordFolder } from './read-approval-records.ts';
import { type DefinitionPlace, type RetiredKeyMemo, withoutRetiredKeyCredit } from './retired-key-text.ts';

export interface DefinitionRecords {
  /** term ID -> its record (only records that parse, for this locale and `glossary:<TermId>`). */
  records: Map<string, ApprovalRecord>;
  diagnostics: Diagnostic[];
}

/** The definitions' records of `locale`, each read as an attacker wrote it. */
export function readDefinitionRecords(root: string, locale: DefinitionLocale): DefinitionRecords {
  const diagnostics: Diagnostic[] = [];
  const folder = path.join(root, APPROVALS_DIR, locale, 'glossary');
  return { records: readRecordFolder(folder, locale, glossaryRuleId, diagnostics) ?? new Map(), diagnostics };
}

export interface DefinitionReviews {
  /** term ID -> its derived state (`{}`: no record, a draft), for every definition of the locale. */
  states: Map<string, DerivedReview>;
  /** Records that could not be read (they count for nothing). */
  diagnostics: Diagnostic[];
  /** Files of the old store that exist: not read, named in a warning. */
  legacy: string[];
  /** `content check`'s errors at records whose credit was taken back (a retired key's newer text). */
  findings: Diagnostic[];
}

/** Where `term`'s definition of `locale` lives, for the retired-key rule (retired-key-text.ts). */
export function definitionPlace(root: string, locale: DefinitionLocale, term: string): DefinitionPlace {
  const file = path.relative(root, definitionsFile(root, locale)).split(path.sep).join('/');
  return { file, term, id: glossaryRuleId(term) };
}

/**
 * Every definition's review state in `locale`, derived now: its record verified against
 * reviewers.yaml (read as import and check read it), the definition and the English definition.
 */
export function definitionReviews(
  root: string,
  locale: DefinitionLocale,
  today: string = utcToday(),
): DefinitionReviews | null {
  const definitions = readDefinitions(root, locale);
  if (definitions === null) return null;
  const english = readDefinitions(root, 'en') ?? {};
  const reviewers = readReviewersSync(root);
  const { records, diagnostics } = readDefinitionRecords(root, locale);
  const states = new Map<string, DerivedReview>();
  const findings: Diagnostic[] = [];
  const retired = { registry: reviewers.registry, memo: new Map() as RetiredKeyMemo };
  for (const [term, text] of Object.entries(definitions)) {
    const record = records.get(term);
    const derived = deriveReview(
      locale,
      { id: glossaryRuleId(term), markdown: text },
      false,
      record,
      english[term] ?? null,
      reviewers.registry,
      today,
    );
    const place = definitionPlace(root, locale, term);
    const { state, finding } = withoutRetiredKeyCredit(root, locale, place, record, derived, retired);
    if (finding) findings.push(finding);
    states.set(term, state);
  }
  return { states, diagnostics, legacy: legacyDefinitionReviewFiles(root), findings };
}
