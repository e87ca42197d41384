/**
 * The loader's last step for review marks: every section of a reviewed locale gets the state its
 * approval record proves now (derive-review-state.ts). Files are copied, never changed (a read
 * file is shared between models: loader/read-content-file.ts).
 */

import { type Diagnostic, makeDiagnostic } from '../findings/diagnostic.ts';
import { legacyDefinitionReviewFiles } from '../glossary/glossary-files.ts';
import { type ContentFile, isReviewedLocale } from '../model/types.ts';
import { readReviewersSync } from '../trust/read-reviewers-sync.ts';
import { utcToday } from '../trust/reviewer-name.ts';
import { acceptanceFinding } from './acceptance-findings.ts';
import { approvalRecordFile } from './approval-record.ts';
import { convertedSectionRecords } from './converted-section-records.ts';
import { definitionReviews, readDefinitionRecords } from './definition-records.ts';
import { deriveReview } from './derive-review-state.ts';
import { readApprovalRecords } from './read-approval-records.ts';
import { type RetiredKeyMemo, withoutRetiredKeyCredit } from './retired-key-text.ts';

export function withDerivedReviews(
  root: string,
  files: readonly ContentFile[],
  today: string = utcToday(),
): { files: ContentFile[]; diagnostics: Diagnostic[] } {
  const records = readApprovalRecords(root);
  const diagnostics = [...records.diagnostics];
  // Glossary definitions' records (checked where their state is derived: definition-records.ts)
  // and the old store nothing reads, named so `content check` shows them.
  for (const locale of ['th', 'zh'] as const) {
    const read = readDefinitionRecords(root, locale);
    diagnostics.push(...read.diagnostics);
    // Derived only where a record exists (none: nothing to name, and no cost per load).
    const definitions = read.records.size > 0 ? definitionReviews(root, locale, today) : null;
    // A retired key's credit of a definition newer than its retirement, taken back (retired-key-text.ts).
    diagnostics.push(...(definitions?.findings ?? []));
    for (const [term, state] of definitions?.states ?? []) {
      const id = `glossary:${term}`;
      const finding = acceptanceFinding(root, state.lastReview, approvalRecordFile(locale, id), id, locale);
      if (finding) diagnostics.push(finding);
    }
  }
  for (const file of legacyDefinitionReviewFiles(root))
    diagnostics.push(
      makeDiagnostic('content.approval.legacy-glossary-reviews', file, { line: 1, column: 1 }, { file }),
    );
  const reviewers = readReviewersSync(root);
  const registry = reviewers.ok ? reviewers.registry : null;
  // A retired key's credit holds only for text the repository had when it was retired.
  const retired = { registry, memo: new Map() as RetiredKeyMemo };
  const english = new Map<string, string>();
  for (const file of files) {
    if (file.collection !== 'en' || !file.frontMatter) continue;
    for (const section of file.sections) english.set(section.id, section.markdown);
  }
  const derived = files.map((file) => {
    const locale = file.collection;
    if (!isReviewedLocale(locale) || !file.frontMatter) return file;
    const marks = file.frontMatter.review ?? {};
    const ofLocale = records.byLocale.get(locale);
    for (const section of file.sections) {
      if (marks[section.id] === 'reviewed' && !ofLocale?.has(section.id)) {
        diagnostics.push(unsignedMark(file.file, section.id, locale));
      }
    }
    // No record for any of its sections: the file as read (a draft is already `draft`), the same
    // object, so a tree read again reuses it (loader/read-content-file.ts).
    if (!file.sections.some((section) => ofLocale?.has(section.id))) return file;
    const sections = file.sections.map((section) => {
      const marked = marks[section.id];
      if (marked === 'reviewed' && !ofLocale?.has(section.id)) {
        diagnostics.push(unsignedMark(file.file, section.id, locale));
      }
      const { review: _review, reviewer: _reviewer, lastReview: _last, ...plain } = section;
      const record = ofLocale?.get(section.id);
      const derivedState = deriveReview(
        locale,
        section,
        marked !== undefined,
        record,
        english.get(section.id) ?? null,
        registry,
        today,
      );
      const { state, finding: retiredFinding } = withoutRetiredKeyCredit(
        root,
        locale,
        section,
        record,
        derivedState,
        retired,
      );
      if (retiredFinding) diagnostics.push(retiredFinding);
      const finding = acceptanceFinding(
        root,
        state.lastReview,
        approvalRecordFile(locale, section.id),
        section.id,
        locale,
      );
      if (finding) diagnostics.push(finding);
      return { ...plain, ...state };
    });
    return { ...file, sections };
  });
  diagnostics.push(...convertedSectionRecords(root, files, records.byLocale));
  return { files: derived, diagnostics };
}

/** A `review: reviewed` mark no approval record signs: it counts for nothing. */
function unsignedMark(file: string, id: string, locale: string): Diagnostic {
  return makeDiagnostic('content.approval.unsigned-mark', file, { line: 1, column: 1 }, { id, locale });
}
