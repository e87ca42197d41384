/**
 * The maintainer's signed acceptance of a section's (or definition's) text, shaped as its approval
 * record. Signed before the content lock (Web Crypto is asynchronous); the writer checks again under
 * the lock that the text and English are still the ones signed.
 */
import type { ContentModel, ReaderLocale } from '../model/types.ts';
import { englishFullHash } from '../sections/section-hash.ts';
import { sectionTextHash } from '../sections/section-text-hash.ts';
import type { ApprovalSubject } from '../trust/approval.ts';
import { signAcceptance } from '../trust/sign-acceptance.ts';
import type { Signer } from '../trust/sign-approval.ts';
import { type AcceptanceRecord, APPROVAL_RECORD_FORMAT } from './approval-record.ts';

export interface AcceptanceTerms {
  /** On whose behalf (the name the approval carried). */
  onBehalfOf: string;
  /** Why it was not a verified review (`unsigned`, `bad-signature`, ...). */
  reason: string;
  /** The acceptance's date (YYYY-MM-DD), and today's, which bounds it. */
  date: string;
  today: string;
}

/** The signed record accepting `text` (read against `english`: null, none) as `ruleId` in `locale`. */
export async function signedAcceptance(
  signer: Signer,
  target: { locale: string; ruleId: string; text: string; english: string | null },
  terms: AcceptanceTerms,
): Promise<AcceptanceRecord> {
  const subject: ApprovalSubject = {
    locale: target.locale,
    ruleId: target.ruleId,
    textHash: sectionTextHash(target.text),
    englishHash: target.english === null ? null : englishFullHash(target.english),
  };
  const signed = await signAcceptance(
    signer,
    subject,
    { date: terms.date, onBehalfOf: terms.onBehalfOf, reason: terms.reason },
    terms.today,
  );
  return {
    format: APPROVAL_RECORD_FORMAT,
    kind: 'maintainer-acceptance',
    locale: subject.locale,
    ruleId: subject.ruleId,
    textHash: subject.textHash,
    englishHash: subject.englishHash,
    date: signed.date,
    onBehalfOf: signed.onBehalfOf,
    acceptedBy: signed.acceptedBy,
    reason: signed.reason,
    keyId: signed.keyId,
    signature: signed.signature,
  };
}

/** The signed acceptance of each of `ids` that is a section of `locale` in `model`, as its text and English are now. */
export async function sectionAcceptances(
  model: ContentModel,
  locale: ReaderLocale,
  ids: readonly string[],
  signer: Signer,
  terms: AcceptanceTerms,
): Promise<Map<string, AcceptanceRecord>> {
  const records = new Map<string, AcceptanceRecord>();
  for (const id of new Set(ids)) {
    const text = model.sections.get(id)?.[locale]?.markdown;
    if (text === undefined) continue;
    const english = model.sections.get(id)?.en?.markdown ?? null;
    records.set(id, await signedAcceptance(signer, { locale, ruleId: id, text, english }, terms));
  }
  return records;
}
