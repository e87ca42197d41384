/**
 * recordMaintainerAcceptance: the maintainer vouches for an approval that did not verify (`content
 * suggestions accept`), recorded as `kind: "maintainer-acceptance"`, never shown as a review. The
 * queue entry is checked again as an attacker's (it arrives in pull requests): a plain name, no
 * look-alike of a registered reviewer's (the exact name is allowed), the section's text now, today's
 * date and the English now (a later change of either drops it), and the maintainer's signed
 * acceptance of exactly that (no key, nothing recorded). The review gate applies.
 */

import type { Diagnostic } from '../../findings/diagnostic.ts';
import { loadContent } from '../../loader/load-content.ts';
import type { ReaderLocale } from '../../model/types.ts';
import { sameSectionText } from '../../text/normalized-section-text.ts';
import type { TrustProblem } from '../../trust/reviewer-name.ts';
import { type AcceptanceRecord, approvalRecordFile } from '../approval-record.ts';
import { onBehalfOfProblem } from '../on-behalf-of.ts';
import { reviewRefused, reviewTranslation } from './review-translation.ts';

export interface AcceptanceRequest {
  locale: ReaderLocale;
  ruleId: string;
  /** The text the approval was given for (what the queue entry says): must be the file's now. */
  text: string;
  /** The name the approval carried. */
  onBehalfOf: string;
  /** The maintainer's signed acceptance of it, or why the maintainer could not sign. */
  signed: { ok: true; record: AcceptanceRecord } | { ok: false; problem: TrustProblem };
}

export type AcceptanceResult =
  | { ok: true; file: string; already: boolean }
  | { ok: false; problem: TrustProblem; findings?: Diagnostic[] };

export function recordMaintainerAcceptance(root: string, request: AcceptanceRequest): AcceptanceResult {
  const { locale, ruleId, onBehalfOf } = request;
  const nameProblem = onBehalfOfProblem(root, onBehalfOf);
  if (nameProblem) return { ok: false, problem: nameProblem };
  const model = loadContent({ root });
  const now = model.sections.get(ruleId)?.[locale]?.markdown;
  if (now === undefined || !sameSectionText(now, request.text)) {
    return { ok: false, problem: { code: 'handback.trust.acceptance.text-moved', params: { id: ruleId } } };
  }
  if (!request.signed.ok) return { ok: false, problem: request.signed.problem };
  const { record } = request.signed;
  if (record.onBehalfOf !== onBehalfOf || record.ruleId !== ruleId || record.locale !== locale)
    return { ok: false, problem: { code: 'handback.trust.acceptance.blocked', params: { id: ruleId } } };
  const result = reviewTranslation(model, locale, [ruleId], { records: new Map([[ruleId, record]]) });
  const findings = result.blocked.flatMap((blocked) => blocked.findings);
  if (reviewRefused(result)) {
    return {
      ok: false,
      problem: { code: 'handback.trust.acceptance.blocked', params: { id: ruleId } },
      findings,
    };
  }
  const already = Object.keys(result.already).length > 0;
  return { ok: true, file: approvalRecordFile(locale, ruleId), already };
}
