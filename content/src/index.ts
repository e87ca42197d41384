/**
 * @polyhedral/content: the rules text in en/th/zh (+ playtest), its typed model and the
 * translator tools (`pnpm content check | status | stamp`).
 */

export { alignSection, englishBlocksOf } from './align/align-section.ts';
export { type CheckResult, checkContent } from './check/check-content.ts';
export { runCli } from './cli/run-cli.ts';
export {
  buildConceptIndex,
  type ConceptIndex,
  type ConceptRef,
  type ConceptSection,
  type ConceptTerm,
  figuresTable,
  searchDocumentOf,
  searchFigures,
  searchQuerySet,
} from './concepts/index.ts';
export { MAX_SECTION_BYTES } from './config/limits.ts';
export { derivedText } from './derive/converters.ts';
export { withDerivedLocales } from './derive/derive-locales.ts';
export { convertedText, saveDerivedSection } from './derive/save-derived-section.ts';
export { type Diagnostic, formatDiagnostic } from './findings/diagnostic.ts';
export type { ContentCode } from './findings/messages.ts';
export { EXPORT_UNKNOWN_IDS, type ExportResult, exportHandback } from './handback/export-handback.ts';
export {
  type HandbackBundle,
  parseHandbackBundle,
  serializeHandbackBundle,
} from './handback/handback-bundle.ts';
export { importHandback } from './handback/import-handback.ts';
export { planImport } from './handback/plan-import.ts';
export { siteStartingPoint } from './handback/site-starting-point.ts';
export { recordStartingPoint, startingPoint } from './handback/starting-point.ts';
export { englishChanges } from './history/english-block-changes.ts';
export { sectionHistory } from './history/section-history.ts';
export { stampedEnglish } from './history/stamped-english.ts';
export { wordDiff } from './history/word-diff.ts';
export { DEFAULT_CONTENT_ROOT, REPO_ROOT } from './loader/content-root.ts';
export { loadContent } from './loader/load-content.ts';
export { buildTranslationMemory, paragraphsOf, type TranslationMemory } from './memory/translation-memory.ts';
export { type WithdrawnReview, withdrawnReview } from './model/review-credit.ts';
export {
  CONTENT_LOCALES,
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
export { addSectionNote, type NoteProblem, readSectionNotes } from './notes/section-notes.ts';
export { coreFactFindings } from './numbers/core-fact-findings.ts';
export { allBlocksOpen, blockSourcesOf } from './provenance/block-sources.ts';
export { openEditionModel } from './provenance/open-edition.ts';
export { contentProvenance, type Provenance, provenanceOf } from './provenance/section-provenance.ts';
export { changedNumberFindings } from './qa/changed-numbers.ts';
export { glossaryOfLocale } from './qa/glossary-of-locale.ts';
export { loadQaExceptions, type QaExceptions } from './qa/qa-exceptions.ts';
export { glossaryTermsOfSection, qaSection, type SectionQaFinding, termsOfSection } from './qa/section-qa.ts';
export { hasTranslation } from './resolve/has-translation.ts';
export { isStale } from './resolve/is-stale.ts';
export { pageOfRule } from './resolve/page-of-rule.ts';
export { resolvePage } from './resolve/resolve-page.ts';
export { type DefinitionReviews, definitionReviews } from './review/definition-records.ts';
export type { LostReview, ReviewCredit } from './review/derive-review-state.ts';
export { onBehalfOfProblem } from './review/on-behalf-of.ts';
export {
  type DraftBlocker,
  draftBlockers,
  gateModel,
  reviewBlockers,
  sectionLineOf,
} from './review/page/review-blockers.ts';
export { reviewIndex, SHOWN_STATE } from './review/page/review-index.ts';
export { reviewSectionData } from './review/page/review-section-data.ts';
export { reviewTranslation } from './review/page/review-translation.ts';
export { sectionAcceptances } from './review/signed-acceptance.ts';
export type { ReviewIndexEntry, ReviewSectionData } from './section-check/index.ts';
export { saveSection } from './sections/save-section.ts';
export type { SaveSectionResult } from './sections/save-section-result.ts';
export { englishFullHash } from './sections/section-hash.ts';
export { sectionTextHash } from './sections/section-text-hash.ts';
export { type ContentSource, loadSources } from './sources/load-sources.ts';
export { stampTranslation } from './stamp/stamp-translation.ts';
export { type ContentStatus, contentStatus, type LocaleStatus } from './status/content-status.ts';
export { countedState } from './status/counted-state.ts';
export { type DerivedLocaleStatus, derivedLocaleStatus } from './status/derived-status.ts';
export { decideSuggestions, type SuggestionDecision } from './suggestions/decide-suggestions.ts';
export { pendingSuggestions } from './suggestions/pending-suggestions.ts';
export { signQueuedAcceptances } from './suggestions/sign-queued-acceptances.ts';
/** The reviewer's own calendar date, the one date a review, a note or a hand-back records. */
export { localCalendarDate } from './text/calendar-date.ts';
export { normalizedSectionText } from './text/normalized-section-text.ts';
export { readMaintainerKey } from './trust/maintainer-key.ts';
export {
  isReviewerName,
  reviewDateProblem,
  reviewerNameProblem,
  utcToday,
} from './trust/reviewer-name.ts';
export { refusalText } from './write/apply-map-edits.ts';
export { LOCK_FILE } from './write/content-lock.ts';
export { fileFaultProblem, fileFaultStatus } from './write/file-fault.ts';
export { processAlive } from './write/process-alive.ts';
export { findUnclosedBlock } from './write/unclosed-blocks.ts';
export { underContentLockAsync } from './write/under-content-lock.ts';
export type { WriteRefusal } from './write/write-refusal.ts';
export { writeRefusalMessage } from './write/write-refusal-message.ts';
