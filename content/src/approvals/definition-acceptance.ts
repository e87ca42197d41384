/**
 * recordDefinitionAcceptance: the maintainer vouches for a glossary definition's approval that did
 * not verify (`content suggestions accept th glossary:<TermId>`), as record-acceptance.ts does for
 * a section: `kind: "maintainer-acceptance"` at `approvals/<locale>/glossary/<TermId>.json`, shown
 * as the maintainer's acceptance, never as a review. The queue entry is read as an attacker wrote
 * it: the name is a plain name and no look-alike of a registered reviewer's, the text is the
 * definition now, the date is today's and the English is the English definition now.
 */
import type { DefinitionLocale } from '../glossary-review/glossary-files.ts';
import { readDefinitions } from '../glossary-review/glossary-files.ts';
import { glossaryRuleId } from '../review-trust/approval.ts';
import { type TrustProblem, utcToday } from '../review-trust/reviewer-name.ts';
import { englishFullHash } from '../sections/section-hash.ts';
import { sameSectionText } from '../text/normalized-section-text.ts';
import { APPROVAL_RECORD_FORMAT } from './approval-record.ts';
import { textFullHash } from './derive-review-state.ts';
import { acceptanceReason, onBehalfOfProblem } from './on-behalf-of.ts';
import { maintainerName } from './record-acceptance.ts';
import { writeApprovalRecord } from './write-approval-record.ts';

export interface DefinitionAcceptanceRequest {
  locale: DefinitionLocale;
  termId: string;
  /** The text the approval was given for: must be the definition now. */
  text: string;
  onBehalfOf: string;
  reason: string;
  acceptedBy?: string | null;
  today?: string;
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
  const english = readDefinitions(root, 'en')?.[termId];
  const file = writeApprovalRecord(root, {
    format: APPROVAL_RECORD_FORMAT,
    locale,
    ruleId,
    textHash: textFullHash(now),
    englishHash: english === undefined ? null : englishFullHash(english),
    date: request.today ?? utcToday(),
    kind: 'maintainer-acceptance',
    onBehalfOf,
    acceptedBy: request.acceptedBy === undefined ? maintainerName(root) : request.acceptedBy,
    reason: acceptanceReason(request.reason),
  });
  return { ok: true, file };
}
