/**
 * The signed-approval format (approval.ts): a registered reviewer's signature verifies for exactly
 * the locale, section, text, date and name it was made over, and for nothing else.
 */

import { createHash, generateKeyPairSync, verify } from 'node:crypto';
import { createTranslator } from '@polyhedral/i18n';
import { describe, expect, it } from 'vitest';
import {
  approvalPayload,
  approvalProblem,
  approvalReason,
  approvalTextHash,
  englishTextHash,
  fromBase64url,
  keyIdOf,
  makeReviewerKey,
  parseReviewers,
  reviewDateProblem,
  reviewerNameProblem,
  signApproval,
  toBase64url,
  verifyApproval,
} from './index.ts';
import { isHighS, lowS } from './low-s.ts';

const TODAY = '2026-11-27';

async function registered(name: string, locales: string[]) {
  const key = await makeReviewerKey({ extractable: true });
  const yaml = `reviewers:\n  - name: ${name}\n    locales: [${locales.join(', ')}]\n    key: ${key.publicKeyText}\n    added: 2026-11-20\n`;
  return { key, yaml };
}

describe('a key with a lifecycle, one signature per approval', () => {
  it('a revoked key counts for nothing; a retired key only before it retired; a high-S twin is refused', async () => {
    const { key, yaml } = await registered('Somchai Jaidee', ['th']);
    const subject = {
      locale: 'th',
      ruleId: 'Cover',
      textHash: await approvalTextHash('ก'),
      englishHash: null,
    };
    const signer = { privateKey: key.privateKey, reviewer: 'Somchai Jaidee', keyId: key.keyId };
    const approval = await signApproval(signer, subject, TODAY, TODAY);
    const signature = fromBase64url(approval.signature)!;
    expect(isHighS(signature)).toBe(false);
    const live = await parseReviewers(yaml);
    if (!live.ok) throw new Error('registry');
    expect(await verifyApproval(approval, subject, live.registry, TODAY)).toMatchObject({ ok: true });
    // The twin (r, n − s) verifies for ECDSA itself (Node says so) but is refused here.
    const twin = lowS(signature);
    const n = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n;
    const s = BigInt(`0x${Buffer.from(signature.subarray(32)).toString('hex')}`);
    twin.set(Buffer.from((n - s).toString(16).padStart(64, '0'), 'hex'), 32);
    expect(isHighS(twin)).toBe(true);
    const payload = new TextEncoder().encode(
      approvalPayload(subject, { date: TODAY, reviewer: 'Somchai Jaidee', keyId: key.keyId }),
    );
    const spki = {
      key: Buffer.from(fromBase64url(key.publicKeyText)!),
      format: 'der',
      type: 'spki',
      dsaEncoding: 'ieee-p1363',
    } as const;
    expect(verify('sha256', payload, spki, twin)).toBe(true);
    expect(
      await verifyApproval({ ...approval, signature: toBase64url(twin) }, subject, live.registry, TODAY),
    ).toMatchObject({
      ok: false,
      problem: { code: 'handback.import.reason.bad-signature' },
    });
    const revoked = await parseReviewers(`${yaml}    revoked: 2026-11-27\n`);
    if (!revoked.ok) throw new Error('registry');
    expect(await verifyApproval(approval, subject, revoked.registry, TODAY)).toMatchObject({
      problem: { code: 'handback.import.reason.key-revoked' },
    });
    const retired = await parseReviewers(`${yaml}    retired: 2026-11-26\n`);
    if (!retired.ok) throw new Error('registry');
    expect(await verifyApproval(approval, subject, retired.registry, TODAY)).toMatchObject({
      problem: { code: 'handback.import.reason.outside-key-window' },
    });
    const before = await signApproval(signer, subject, '2026-11-25', TODAY);
    expect(await verifyApproval(before, subject, retired.registry, TODAY)).toMatchObject({ ok: true });
  });

  it('reads reviewers.yaml with a byte order mark as without one; refuses an alias', async () => {
    const { yaml } = await registered('Somchai Jaidee', ['th']);
    expect((await parseReviewers(`\ufeff${yaml}`)).ok).toBe(true);
    const aliased = `reviewers:\n  - &r\n${yaml
      .split('\n')
      .slice(2)
      .map((line) => `  ${line}`)
      .join('\n')}\n  - *r\n`;
    expect((await parseReviewers(aliased)).ok).toBe(false);
  });
});

describe('an approval that does not count', () => {
  it('is a problem worded in each language; the queue file keeps its short reason', () => {
    const reasons = ['bad-name', 'locale-not-registered', 'unsigned', 'registry-invalid'] as const;
    for (const reason of reasons) {
      const problem = approvalProblem(reason);
      expect(problem).toEqual({ code: `handback.import.reason.${reason}`, params: {} });
      expect(approvalReason(problem)).toBe(reason);
      for (const locale of ['en', 'th', 'zh'] as const) {
        expect(createTranslator(locale).problem(problem)).not.toMatch(/handback\.import|errors\.unknown/);
      }
    }
  });
});

describe('review-trust', () => {
  it('signs over the agreed payload, and a Node verifier agrees (IEEE P1363, SHA-256)', async () => {
    const { key, yaml } = await registered('Somchai Jaidee', ['th']);
    const registry = await parseReviewers(yaml);
    if (!registry.ok) throw new Error(JSON.stringify(registry.problem));
    const textHash = await approvalTextHash('การทดสอบ d20\r\n');
    expect(textHash).toBe(createHash('sha256').update('การทดสอบ d20').digest('hex'));
    const englishHash = await englishTextHash('## D20 Tests {#D20Tests}\n\nRoll a d20.');
    const subject = { locale: 'th', ruleId: 'D20Tests', textHash, englishHash };
    const approval = await signApproval(
      { privateKey: key.privateKey, reviewer: 'Somchai Jaidee', keyId: key.keyId },
      subject,
      TODAY,
      TODAY,
    );
    expect(approvalPayload(subject, { date: TODAY, reviewer: 'Somchai Jaidee', keyId: key.keyId })).toBe(
      JSON.stringify([
        'polyhedral-approval/2',
        'th',
        'D20Tests',
        textHash,
        englishHash,
        TODAY,
        'Somchai Jaidee',
        key.keyId,
      ]),
    );
    const spki = fromBase64url(key.publicKeyText)!;
    expect(key.keyId).toBe(createHash('sha256').update(spki).digest('hex').slice(0, 16));
    expect(
      verify(
        'sha256',
        new TextEncoder().encode(
          approvalPayload(subject, { date: TODAY, reviewer: 'Somchai Jaidee', keyId: key.keyId }),
        ),
        { key: Buffer.from(spki), format: 'der', type: 'spki', dsaEncoding: 'ieee-p1363' },
        fromBase64url(approval.signature)!,
      ),
    ).toBe(true);
    expect(await verifyApproval(approval, subject, registry.registry, TODAY)).toMatchObject({ ok: true });
    // Each signed field, changed, no longer verifies.
    const cases: [Parameters<typeof verifyApproval>[0], Parameters<typeof verifyApproval>[1], string][] = [
      [approval, { ...subject, locale: 'zh' }, 'locale-not-registered'],
      [approval, { ...subject, ruleId: 'Conditions' }, 'bad-signature'],
      [approval, { ...subject, textHash: await approvalTextHash('other') }, 'text-changed'],
      [
        { ...approval, textHash: await approvalTextHash('other') },
        { ...subject, textHash: await approvalTextHash('other') },
        'bad-signature',
      ],
      [{ ...approval, date: '2026-11-26' }, subject, 'bad-signature'],
      [{ ...approval, date: '2026-12-01' }, subject, 'bad-date'],
      [{ ...approval, reviewer: 'Maintainer Somchai' }, subject, 'name-mismatch'],
      [{ ...approval, keyId: '0123456789abcdef' }, subject, 'unknown-key'],
      // Read against other English (the English changed since): a stale review, not a review.
      [
        approval,
        { ...subject, englishHash: await englishTextHash('## D20 Tests\n\nRoll two d20s.') },
        'english-changed',
      ],
      [{ ...approval, englishHash: null }, { ...subject, englishHash: null }, 'bad-signature'],
      // Before the key was registered (0001-01-01 too).
      [{ ...approval, date: '0001-01-01' }, subject, 'outside-key-window'],
      [{ ...approval, date: '2026-11-19' }, subject, 'outside-key-window'],
      [{ ...approval, reviewer: 'Som\u202echai' }, subject, 'bad-name'],
    ];
    for (const [given, about, reason] of cases) {
      expect(await verifyApproval(given, about, registry.registry, TODAY), reason).toEqual({
        ok: false,
        problem: { code: `handback.import.reason.${reason}`, params: {} },
      });
    }
  });

  it('refuses a signature made with another registered key under a registered name', async () => {
    const somchai = await registered('Somchai Jaidee', ['th']);
    const other = await makeReviewerKey({ extractable: false });
    const both = `${somchai.yaml}  - name: Lin Mei\n    locales: [zh, th]\n    key: ${other.publicKeyText}\n    added: 2026-11-20\n`;
    const registry = await parseReviewers(both);
    if (!registry.ok) throw new Error('registry');
    const subject = {
      locale: 'th',
      ruleId: 'D20Tests',
      textHash: await approvalTextHash('x'),
      englishHash: null,
    };
    // Lin's key, Somchai's name and key ID.
    const forged = await signApproval(
      { privateKey: other.privateKey, reviewer: 'Somchai Jaidee', keyId: somchai.key.keyId },
      subject,
      TODAY,
      TODAY,
    );
    expect(await verifyApproval(forged, subject, registry.registry, TODAY)).toEqual({
      ok: false,
      problem: { code: 'handback.import.reason.bad-signature', params: {} },
    });
  });

  it('reads reviewers.yaml strictly, naming the line of a problem', async () => {
    const { yaml } = await registered('Somchai Jaidee', ['th']);
    expect((await parseReviewers(yaml)).ok).toBe(true);
    expect(await parseReviewers('')).toMatchObject({ ok: true });
    const bad = yaml.replace('locales: [th]', 'locales: [xx]');
    expect(await parseReviewers(bad)).toMatchObject({
      ok: false,
      problem: { code: 'handback.trust.reviewers.invalid', params: { line: 3 } },
    });
    expect(await parseReviewers(yaml.replace(/key: .*/, 'key: AAAA'))).toMatchObject({
      ok: false,
      problem: { params: { line: 4, field: 'reviewers.0.key' } },
    });
    expect(await parseReviewers(`${yaml}    extra: 1\n`)).toMatchObject({ ok: false });
    expect(await parseReviewers('reviewers: [\n')).toMatchObject({
      ok: false,
      problem: { code: 'handback.trust.reviewers.yaml' },
    });
    expect(await parseReviewers(`${yaml}${yaml.replace('reviewers:\n', '')}`)).toMatchObject({
      ok: false,
      problem: { code: 'handback.trust.reviewers.duplicate-key', params: { line: 6 } },
    });
    // An RSA key is not a P-256 key.
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({
      format: 'der',
      type: 'spki',
    });
    expect(
      (await parseReviewers(yaml.replace(/key: .*/, `key: ${toBase64url(new Uint8Array(rsa))}`))).ok,
    ).toBe(false);
    expect(await keyIdOf(new Uint8Array(91))).toMatch(/^[0-9a-f]{16}$/);
  });

  it('checks names and dates in one place', () => {
    expect(reviewerNameProblem('สมชาย ใจดี')).toBeNull();
    expect(reviewerNameProblem('林美')).toBeNull();
    expect(reviewerNameProblem('<script>x</script>')?.code).toBe('handback.trust.name.markup');
    expect(reviewerNameProblem('Som\u202echai')?.code).toBe('handback.trust.name.invisible');
    expect(reviewerNameProblem('Som\u200bchai')?.code).toBe('handback.trust.name.invisible');
    expect(reviewerNameProblem('a\nb')?.code).toBe('handback.trust.name.control');
    expect(reviewerNameProblem('x'.repeat(81))?.code).toBe('handback.trust.name.too-long');
    expect(reviewerNameProblem('  ')?.code).toBe('handback.trust.name.empty');
    expect(reviewDateProblem('2026-11-28', TODAY)).toBeNull();
    expect(reviewDateProblem('2026-11-29', TODAY)?.code).toBe('handback.trust.date.future');
    expect(reviewDateProblem('2026-02-31', TODAY)?.code).toBe('handback.trust.date.invalid');
  });

  it('base64url round-trips and refuses a second spelling', () => {
    for (const length of [0, 1, 2, 3, 64, 91]) {
      const bytes = Uint8Array.from({ length }, (_, index) => (index * 37 + 11) & 255);
      expect(fromBase64url(toBase64url(bytes))).toEqual(bytes);
    }
    expect(fromBase64url('AB')).toBeNull();
    expect(fromBase64url('AA==')).toBeNull();
    expect(fromBase64url('A')).toBeNull();
  });
});
