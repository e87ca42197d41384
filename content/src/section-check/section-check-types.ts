/**
 * The plain data of the per-section checks (check-section-text.ts): what a browser is given for one
 * section, and what it gets back. No Node types: the review page receives these as JSON.
 */
import type { Finding } from '../findings/finding.ts';
import type { SectionGlossary } from '../glossary/section-glossary.ts';
import type { ReaderLocale } from '../model/types.ts';
import type { QaExceptions } from '../qa/qa-exceptions-match.ts';
import type { Position } from '../qa/section-qa-findings.ts';

export interface SectionCheckInput {
  /** Rule ID of the section (the heading's `{#ID}`; the page ID for a file's intro). */
  id: string;
  locale: ReaderLocale;
  /** The English section the translation is held to (null: a section written only in this locale). */
  english: { markdown: string; depth: number; intro?: boolean } | null;
  /**
   * The translated text as typed (heading line and body; an intro has no heading). `depth` is the
   * section's heading depth on disk: the typed heading's own depth is what is checked when it has one.
   */
  translation: { markdown: string; depth: number; intro?: boolean };
  /** The section is its file's intro (no heading of its own); default: `translation.intro`, then English's. */
  intro?: boolean;
  /**
   * The text the section had before this change (the file's, or the site's), for a section with no
   * English: every number or dice expression that differs from it is flagged (qa-number-unchecked).
   * Omitted: nothing to compare with (content check over the files as they are).
   */
  starting?: string;
  /** This section's entries of content/qa-exceptions.yaml (exceptionsOfSection). */
  exceptions: QaExceptions;
  /** The glossary of `locale`: names and rejected renderings (glossaryOfLocale). */
  glossary: SectionGlossary;
  /** Every rule ID a `rule:` link may name (sections of any locale, playtest topics). */
  knownRuleIds: readonly string[];
  /** Every glossary term ID a `term:` link may name. */
  knownTermIds: readonly string[];
}

/**
 * One finding on the typed text: `code` is the full i18n message key (`errors-content`), `params`
 * its parameters, `ruleId` the name `content check` prints, `line`/`column` 1-based in the text.
 * `severity: 'error'` is what the review gate refuses a review mark on.
 */
export interface SectionFinding extends Finding {
  /** For something the translation lacks: where it is in the English Markdown. */
  english?: Position;
}
