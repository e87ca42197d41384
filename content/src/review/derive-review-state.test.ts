/**
 * deriveReview: a section is reviewed only while its record's signature verifies for this very
 * text (full SHA-256: a 48-bit prefix match, the old `reviewedText:`, is no match) and this English,
 * with a registered, unrevoked key; the maintainer's acceptance is `accepted`, never `reviewed`.
 */
import { describe, expect, it } from 'vitest';
import { maintainerYaml, signedThaiAcceptance, signedThaiRecord } from '../../test/support/signed-record.ts';
import { parseReviewers } from '../trust/reviewers.ts';
import type { ApprovalRecord } from './approval-record.ts';
import { deriveReview } from './derive-review-state.ts';

const TODAY = '2026-11-27';
const ENGLISH = '## Cover {#Cover}\n\nWalls, trees, creatures, and other obstacles can provide cover.';
// Two spellings of one Thai word: ำ as U+0E33, and as U+0E4D U+0E32 (they look alike).
const A = '## สิ่งกำบัง {#Cover}\n\nกำแพงให้การกำบัง';
const B = '## สิ่งกำบัง {#Cover}\n\nก\u0e4d\u0e32แพงให้การกำบัง';

const setup = () => signedThaiRecord('Cover', A, ENGLISH);

describe('deriveReview', () => {
  it('reviewed for the signed text and English only; a look-alike spelling, a trailing space, other English', async () => {
    const { registry, record } = await setup();
    const derive = (markdown: string, english = ENGLISH, reg = registry) =>
      deriveReview('th', { id: 'Cover', markdown }, true, record, english, reg, TODAY);
    expect(derive(A)).toMatchObject({
      review: 'reviewed',
      reviewer: { kind: 'review', by: 'Somchai Jaidee' },
    });
    // Whitespace is not an edit.
    expect(derive(`${A}  \r\n`).review).toBe('reviewed');
    // The look-alike spelling is another text: nobody is credited.
    expect(A).not.toBe(B);
    expect(derive(B)).toMatchObject({ review: 'edited', lastReview: { why: 'text-changed' } });
    expect(derive(B).reviewer).toBeUndefined();
    // The English changed: dropped by itself.
    expect(derive(A, `${ENGLISH} More.`)).toMatchObject({
      review: 'edited',
      lastReview: { why: 'english-changed' },
    });
    // No registry (reviewers.yaml in doubt): not verified.
    expect(derive(A, ENGLISH, { reviewers: [], byKeyId: new Map() })).toMatchObject({
      review: 'edited',
      lastReview: { why: 'not-verified', reason: 'unknown-key' },
    });
  });

  it('a tampered record (date, name, text hash) does not verify; a revoked key names itself', async () => {
    const { registry, record, yaml } = await setup();
    const with_ = (change: Partial<ApprovalRecord>, reviewers = registry) =>
      deriveReview(
        'th',
        { id: 'Cover', markdown: A },
        true,
        { ...record, ...change } as ApprovalRecord,
        ENGLISH,
        reviewers,
        TODAY,
      );
    expect(with_({ date: '2026-11-26' })).toMatchObject({
      lastReview: { why: 'not-verified', reason: 'bad-signature' },
    });
    expect(with_({ date: '0001-01-01' })).toMatchObject({ lastReview: { reason: 'outside-key-window' } });
    const revoked = await parseReviewers(`${yaml}    revoked: 2026-11-27\n`);
    if (!revoked.ok) throw new Error('registry');
    expect(
      deriveReview('th', { id: 'Cover', markdown: A }, true, record, ENGLISH, revoked.registry, TODAY),
    ).toMatchObject({
      review: 'edited',
      lastReview: { why: 'key-revoked', keyId: record.kind === 'review' ? record.keyId : '' },
    });
    // A made-up record naming the revoked key is not a withdrawn review: it never verified.
    for (const change of [{ date: '2026-11-26' }, { signature: `${'A'.repeat(85)}w` }])
      expect(with_(change, revoked.registry)).toMatchObject({
        review: 'edited',
        lastReview: { why: 'not-verified', reason: 'bad-signature' },
      });
  });

  it("the maintainer's signed acceptance is `accepted`, and a look-alike of a registered name counts for nothing", async () => {
    const { yaml } = await setup();
    const maintainer = await maintainerYaml();
    const parsed = await parseReviewers(`${yaml}${maintainer.yaml}`);
    if (!parsed.ok) throw new Error('registry');
    const derive = async (name: string) =>
      deriveReview(
        'th',
        { id: 'Cover', markdown: A },
        true,
        await signedThaiAcceptance(maintainer.signer, 'Cover', A, ENGLISH, { onBehalfOf: name }),
        ENGLISH,
        parsed.registry,
        TODAY,
      );
    expect(await derive('Somchai Jaidee')).toMatchObject({
      review: 'accepted',
      reviewer: { kind: 'maintainer-acceptance', by: 'Somchai Jaidee', acceptedBy: 'Pim Maintainer' },
    });
    expect(await derive('S\u043emchai Jaidee')).toMatchObject({
      review: 'edited',
      lastReview: { reason: 'lookalike-name' },
    });
    expect((await derive('\uff33omchai Jaidee')).review).toBe('edited');
    expect((await derive('Lin Mei')).review).toBe('accepted');
  });
});
