/**
 * @polyhedral/content: the rules text in en/th/zh (+ playtest), its typed model and the
 * translator tools (`pnpm content check | status | stamp`).
 */

export type { AlignmentMismatch, BlockAlignment, MismatchReason } from './align/align-blocks.ts';
export { alignSection, englishBlocksOf, type SectionAlignment } from './align/align-section.ts';
export {
  APPROVAL_RECORD_FORMAT,
  APPROVALS_DIR,
  type ApprovalRecord,
  approvalRecordFile,
} from './approvals/approval-record.ts';
export {
  type DefinitionReviews,
  definitionReviews,
} from './approvals/definition-records.ts';
export type { LostReview, ReviewCredit } from './approvals/derive-review-state.ts';
export { creditedNameProblem, lookalikeOf, nameSkeleton } from './approvals/name-skeleton.ts';
export { onBehalfOfProblem } from './approvals/on-behalf-of.ts';
export { sectionAcceptances } from './approvals/signed-acceptance.ts';
export { type CheckResult, checkContent } from './check/check-content.ts';
export type { CliIo } from './cli/io.ts';
export { runCli } from './cli/run-cli.ts';
export { MAX_CONTENT_FILE_BYTES, MAX_SECTION_BYTES } from './config/limits.ts';
export { derivedText } from './derive/converters.ts';
export { withDerivedLocales } from './derive/derive-locales.ts';
export { convertedText, saveDerivedSection } from './derive/save-derived-section.ts';
export {
  compareDiagnostics,
  type Diagnostic,
  type DiagnosticParams,
  formatDiagnostic,
  type Severity,
} from './findings/diagnostic.ts';
export { CONTENT_SEVERITY, type ContentCode, type ContentRuleId } from './findings/messages.ts';
export {
  type FrontMatter,
  frontMatterSchema,
  REVIEW_STATES,
  type ReviewState,
} from './front-matter/schema.ts';
export {
  EXPORT_UNKNOWN_IDS,
  type ExportOptions,
  type ExportResult,
  exportHandback,
} from './handback/export-handback.ts';
export {
  type HandbackBundle,
  type HandbackSection,
  parseHandbackBundle,
  serializeHandbackBundle,
} from './handback/handback-bundle.ts';
export { importHandback } from './handback/import-handback.ts';
export type { ImportResult } from './handback/import-result.ts';
export { planImport } from './handback/plan-import.ts';
export { readReviewers } from './handback/read-reviewers.ts';
export { siteStartingPoint } from './handback/site-starting-point.ts';
export { recordStartingPoint, STARTING_RECORD_FILE, startingPoint } from './handback/starting-point.ts';
export {
  blockChanges,
  type EnglishBlockChange,
  type EnglishChanges,
  englishChanges,
} from './history/english-block-changes.ts';
export { ENGLISH_STORE_FOLDER, readStoredEnglish } from './history/english-store.ts';
export { type FillEnglishStoreResult, fillEnglishStore } from './history/fill-english-store.ts';
export { type SectionChange, type SectionHistory, sectionHistory } from './history/section-history.ts';
export { type StampedEnglish, stampedEnglish } from './history/stamped-english.ts';
export { type DiffPart, wordDiff } from './history/word-diff.ts';
export { DEFAULT_CONTENT_ROOT, REPO_ROOT } from './loader/content-root.ts';
export { isInside } from './loader/is-inside.ts';
export { type LoadContentOptions, loadContent } from './loader/load-content.ts';
export {
  buildTranslationMemory,
  type MemoryEntry,
  type MemorySuggestion,
  paragraphsOf,
  type TranslationMemory,
} from './memory/translation-memory.ts';
export { type WithdrawnReview, withdrawnReview } from './model/review-credit.ts';
export {
  CONTENT_LOCALES,
  type ContentCollection,
  type ContentFile,
  type ContentLocale,
  type ContentModel,
  type DerivedLocale,
  isReviewedLocale,
  type Page,
  type PlaytestPage,
  REVIEWED_LOCALES,
  type ReaderLocale,
  type ResolvedSection,
  type Section,
  TRANSLATED_LOCALES,
  type TranslatedLocale,
  type WrittenLocale,
} from './model/types.ts';
export {
  type AddNoteResult,
  addSectionNote,
  type NoteProblem,
  notesFile,
  readSectionNotes,
  type SectionNote,
} from './notes/section-notes.ts';
export { coreFactFindings } from './numbers/core-fact-findings.ts';
export { openEditionModel } from './provenance/open-edition.ts';
export {
  contentProvenance,
  isOpenSection,
  type Provenance,
  provenanceOf,
} from './provenance/section-provenance.ts';
export { changedNumberFindings, NO_NUMBER, type NumberChange, numberChanges } from './qa/changed-numbers.ts';
export { glossaryOfLocale } from './qa/glossary-of-locale.ts';
export {
  isQaException,
  loadQaExceptions,
  QA_EXCEPTION_KINDS,
  QA_EXCEPTIONS_FILE,
  type QaExceptionKind,
  type QaExceptions,
} from './qa/qa-exceptions.ts';
export { type FactPosition, type SectionFacts, sectionFacts } from './qa/section-facts.ts';
export {
  glossaryTermsOfSection,
  type Position,
  qaSection,
  type SectionQaFinding,
  type SectionQaInput,
  termsOfSection,
} from './qa/section-qa.ts';
export { hasTranslation } from './resolve/has-translation.ts';
export { isStale, recordedHash } from './resolve/is-stale.ts';
export { pageOfRule } from './resolve/page-of-rule.ts';
export { resolvePage } from './resolve/resolve-page.ts';
export { rulesInLocale } from './resolve/rules-in-locale.ts';
export {
  type DraftBlocker,
  draftBlockers,
  gateModel,
  type ReviewBlockerOptions,
  reviewBlockers,
  sectionLineOf,
} from './review/review-blockers.ts';
export { type ReviewResult, reviewTranslation } from './review/review-translation.ts';
export { reviewIndex, SHOWN_STATE } from './review-data/review-index.ts';
export { type ReviewDataOptions, reviewSectionData } from './review-data/review-section-data.ts';
export {
  isReviewerName,
  reviewDateProblem,
  reviewerNameProblem,
  utcToday,
} from './review-trust/reviewer-name.ts';
export {
  buildReaderHandback,
  checkSectionText,
  type ReaderHandbackInput,
  type ReviewIndexEntry,
  type ReviewSectionData,
  type SectionCheckInput,
  type SectionFinding,
} from './section-check/index.ts';
export { saveSection } from './sections/save-section.ts';
export type { SaveSectionResult } from './sections/save-section-result.ts';
export { englishFullHash, sectionHash } from './sections/section-hash.ts';
export { fileSha256, sectionTextHash } from './sections/section-text-hash.ts';
export { readMaintainerKey } from './signing/maintainer-key.ts';
export { type ContentSource, type ContentSources, loadSources } from './sources/load-sources.ts';
export { type StampResult, stampTranslation } from './stamp/stamp-translation.ts';
export {
  type ChapterStatus,
  type ContentStatus,
  contentStatus,
  type LocaleStatus,
} from './status/content-status.ts';
export {
  COUNTED_STATES,
  type CountedState,
  countedState,
  countStates,
} from './status/counted-state.ts';
export {
  DERIVED_SECTION_STATES,
  type DerivedLocaleStatus,
  type DerivedSectionState,
  derivedLocaleStatus,
} from './status/derived-status.ts';
export {
  type DecideResult,
  decideSuggestions,
  isDone as isSuggestionDecided,
  type SuggestionDecision,
} from './suggestions/decide-suggestions.ts';
export {
  type PendingSuggestion,
  type PendingSuggestions,
  pendingSuggestions,
} from './suggestions/pending-suggestions.ts';
export { signQueuedAcceptances } from './suggestions/sign-queued-acceptances.ts';
/** The reviewer's own calendar date, the one date a review, a note or a hand-back records. */
export { localCalendarDate } from './text/calendar-date.ts';
export { normalizedSectionText, sameSectionText } from './text/normalized-section-text.ts';
export { isPlainName } from './text/plain-text.ts';
export { formatRefusal, refusalText } from './write/apply-map-edits.ts';
export { LOCK_FILE } from './write/content-lock.ts';
export {
  type FileFaultCode,
  type FileFaultKind,
  fileFaultOf,
  fileFaultProblem,
  fileFaultStatus,
  namingFile,
} from './write/file-fault.ts';
export { findUnclosedBlock } from './write/unclosed-blocks.ts';
export { underContentLockAsync } from './write/under-content-lock.ts';
export {
  checkContentFileWrite,
  type WriteExpectation,
  writeContentFile,
} from './write/write-content-file.ts';
export { writeFileAtomic } from './write/write-file-atomic.ts';
export {
  WRITE_REFUSAL_CODES,
  type WriteOutcome,
  type WriteRefusal,
  type WriteRefusalCode,
} from './write/write-refusal.ts';
export { writeRefusalMessage } from './write/write-refusal-message.ts';
