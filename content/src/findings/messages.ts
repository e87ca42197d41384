/**
 * Every content problem, by code: the full message key in @polyhedral/i18n's `content` namespace
 * (English, Thai, Chinese; a test checks every code has one) -> severity. The short name
 * `pnpm content check` shows is derived from the code (`problemName` of @polyhedral/markdown:
 * `content.qa.number-missing` -> `qa-number-missing`), never mapped by hand.
 */
import { MARKDOWN_CODES, type MarkdownCode, type ProblemName } from '@polyhedral/markdown';
import type { Severity } from './severity.ts';

const MARKDOWN_SEVERITY = Object.fromEntries(MARKDOWN_CODES.map((code) => [code, 'error'])) as Record<
  MarkdownCode,
  'error'
>;

export const CONTENT_SEVERITY = {
  // Reported by @polyhedral/markdown plugins.
  ...MARKDOWN_SEVERITY,
  // Reported by the content loader and checks.
  'content.front-matter.missing': 'error',
  'content.front-matter.yaml': 'error',
  'content.front-matter.invalid': 'error',
  'content.front-matter.unknown-source': 'error',
  'content.front-matter.unknown-section': 'error',
  'content.provenance.license-mismatch': 'error',
  // Translation QA (check/translation-qa.ts).
  // Blocks not aligned with the English section's (align/alignment-findings.ts).
  'content.align.mismatch': 'error',
  'content.align.extra': 'error',
  'content.align.missing': 'error',
  'content.align.marker-invalid': 'error',
  'content.align.marker-misplaced': 'error',
  'content.align.none-unsourced': 'error',
  'content.align.none-unknown-source': 'error',
  'content.qa.heading-level': 'error',
  'content.qa.number-missing': 'error',
  'content.qa.number-changed': 'error',
  'content.qa.number-extra': 'error',
  'content.qa.dice-missing': 'error',
  'content.qa.dice-extra': 'error',
  // Numbers at their place, block by aligned block (numbers/section-number-findings.ts).
  'content.numbers.swapped': 'error',
  'content.numbers.sign': 'error',
  'content.numbers.sign-word': 'error',
  'content.numbers.multiplier': 'error',
  'content.numbers.unit': 'error',
  'content.numbers.dice-case': 'error',
  'content.numbers.digit-form': 'error',
  // Every other quantity, kind by kind (numbers/quantity-findings.ts).
  'content.quantities.changed': 'error',
  'content.quantities.missing': 'error',
  'content.quantities.extra': 'error',
  'content.quantities.order': 'error',
  // A glossary definition the hand-back import refuses for its form (quantities/translated-strings.ts).
  'content.glossary.refused': 'error',
  // A section with no English: held to the core's facts; a changed number is flagged (qa/core-fact-findings.ts, qa/changed-numbers.ts).
  'content.qa.fact-dice': 'error',
  'content.qa.number-unchecked': 'warning',
  // A section with no English that th and zh both carry: held to the other's dice (numbers/sibling-dice-findings.ts).
  'content.qa.dice-sibling': 'error',
  'content.qa.link-missing': 'error',
  'content.qa.link-extra': 'error',
  'content.qa.directive-mismatch': 'error',
  'content.qa.list-count': 'warning',
  'content.qa.table-rows': 'warning',
  'content.qa.term-name': 'error',
  // Terminology in the UI strings and chapter references (check/check-terminology.ts).
  'content.strings.term-avoided': 'error',
  'content.strings.term-name': 'error',
  'content.text.printed-chapter': 'error',
  'content.qa.term-avoided': 'error',
  // File bytes, Markdown the site cannot show, links outside the tree.
  'content.file.bom': 'error',
  'content.file.nul': 'error',
  'content.file.invalid-utf8': 'error',
  'content.image.remote': 'error',
  'content.image.missing': 'error',
  'content.image.outside': 'error',
  'content.markdown.footnote': 'error',
  'content.directive.unclosed': 'error',
  'content.block.unclosed': 'error',
  'content.directive.malformed': 'error',
  'content.calc.preset-fails': 'error',
  'content.file.symlink-outside': 'error',
  'content.file.symlink-loop': 'error',
  'content.file.symlink-broken': 'error',
  'content.file.unreadable': 'error',
  'content.file.not-regular': 'error',
  'content.file.name-mismatch': 'error',
  'content.file.chapter-mismatch': 'error',
  'content.file.misplaced': 'error',
  'content.id.duplicate': 'error',
  'content.id.not-in-english': 'error',
  'content.heading.not-top-level': 'error',
  'content.translation.missing': 'warning',
  'content.translation.missing-page': 'warning',
  'content.translation.stale': 'warning',
  'content.translation.untranslated-text': 'warning',
  // Configuration files (sources.yaml, translation-only.yaml, qa-exceptions.yaml) and file size.
  'content.config.yaml': 'error',
  'content.config.invalid': 'error',
  'content.config.duplicate-reviewer-key': 'error',
  'content.config.future-added': 'error',
  // Trust (approvals/): an approval record that cannot be read, a reviewer name that looks like another's.
  'content.approval.invalid': 'error',
  'content.approval.unsigned-mark': 'warning',
  'content.approval.legacy-glossary-reviews': 'warning',
  // A maintainer's acceptance whose signature does not hold (review/acceptance-findings.ts).
  'content.approval.acceptance-unsigned': 'error',
  'content.approval.acceptance-not-maintainer': 'error',
  'content.approval.acceptance-future-date': 'error',
  'content.approval.acceptance-outside-window': 'error',
  'content.approval.acceptance-key-revoked': 'error',
  'content.approval.acceptance-bad-signature': 'error',
  // A retired key's signature of a text that came after its retirement (review/retired-key-text.ts).
  'content.approval.retired-key-new-text': 'error',
  'content.approval.retired-key-history-unknown': 'error',
  // A zh-hant record of a section with no hand-written zh-Hant text (review/converted-section-records.ts).
  'content.approval.converted-section': 'warning',
  'content.config.lookalike-reviewer': 'error',
  'content.config.private-key': 'error',
  'content.file.too-large': 'error',
  // Limits a text must keep so that parsing it is bounded (config/limits.ts, @polyhedral/markdown).
  'content.markdown.too-deep': 'error',
  'content.markdown.inline-too-deep': 'error',
  'content.markdown.stray-openers': 'error',
  'content.section.too-large': 'error',
  // A section's text typed in the review editor that is no longer that one section (the writer refuses it).
  'content.section.heading-changed': 'error',
  // Titles and headings are plain text (check/check-plain-text.ts).
  'content.text.invisible-character': 'error',
  'content.text.invisible-in-body': 'error',
  'content.text.markup': 'error',
  // Directive attributes (check/check-content-syntax.ts).
  'content.directive.duplicate-attribute': 'error',
  'content.directive.reserved-attribute': 'error',
  // A translation's front matter records a hash for a section the file does not have.
  'content.translation.unknown-section': 'error',
} as const satisfies Record<`content.${string}.${string}`, Severity>;

/** A content problem's identity: the full message key. */
export type ContentCode = keyof typeof CONTENT_SEVERITY;

/** The name `pnpm content check` shows for a code (derived, see `problemName`). */
export type ContentRuleId = ProblemName<ContentCode>;
