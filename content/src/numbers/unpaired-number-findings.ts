/**
 * A section only the translation has: its numbers held to the core's facts (core-fact-findings.ts)
 * and their forms to the project's (number-form-findings.ts), block by block, as an `{en-none}`
 * block is. Browser-safe.
 */
import { type Finding, makeFinding } from '../findings/finding.ts';
import type { SectionGlossaryFact } from '../glossary/section-glossary.ts';
import type { ReaderLocale } from '../model/types.ts';
import { blockTexts } from './block-texts.ts';
import { checkUnpairedNumbers } from './section-number-findings.ts';

export function unpairedNumberFindings(
  markdown: string,
  facts: readonly SectionGlossaryFact[],
  section: { id: string; locale: ReaderLocale },
): Finding[] {
  const findings: Finding[] = [];
  checkUnpairedNumbers(blockTexts(markdown), {
    locale: section.locale,
    excepted: () => false,
    facts,
    report: (code, params, at) => findings.push(makeFinding(code, at, { ...section, ...params })),
  });
  return findings;
}
