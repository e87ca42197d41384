/**
 * Translation QA of ONE section in memory (English and translated Markdown): what `content check`
 * reports per section and an editor shows while typing. Positions are 1-based in the given strings:
 * a fault in the translation points at it; something missing points at the heading (1:1) and, in
 * `english`, at the missing value.
 */
import { glossaryTerms, translateError } from '@polyhedral/i18n';
import type { Diagnostic } from '../findings/diagnostic.ts';
import type { SectionGlossary } from '../glossary/section-glossary.ts';
import { glossaryOfLocale } from './glossary-of-locale.ts';
import { sectionFacts } from './section-facts.ts';
import {
  type Position,
  qaSectionFindings,
  type SectionQaInput as SectionQaFindingsInput,
  termsOf,
} from './section-qa-findings.ts';
import { termsNamedIn } from './terms-named-in.ts';

export type { Position } from './section-qa-findings.ts';

/** What qaSectionFindings reads, the glossary optional (default: glossaryOfLocale, from @polyhedral/i18n). */
export type SectionQaInput = Omit<SectionQaFindingsInput, 'glossary'> & { glossary?: SectionGlossary };

/** One QA finding: a content diagnostic without a file, positioned in the section's Markdown. */
export interface SectionQaFinding extends Omit<Diagnostic, 'file'> {
  /** For something the translation lacks: where it is in the English Markdown. */
  english?: Position;
}

/** The glossary terms an English section links or names: those QA holds its translation to (by id). */
export function termsOfSection(englishMarkdown: string): string[] {
  return termsOf(sectionFacts(englishMarkdown), glossaryOfLocale('th'));
}

/**
 * Every glossary term an English section links or names, one-word names included ("Advantage",
 * "Prone"): what a translator wants beside the text (the workbench's glossary panel). QA holds a
 * translation only to linked terms and names of several words (termsOfSection): a one-word name
 * is often an ordinary word there ("help", "hide").
 */
export function glossaryTermsOfSection(englishMarkdown: string): string[] {
  const facts = sectionFacts(englishMarkdown);
  const distinct = (values: string[]) => [...new Set(values)];
  return distinct([...termsOf(facts, glossaryOfLocale('th')), ...termsNamedIn(facts.text, glossaryTerms)]);
}

/** The QA findings of one translated section against its English original, with their English messages. */
export function qaSection(input: SectionQaInput): SectionQaFinding[] {
  const glossary = input.glossary ?? glossaryOfLocale(input.locale);
  // A hand-written zh-hant section is held to the glossary's zh-Hant names (glossaryOfLocale makes them).
  return qaSectionFindings({ ...input, glossary }).map(({ english, ...finding }) => ({
    ...finding,
    message: translateError('en', { code: finding.code, params: finding.params }),
    ...(english ? { english } : {}),
  }));
}
