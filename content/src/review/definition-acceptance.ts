/**
 * recordDefinitionAcceptance: the maintainer's signed acceptance of a definition's approval that did
 * not verify (`content suggestions accept th glossary:<TermId>`), as record-acceptance.ts for a
 * section: the entry re-checked as an attacker's (a plain name, no look-alike, the definition now,
 * today, the English now), never shown as a review.
 */
import type { DefinitionLocale } from '../glossary/glossary-files.ts';
import { readDefinitions } from '../glossary/glossary-files.ts';
import { englishFullHash } from '../sections/section-hash.ts';
import { sectionTextHash } from '../sections/section-text-hash.ts';
import { sameSectionText } from '../text/normalized-section-text.ts';
import { glossaryRuleId } from '../trust/approval.ts';
import type { TrustProblem } from '../trust/reviewer-name.ts';
import type { AcceptanceRecord } from './approval-record.ts';
import { onBehalfOfProblem } from './on-behalf-of.ts';
import { writeApprovalRecord } from './write-approval-record.ts';

export interface DefinitionAcceptanceRequest {
  locale: DefinitionLocale;
  termId: string;
  /** The text the approval was given for: must be the definition now. */
  text: string;
  onBehalfOf: string;
  /** The maintainer's signed acceptance of it, or why the maintainer could not sign. */
  signed: { ok: true; record: AcceptanceRecord } | { ok: false; problem: TrustProblem };
}

export function recordDefinitionAcceptance(
  root: string,
  request: DefinitionAcceptanceRequest,
): { ok: true; file: string } | { ok: false; problem: TrustProblem } {
  const { locale, termId, onBehalfOf } = request;
  const ruleId = glossaryRuleId(termId);
  const nameProblem = onBehalfOfProblem(root, onBehalfOf);
  if (nameProblem) return { ok: false, problem: nameProblem };
  const now = readDefinitions(root, locale)?.[termId];
  if (now === undefined || !sameSectionText(now, request.text)) {
    return { ok: false, problem: { code: 'handback.trust.acceptance.text-moved', params: { id: ruleId } } };
  }
  if (!request.signed.ok) return { ok: false, problem: request.signed.problem };
  const { record } = request.signed;
  const english = readDefinitions(root, 'en')?.[termId];
  // Signed for this definition, name, text and English now, or not written.
  if (
    record.locale !== locale ||
    record.ruleId !== ruleId ||
    record.onBehalfOf !== onBehalfOf ||
    record.textHash !== sectionTextHash(now) ||
    record.englishHash !== (english === undefined ? null : englishFullHash(english))
  )
    return { ok: false, problem: { code: 'handback.trust.acceptance.text-moved', params: { id: ruleId } } };
  return { ok: true, file: writeApprovalRecord(root, record) };
}
