/**
 * An acceptance is signed too (issue 88, item 3): a maintainer's acceptance record counts only
 * while its signature verifies with a key reviewers.yaml registers under `role: maintainer`, for
 * this locale, under the name `acceptedBy` gives, not revoked, dated in the key's window and not in
 * the future. Each refusal below credits nobody; the signed one is `accepted`.
 */
import { describe, expect, it } from 'vitest';
import { maintainerYaml, signedThaiAcceptance } from '../../test/support/signed-record.ts';
import { withdrawnReview } from '../model/review-credit.ts';
import { parseReviewers, type ReviewerRegistry } from '../trust/reviewers.ts';
import type { AcceptanceRecord } from './approval-record.ts';
import { deriveReview } from './derive-review-state.ts';

const TODAY = '2026-11-27';
const ENGLISH = '## Cover {#Cover}\n\nWalls, trees, creatures, and other obstacles can provide cover.';
const TEXT = '## สิ่งกำบัง {#Cover}\n\nกำแพงให้การกำบัง';

async function registryOf(...entries: string[]): Promise<ReviewerRegistry> {
  const parsed = await parseReviewers(`reviewers:\n${entries.join('')}`);
  if (!parsed.ok) throw new Error(parsed.problem.code);
  return parsed.registry;
}

function derive(record: AcceptanceRecord, registry: ReviewerRegistry) {
  return deriveReview('th', { id: 'Cover', markdown: TEXT }, true, record, ENGLISH, registry, TODAY);
}

const refusedFor = (reason: string) => ({
  review: 'edited',
  lastReview: { kind: 'maintainer-acceptance', why: 'not-verified', reason },
});

describe("the maintainer's acceptance is signed", () => {
  it("counts, as the maintainer's acceptance, when the maintainer's registered key signed it", async () => {
    const { yaml, signer } = await maintainerYaml();
    const record = await signedThaiAcceptance(signer, 'Cover', TEXT, ENGLISH);
    const state = derive(record, await registryOf(yaml));
    expect(state).toMatchObject({
      review: 'accepted',
      reviewer: { kind: 'maintainer-acceptance', by: 'Somchai Jaidee', acceptedBy: 'Pim Maintainer' },
    });
  });

  it('unsigned: a record without key ID and signature counts for nothing', async () => {
    const { yaml, signer } = await maintainerYaml();
    const {
      keyId: _keyId,
      signature: _signature,
      ...unsigned
    } = await signedThaiAcceptance(signer, 'Cover', TEXT, ENGLISH);
    expect(derive(unsigned, await registryOf(yaml))).toMatchObject(refusedFor('unsigned'));
    expect(derive({ ...unsigned, acceptedBy: null }, await registryOf(yaml)).review).toBe('edited');
  });

  it("wrong role: a registered reviewer's key cannot sign an acceptance", async () => {
    const { yaml, signer } = await maintainerYaml({ role: null, name: 'Somchai Jaidee' });
    const record = await signedThaiAcceptance(signer, 'Cover', TEXT, ENGLISH);
    expect(derive(record, await registryOf(yaml))).toMatchObject(refusedFor('wrong-role'));
    // Nor `role: reviewer` written out.
    const written = await maintainerYaml({ role: 'reviewer' });
    const again = await signedThaiAcceptance(written.signer, 'Cover', TEXT, ENGLISH);
    expect(derive(again, await registryOf(written.yaml))).toMatchObject(refusedFor('wrong-role'));
  });

  it('forged: a changed field, another key, or a made-up signature does not verify', async () => {
    const { yaml, signer } = await maintainerYaml();
    const other = await maintainerYaml({ name: 'Mallory' });
    const registry = await registryOf(yaml);
    const record = await signedThaiAcceptance(signer, 'Cover', TEXT, ENGLISH);
    for (const change of [
      { onBehalfOf: 'Lin Mei' },
      { reason: 'bad-signature' },
      { date: '2026-11-26' },
      { signature: `${'A'.repeat(85)}w` },
      // Signed by an unregistered key under the maintainer's key ID.
      { signature: (await signedThaiAcceptance(other.signer, 'Cover', TEXT, ENGLISH)).signature },
    ])
      expect(derive({ ...record, ...change }, registry)).toMatchObject(refusedFor('bad-signature'));
    // Another name than the key's: not the maintainer's key for that name.
    expect(derive({ ...record, acceptedBy: 'Mallory' }, registry)).toMatchObject(refusedFor('name-mismatch'));
    // A key nobody registered.
    const unregistered = await signedThaiAcceptance(other.signer, 'Cover', TEXT, ENGLISH);
    expect(derive(unregistered, registry)).toMatchObject(refusedFor('unknown-key'));
  });

  it('future date: signed with the real key, dated 2099-12-31 or two days ahead, counts for nothing', async () => {
    const { yaml, signer } = await maintainerYaml();
    const registry = await registryOf(yaml);
    for (const date of ['2099-12-31', '2026-11-29']) {
      const record = await signedThaiAcceptance(signer, 'Cover', TEXT, ENGLISH, { date });
      expect(derive(record, registry)).toMatchObject(refusedFor('bad-date'));
    }
  });

  it("out of window: dated before the key's `added` or after its `retired`", async () => {
    const { yaml, signer } = await maintainerYaml({ extra: '    retired: 2026-11-24\n' });
    const registry = await registryOf(yaml);
    for (const date of ['2026-11-19', '2026-11-25']) {
      const record = await signedThaiAcceptance(signer, 'Cover', TEXT, ENGLISH, { date });
      expect(derive(record, registry)).toMatchObject(refusedFor('outside-key-window'));
    }
    const inside = await signedThaiAcceptance(signer, 'Cover', TEXT, ENGLISH, { date: '2026-11-24' });
    expect(derive(inside, registry).review).toBe('accepted');
  });

  it("revoked: every acceptance the maintainer's revoked key signed counts for nothing, told as withdrawn", async () => {
    const { yaml, signer } = await maintainerYaml({ extra: '    revoked: 2026-11-26\n' });
    const record = await signedThaiAcceptance(signer, 'Cover', TEXT, ENGLISH, { date: '2026-11-21' });
    const state = derive(record, await registryOf(yaml));
    // Issue 88 item 3: a reader is told the acceptance was withdrawn, as a revoked reviewer's review.
    expect(state).toMatchObject({
      review: 'edited',
      lastReview: { kind: 'maintainer-acceptance', why: 'key-revoked', reason: 'key-revoked' },
    });
    expect(withdrawnReview(state)).toBe('acceptance-key-revoked');
    // A record that only names the revoked key (a field changed after signing) is not withdrawn: not verified.
    const forged = derive({ ...record, onBehalfOf: 'Lin Mei' }, await registryOf(yaml));
    expect(forged).toMatchObject(refusedFor('bad-signature'));
    expect(withdrawnReview(forged)).toBeUndefined();
  });

  it("the maintainer's key grants no review: a review record it signs is `wrong-role`", async () => {
    const { yaml, signer } = await maintainerYaml();
    const { signApproval } = await import('../trust/sign-approval.ts');
    const record = await signedThaiAcceptance(signer, 'Cover', TEXT, ENGLISH);
    const approval = await signApproval(
      signer,
      { locale: 'th', ruleId: 'Cover', textHash: record.textHash, englishHash: record.englishHash },
      TODAY,
      TODAY,
    );
    const review = {
      format: record.format,
      kind: 'review' as const,
      locale: 'th',
      ruleId: 'Cover',
      ...approval,
    };
    const state = deriveReview(
      'th',
      { id: 'Cover', markdown: TEXT },
      true,
      review,
      ENGLISH,
      await registryOf(yaml),
      TODAY,
    );
    expect(state).toMatchObject({
      review: 'edited',
      lastReview: { why: 'not-verified', reason: 'wrong-role' },
    });
  });
});
