/**
 * Every content problem: rule ID (shown by `pnpm content check`) -> error code and severity. The
 * message texts (English, Thai, Chinese) are @polyhedral/i18n's `errors-content`, keyed by code
 * (a test checks every code has one). Rule IDs reported by @polyhedral/markdown plugins keep their
 * names and codes.
 */
import { MARKDOWN_RULE_CODES, type MarkdownRuleId } from '@polyhedral/markdown';
import type { Severity } from './severity.ts';

interface MessageEntry {
  code: string;
  severity: Severity;
}

function markdownRules(): Record<MarkdownRuleId, MessageEntry> {
  return Object.fromEntries(
    Object.entries(MARKDOWN_RULE_CODES).map(([ruleId, code]) => [ruleId, { code, severity: 'error' }]),
  ) as Record<MarkdownRuleId, MessageEntry>;
}

export const CONTENT_MESSAGES = {
  // Reported by @polyhedral/markdown plugins: every one an error, codes from the markdown package.
  ...markdownRules(),
  // Reported by the content loader and checks.
  'front-matter-missing': {
    code: 'content.front-matter.missing',
    severity: 'error',
  },
  'front-matter-yaml': {
    code: 'content.front-matter.yaml',
    severity: 'error',
  },
  'front-matter-schema': {
    code: 'content.front-matter.invalid',
    severity: 'error',
  },
  'unknown-source': {
    code: 'content.front-matter.unknown-source',
    severity: 'error',
  },
  'front-matter-unknown-section': {
    code: 'content.front-matter.unknown-section',
    severity: 'error',
  },
  'license-mismatch': {
    code: 'content.provenance.license-mismatch',
    severity: 'error',
  },
  // Translation QA (check/translation-qa.ts).
  'qa-heading-level': {
    code: 'content.qa.heading-level',
    severity: 'error',
  },
  'qa-number-missing': {
    code: 'content.qa.number-missing',
    severity: 'error',
  },
  'qa-number-changed': {
    code: 'content.qa.number-changed',
    severity: 'error',
  },
  'qa-dice-missing': {
    code: 'content.qa.dice-missing',
    severity: 'error',
  },
  'qa-link-missing': {
    code: 'content.qa.link-missing',
    severity: 'error',
  },
  'qa-link-extra': {
    code: 'content.qa.link-extra',
    severity: 'error',
  },
  'qa-directive-mismatch': {
    code: 'content.qa.directive-mismatch',
    severity: 'error',
  },
  'qa-list-count': {
    code: 'content.qa.list-count',
    severity: 'warning',
  },
  'qa-table-rows': {
    code: 'content.qa.table-rows',
    severity: 'warning',
  },
  'qa-term-name': {
    code: 'content.qa.term-name',
    severity: 'warning',
  },
  // Terminology in the UI strings and chapter references (check/check-terminology.ts).
  'strings-term-avoided': {
    code: 'content.strings.term-avoided',
    severity: 'error',
  },
  'strings-term-name': {
    code: 'content.strings.term-name',
    severity: 'warning',
  },
  'printed-chapter': {
    code: 'content.text.printed-chapter',
    severity: 'error',
  },
  'qa-term-avoided': {
    code: 'content.qa.term-avoided',
    severity: 'error',
  },
  // File bytes, Markdown the site cannot show, links outside the tree.
  'file-bom': {
    code: 'content.file.bom',
    severity: 'error',
  },
  'file-nul': {
    code: 'content.file.nul',
    severity: 'error',
  },
  'file-invalid-utf8': {
    code: 'content.file.invalid-utf8',
    severity: 'error',
  },
  'image-remote': {
    code: 'content.image.remote',
    severity: 'error',
  },
  'image-missing': {
    code: 'content.image.missing',
    severity: 'error',
  },
  'image-outside': {
    code: 'content.image.outside',
    severity: 'error',
  },
  footnote: {
    code: 'content.markdown.footnote',
    severity: 'error',
  },
  'directive-unclosed': {
    code: 'content.directive.unclosed',
    severity: 'error',
  },
  'block-unclosed': {
    code: 'content.block.unclosed',
    severity: 'error',
  },
  'directive-malformed': {
    code: 'content.directive.malformed',
    severity: 'error',
  },
  'calc-preset-fails': {
    code: 'content.calc.preset-fails',
    severity: 'error',
  },
  'symlink-outside': {
    code: 'content.file.symlink-outside',
    severity: 'error',
  },
  'symlink-loop': {
    code: 'content.file.symlink-loop',
    severity: 'error',
  },
  'symlink-broken': {
    code: 'content.file.symlink-broken',
    severity: 'error',
  },
  'file-unreadable': {
    code: 'content.file.unreadable',
    severity: 'error',
  },
  'file-name-mismatch': {
    code: 'content.file.name-mismatch',
    severity: 'error',
  },
  'chapter-mismatch': {
    code: 'content.file.chapter-mismatch',
    severity: 'error',
  },
  'misplaced-file': {
    code: 'content.file.misplaced',
    severity: 'error',
  },
  'duplicate-id': {
    code: 'content.id.duplicate',
    severity: 'error',
  },
  'id-not-in-english': {
    code: 'content.id.not-in-english',
    severity: 'error',
  },
  'heading-not-top-level': {
    code: 'content.heading.not-top-level',
    severity: 'error',
  },
  'missing-translation': {
    code: 'content.translation.missing',
    severity: 'warning',
  },
  'missing-translation-page': {
    code: 'content.translation.missing-page',
    severity: 'warning',
  },
  'stale-translation': {
    code: 'content.translation.stale',
    severity: 'warning',
  },
  'untranslated-text': {
    code: 'content.translation.untranslated-text',
    severity: 'warning',
  },
  // Configuration files (sources.yaml, translation-only.yaml, qa-exceptions.yaml) and file size.
  'config-yaml': {
    code: 'content.config.yaml',
    severity: 'error',
  },
  'config-schema': {
    code: 'content.config.invalid',
    severity: 'error',
  },
  'file-too-large': {
    code: 'content.file.too-large',
    severity: 'error',
  },
  // Limits a text must keep so that parsing it is bounded (config/limits.ts, @polyhedral/markdown).
  'unsupported-image': {
    code: 'content.image.unsupported',
    severity: 'error',
  },
  'markdown-too-deep': {
    code: 'content.markdown.too-deep',
    severity: 'error',
  },
  'markdown-inline-too-deep': {
    code: 'content.markdown.inline-too-deep',
    severity: 'error',
  },
  'section-too-large': {
    code: 'content.section.too-large',
    severity: 'error',
  },
  // A section's text typed in the review editor that is no longer that one section (the writer refuses it).
  'section-heading-changed': {
    code: 'content.section.heading-changed',
    severity: 'error',
  },
  // Titles and headings are plain text (check/check-plain-text.ts).
  'text-invisible-character': {
    code: 'content.text.invisible-character',
    severity: 'error',
  },
  'body-invisible-character': {
    code: 'content.text.invisible-in-body',
    severity: 'error',
  },
  'text-markup': {
    code: 'content.text.markup',
    severity: 'error',
  },
  // Directive attributes (check/check-content-syntax.ts).
  'directive-duplicate-attribute': {
    code: 'content.directive.duplicate-attribute',
    severity: 'error',
  },
  'directive-reserved-attribute': {
    code: 'content.directive.reserved-attribute',
    severity: 'error',
  },
  // A translation's front matter records a hash for a section the file does not have.
  'translation-unknown-section': {
    code: 'content.translation.unknown-section',
    severity: 'error',
  },
} as const satisfies Record<string, MessageEntry>;

export type ContentRuleId = keyof typeof CONTENT_MESSAGES;
