import {
  approvalTextHash,
  makeReviewerKey,
  parseReviewers,
  reviewDateProblem,
  utcToday,
  verifyApproval,
} from '@polyhedral/content/trust';
import { afterEach, describe, expect, it } from 'vitest';
import { DRAFT_ENGLISH_READ, DRAFT_ORIGINAL, reviewDraft } from '../../tests/support/review-draft.ts';
import type { ReviewDraft } from './review-drafts.ts';
import type { StoredReviewerKey } from './reviewer-key-store.ts';
import { reviewerLine } from './reviewer-line.ts';
import { draftsToSign, signedApprovals } from './sign-drafts.ts';

const ORIGINAL = DRAFT_ORIGINAL;

const draft = (overrides: Partial<ReviewDraft>) => reviewDraft({ approved: true, ...overrides });

async function deviceKey(name: string): Promise<StoredReviewerKey> {
  const made = await makeReviewerKey({ extractable: false });
  return {
    v: 1,
    privateKey: made.privateKey,
    publicKeyText: made.publicKeyText,
    keyId: made.keyId,
    name,
    made: '',
  };
}

/** The registry the maintainer makes by pasting the page's line into reviewers.yaml. */
async function registryOf(...lines: string[]) {
  const text = `reviewers:\n${lines.map((line) => line.replace(/^/gm, '  ')).join('\n')}\n`;
  const parsed = await parseReviewers(text);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problem));
  return parsed.registry;
}

/** What a th reviewer's approval of Resting's original text signs, and the registry holding `key`'s line. */
async function restingSigned(key: StoredReviewerKey, now: Date) {
  const registry = await registryOf(reviewerLine(key, 'th', now));
  const subject = {
    locale: 'th',
    ruleId: 'Resting',
    textHash: await approvalTextHash(ORIGINAL),
    englishHash: DRAFT_ENGLISH_READ,
  };
  return { registry, subject };
}

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

describe("the review page's signed approvals", () => {
  // 06:30 in Bangkok on 27 November: still the 26th in UTC.
  const now = new Date('2026-11-26T23:30:00Z');

  it('signs only approved drafts; the line the page shows registers the key, and the approval verifies', async () => {
    const key = await deviceKey('นภา ผู้ตรวจ');
    const approvals = await signedApprovals(
      [draft({}), draft({ id: 'HalfDamage', approved: false, markdown: `${ORIGINAL} แก้` })],
      key,
      key.name,
      now,
      new Set(['Resting', 'HalfDamage']),
    );
    expect(Object.keys(approvals)).toEqual(['Resting']);
    const { registry, subject } = await restingSigned(key, now);
    expect(await verifyApproval(approvals.Resting!, subject, registry, utcToday(now))).toMatchObject({
      ok: true,
    });
    // Read against other English (the English changed since): not a review of the English now.
    expect(
      await verifyApproval(
        approvals.Resting!,
        { ...subject, englishHash: 'f'.repeat(64) },
        registry,
        utcToday(now),
      ),
    ).toMatchObject({ ok: false, problem: { code: 'handback.import.reason.english-changed' } });
    // A draft kept before the English read was recorded is not signed (its approval goes unsigned).
    expect(
      Object.keys(
        await signedApprovals([draft({ englishRead: undefined })], key, key.name, now, new Set(['Resting'])),
      ),
    ).toEqual([]);
    // Replayed onto another text, another section or another locale, it grants nothing.
    const changed = { ...subject, textHash: await approvalTextHash(`${ORIGINAL}!`) };
    expect(await verifyApproval(approvals.Resting!, changed, registry, utcToday(now))).toEqual({
      ok: false,
      problem: { code: 'handback.import.reason.text-changed', params: {} },
    });
    const other = { ...subject, ruleId: 'HalfDamage' };
    expect(await verifyApproval(approvals.Resting!, other, registry, utcToday(now))).toEqual({
      ok: false,
      problem: { code: 'handback.import.reason.bad-signature', params: {} },
    });
    expect(
      (await verifyApproval(approvals.Resting!, { ...subject, locale: 'zh' }, registry, utcToday(now))).ok,
    ).toBe(false);
    // Another reviewer's registered key does not vouch for it.
    const other_key = await deviceKey('นภา ผู้ตรวจ');
    const forged = { ...approvals.Resting!, keyId: other_key.keyId };
    const both = await registryOf(reviewerLine(key, 'th', now), reviewerLine(other_key, 'th', now));
    expect(await verifyApproval(forged, subject, both, utcToday(now))).toEqual({
      ok: false,
      problem: { code: 'handback.import.reason.bad-signature', params: {} },
    });
  });

  // Issue 71 item 3: the page asks before signing; a draft the reader did not confirm is not signed.
  it('signs only the drafts the reader confirmed, and lists exactly the drafts a Send would sign', async () => {
    const key = await deviceKey('Somchai');
    const drafts = [
      draft({}),
      draft({ id: 'HalfDamage' }),
      draft({ id: 'Cover', approved: false, markdown: `${ORIGINAL} แก้` }),
      draft({ id: 'Hiding', englishRead: undefined }),
    ];
    expect(draftsToSign(drafts).map((one) => one.id)).toEqual(['Resting', 'HalfDamage']);
    expect(Object.keys(await signedApprovals(drafts, key, key.name, now, new Set(['Resting'])))).toEqual([
      'Resting',
    ]);
    // Nothing confirmed (no gesture on this Send): nothing signed.
    expect(await signedApprovals(drafts, key, key.name, now, new Set())).toEqual({});
    // A confirmation of a draft that is not approved signs nothing for it.
    expect(
      Object.keys(await signedApprovals(drafts, key, key.name, now, new Set(['Cover', 'Hiding']))),
    ).toEqual([]);
  });

  it("dates the approval with the reader's own calendar day: Bangkok at 06:30 signs the 27th, which the import accepts", async () => {
    process.env.TZ = 'Asia/Bangkok';
    const key = await deviceKey('Somchai');
    const approvals = await signedApprovals([draft({})], key, key.name, now, new Set(['Resting']));
    expect(approvals.Resting!.date).toBe('2026-11-27');
    expect(utcToday(now)).toBe('2026-11-26');
    expect(reviewDateProblem(approvals.Resting!.date, utcToday(now))).toBeNull();
    const { registry, subject } = await restingSigned(key, now);
    expect((await verifyApproval(approvals.Resting!, subject, registry, utcToday(now))).ok).toBe(true);
  });

  it('a name with a colon or a hash stays one YAML string in the line to send', () => {
    const line = reviewerLine({ name: 'Somchai: #1 "reviewer"', publicKeyText: 'k' }, 'th', now);
    expect(line.split('\n')[0]).toBe('- name: "Somchai: #1 \\"reviewer\\""');
  });
});
