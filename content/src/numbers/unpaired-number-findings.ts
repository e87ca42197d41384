/**
 * A section only the translation has (no English to hold it to): its numbers are held to the
 * core's facts (a weapon's damage dice, qa/core-fact-findings.ts) and their forms to the project's
 * (ASCII digits, a lowercase d, the rules' units: number-form-findings.ts), block by block, as a
 * block marked `{en-none}` in a translated section is. `content check` and checkSectionText (the
 * workbench, import, the review page) both call this. Browser-safe.
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
