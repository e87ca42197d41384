/**
 * A glossary definition's review is its signed record (`approvals/<locale>/glossary/<TermId>.json`),
 * verified wherever it is read (issue 71 item 1): a hand-edited record, a definition or English
 * changed after the review, a revoked key, a section's record moved to a definition's path, and
 * the old `glossary-reviews/` store give no credit.
 */
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  captureCli,
  captureCliAsync,
  fixture,
  type TestReviewer,
  testMaintainer,
  testReviewer,
} from '../../test/support/test-support.ts';
import { definitionsFile, readDefinitions, writeDefinition } from '../glossary/glossary-files.ts';
import { REPO_ROOT } from '../loader/content-root.ts';
import { loadContent } from '../loader/load-content.ts';
import { glossaryRuleId } from '../trust/approval.ts';
import { approvalTextHash, englishTextHash } from '../trust/approval-text-hash.ts';
import { MAINTAINER_KEY_ENV } from '../trust/maintainer-key.ts';
import { utcToday } from '../trust/reviewer-name.ts';
import { signApproval } from '../trust/sign-approval.ts';
import {
  APPROVAL_RECORD_FORMAT,
  type ApprovalRecord,
  approvalRecordFile,
  definitionRecordFile,
  serializeApprovalRecord,
} from './approval-record.ts';
import { recordDefinitionAcceptance } from './definition-acceptance.ts';
import { definitionReviews } from './definition-records.ts';
import { signedAcceptance } from './signed-acceptance.ts';
import { writeApprovalRecord } from './write-approval-record.ts';

const TODAY = '2026-11-27';
const TERM = 'Advantage';

function tree(): string {
  const top = mkdtempSync(path.join(tmpdir(), 'polyhedral-definition-records-'));
  const root = path.join(top, 'content');
  cpSync(fixture('valid'), root, { recursive: true });
  const glossary = path.join(top, 'packages/i18n/src/glossary');
  mkdirSync(glossary, { recursive: true });
  for (const name of ['terms.json', 'definitions.en.json', 'definitions.th.json', 'definitions.zh.json'])
    cpSync(path.join(REPO_ROOT, 'packages/i18n/src/glossary', name), path.join(glossary, name));
  return root;
}

/** The record a verified approval of `ruleId` in th (`text`, read against `english`) is written as. */
async function signedRecord(
  signer: TestReviewer,
  ruleId: string,
  text: string,
  english: string | null,
): Promise<ApprovalRecord> {
  const approval = await signApproval(
    signer,
    {
      locale: 'th',
      ruleId,
      textHash: await approvalTextHash(text),
      englishHash: await englishTextHash(english),
    },
    TODAY,
    TODAY,
  );
  const { reviewer, keyId, date, textHash, englishHash, signature } = approval;
  return {
    format: APPROVAL_RECORD_FORMAT,
    locale: 'th',
    ruleId,
    textHash,
    englishHash,
    date,
    kind: 'review',
    reviewer,
    keyId,
    signature,
  };
}

const stateOf = (root: string) => definitionReviews(root, 'th', TODAY)!.states.get(TERM)!;

describe("a glossary definition's review is its signed record, verified where it is read", () => {
  let root: string;
  let somchai: TestReviewer;
  let record: ApprovalRecord;
  beforeEach(async () => {
    root = tree();
    somchai = await testReviewer('Somchai Jaidee', ['th'], root);
    await testReviewer('Somsri Meesuk', ['th'], root);
    record = await signedRecord(
      somchai,
      glossaryRuleId(TERM),
      readDefinitions(root, 'th')![TERM]!,
      readDefinitions(root, 'en')![TERM]!,
    );
  });

  it('a verified record of the definition and the English now is reviewed, by that key', () => {
    expect(writeApprovalRecord(root, record)).toBe(`approvals/th/glossary/${TERM}.json`);
    expect(stateOf(root)).toEqual({
      review: 'reviewed',
      reviewer: { kind: 'review', by: 'Somchai Jaidee', on: TODAY, keyId: somchai.keyId },
      lastReview: expect.objectContaining({ by: 'Somchai Jaidee' }),
    });
    // Other definitions have no record: drafts (no state).
    expect(definitionReviews(root, 'th', TODAY)!.states.get('Disadvantage')).toEqual({});
  });

  it('approved with no English recorded (a draft saved before the English was signed): said so, never current; `content stamp` vouches for it against the English now', async () => {
    // The reviewer's signature over no English, for a definition whose English exists.
    const unsigned = await signedRecord(
      somchai,
      glossaryRuleId(TERM),
      readDefinitions(root, 'th')![TERM]!,
      null,
    );
    expect(unsigned.englishHash).toBeNull();
    writeApprovalRecord(root, unsigned);
    expect(stateOf(root)).toMatchObject({
      review: 'edited',
      lastReview: { why: 'no-english', by: 'Somchai Jaidee' },
    });
    expect(stateOf(root).reviewer).toBeUndefined();
    const status = captureCli(root, 'status');
    expect(status.out).toMatch(
      /th glossary definitions by state: 0 reviewed \(signed\), 0 accepted by the maintainer, 0 with a review that no longer counts, 1 approved with no English recorded/,
    );
    expect(status.out).toContain(
      `th approved with no English recorded (saved before approvals signed the English; not current, credited to nobody): glossary:${TERM}`,
    );
    expect(status.out).toContain(`pnpm content stamp th glossary:${TERM}`);
    // A definition with its English recorded has nothing to stamp; a dry run writes nothing.
    expect(await captureCliAsync(root, 'stamp', 'th', 'glossary:Disadvantage')).toMatchObject({
      code: 2,
      err: expect.stringContaining('nothing to stamp'),
    });
    expect((await captureCliAsync(root, 'stamp', 'th', `glossary:${TERM}`, '--dry-run')).out).toContain(
      `would stamp glossary:${TERM} against the English now, as your acceptance on behalf of Somchai Jaidee`,
    );
    expect(stateOf(root).lastReview?.why).toBe('no-english');
    // The one command the status names: the maintainer's acceptance, against the English now.
    // Without the maintainer's key: refused, nothing written.
    delete process.env[MAINTAINER_KEY_ENV];
    expect(await captureCliAsync(root, 'stamp', 'th', `glossary:${TERM}`)).toMatchObject({
      code: 2,
      err: expect.stringContaining('POLYHEDRAL_MAINTAINER_KEY'),
    });
    expect(stateOf(root).lastReview?.why).toBe('no-english');
    await testMaintainer(root);
    const stamped = await captureCliAsync(root, 'stamp', 'th', `glossary:${TERM}`);
    expect(stamped).toMatchObject({ code: 0, out: expect.stringContaining('not a signed review') });
    // The stamp is dated the day it runs: read as of that day (as of TODAY it would be in the future).
    expect(definitionReviews(root, 'th', utcToday())!.states.get(TERM)).toMatchObject({
      review: 'accepted',
      reviewer: { kind: 'maintainer-acceptance', by: 'Somchai Jaidee', reason: 'no-english' },
    });
  });

  it('a hand-edited record (text hash, name, date, English hash) gives no credit', async () => {
    const other = `${readDefinitions(root, 'th')![TERM]!} แก้ไข`;
    const edits: Partial<ApprovalRecord>[] = [
      { reviewer: 'Somsri Meesuk' },
      { date: '2026-11-26' },
      { englishHash: 'e'.repeat(64) },
    ];
    for (const edit of edits) {
      writeApprovalRecord(root, { ...record, ...edit } as ApprovalRecord);
      const state = stateOf(root);
      expect(state.review).toBe('edited');
      expect(state.reviewer).toBeUndefined();
    }
    // The text hash edited to a changed definition's: the definition is the record's, the
    // signature is not over it.
    writeDefinition(root, 'th', TERM, other);
    writeApprovalRecord(root, { ...record, textHash: await approvalTextHash(other) });
    expect(stateOf(root)).toMatchObject({
      review: 'edited',
      lastReview: { why: 'not-verified', reason: 'bad-signature' },
    });
    expect(stateOf(root).reviewer).toBeUndefined();
  });

  it('a definition, or its English, changed after the review is no longer reviewed', () => {
    writeApprovalRecord(root, record);
    const before = readDefinitions(root, 'th')![TERM]!;
    writeDefinition(root, 'th', TERM, `${before} (สองลูก)`);
    expect(stateOf(root)).toMatchObject({ review: 'edited', lastReview: { why: 'text-changed' } });
    writeDefinition(root, 'th', TERM, `${before}  \n`); // only whitespace: the same text
    expect(stateOf(root).review).toBe('reviewed');
    const english = readDefinitions(root, 'en')!;
    english[TERM] = `${english[TERM]!} Changed.`;
    writeFileSync(definitionsFile(root, 'en'), JSON.stringify(english));
    expect(stateOf(root)).toMatchObject({ review: 'edited', lastReview: { why: 'english-changed' } });
  });

  it("a revoked key's definition reviews stop counting", () => {
    writeApprovalRecord(root, record);
    expect(stateOf(root).review).toBe('reviewed');
    // Somsri's entry is last; revoke Somchai's by rewriting the file with his entry last.
    writeFileSync(path.join(root, 'reviewers.yaml'), `reviewers:\n${somchai.entry}    revoked: ${TODAY}\n`);
    expect(stateOf(root)).toMatchObject({ review: 'edited', lastReview: { why: 'key-revoked' } });
    expect(stateOf(root).reviewer).toBeUndefined();
    // `content status` names it on the revoked line only, never as edited after review.
    const status = captureCli(root, 'status').out;
    expect(status).toContain(
      `th reviews no longer counted (signed with a key reviewers.yaml revokes; have them read again): glossary:${TERM} (by Somchai Jaidee, key ${somchai.keyId})`,
    );
    expect(status).not.toContain('th edited after review');
  });

  it("a section's record copied to a definition's path, or renamed into its ID space, is refused", async () => {
    // Signed over the section ID `Advantage` with the very text and English of the definition: only
    // the ID space differs.
    const section = await signedRecord(
      somchai,
      TERM,
      readDefinitions(root, 'th')![TERM]!,
      readDefinitions(root, 'en')![TERM]!,
    );
    const file = path.join(root, definitionRecordFile('th', TERM));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, serializeApprovalRecord(section));
    let read = definitionReviews(root, 'th', TODAY)!;
    expect(read.diagnostics.map((d) => [d.code, d.file])).toEqual([
      ['content.approval.invalid', `approvals/th/glossary/${TERM}.json`],
    ]);
    expect(read.states.get(TERM)).toEqual({});
    const checked = captureCli(root, 'check');
    expect(checked.code).toBe(1);
    expect(checked.out + checked.err).toContain(
      `approvals/th/glossary/${TERM}.json is not an approval record`,
    );
    // Its ruleId rewritten to the definition's: the signature is over the section's ID.
    writeFileSync(file, serializeApprovalRecord({ ...section, ruleId: glossaryRuleId(TERM) }));
    read = definitionReviews(root, 'th', TODAY)!;
    expect(read.states.get(TERM)).toMatchObject({
      review: 'edited',
      lastReview: { reason: 'bad-signature' },
    });
    // And a definition's record at a section's path names another rule ID: refused there.
    expect(approvalRecordFile('th', glossaryRuleId(TERM))).toBe(`approvals/th/glossary/${TERM}.json`);
  });

  it('the old glossary-reviews store is not read: a file there is named, and credits nothing', () => {
    mkdirSync(path.join(root, 'glossary-reviews'), { recursive: true });
    writeFileSync(
      path.join(root, 'glossary-reviews/th.json'),
      JSON.stringify({ [TERM]: { by: 'Somchai Jaidee', on: TODAY, text: 'a'.repeat(64) } }),
    );
    appendFileSync(path.join(root, 'glossary-reviews/th.json'), '\n');
    const read = definitionReviews(root, 'th', TODAY)!;
    expect(read.legacy).toEqual(['glossary-reviews/th.json']);
    expect(read.states.get(TERM)).toEqual({});
    // `content check` (the loader) names it too, as a warning.
    const checked = captureCli(root, 'check');
    expect(checked.out + checked.err).toContain('glossary-reviews/th.json is no longer read');
  });

  it("the maintainer's acceptance of a definition: a look-alike name or moved text refused, never a review", async () => {
    const text = readDefinitions(root, 'th')![TERM]!;
    const maintainer = await testMaintainer(root, { setEnv: false });
    const signedFor = async (onBehalfOf: string) => ({
      ok: true as const,
      record: await signedAcceptance(
        maintainer,
        {
          locale: 'th',
          ruleId: glossaryRuleId(TERM),
          text,
          english: readDefinitions(root, 'en')![TERM] ?? null,
        },
        { onBehalfOf, reason: 'unsigned', date: TODAY, today: TODAY },
      ),
    });
    const request = {
      locale: 'th' as const,
      termId: TERM,
      text,
      signed: await signedFor('Somchai Jaidee'),
    };
    // "Somchai" with a fullwidth Ｓ (a Cyrillic о is refused as mixed scripts before it is compared).
    expect(recordDefinitionAcceptance(root, { ...request, onBehalfOf: '\uff33omchai Jaidee' })).toMatchObject(
      {
        ok: false,
        problem: { code: 'handback.trust.name.lookalike' },
      },
    );
    expect(recordDefinitionAcceptance(root, { ...request, onBehalfOf: 'S\u043emchai Jaidee' })).toMatchObject(
      { ok: false, problem: { code: 'handback.trust.name.mixed-script' } },
    );
    expect(
      recordDefinitionAcceptance(root, { ...request, text: `${text} x`, onBehalfOf: 'Somchai Jaidee' }),
    ).toMatchObject({
      ok: false,
      problem: { code: 'handback.trust.acceptance.text-moved' },
    });
    expect(stateOf(root)).toEqual({});
    // Signed on behalf of someone else than the request names: not written.
    expect(recordDefinitionAcceptance(root, { ...request, onBehalfOf: 'Lin Mei' })).toMatchObject({
      ok: false,
    });
    // No maintainer's key: refused, nothing written.
    const noKey = { code: 'handback.trust.acceptance.no-maintainer-key', params: {} };
    expect(
      recordDefinitionAcceptance(root, {
        ...request,
        onBehalfOf: 'Somchai Jaidee',
        signed: { ok: false, problem: noKey },
      }),
    ).toEqual({ ok: false, problem: noKey });
    expect(stateOf(root)).toEqual({});
    expect(recordDefinitionAcceptance(root, { ...request, onBehalfOf: 'Somchai Jaidee' })).toEqual({
      ok: true,
      file: `approvals/th/glossary/${TERM}.json`,
    });
    expect(stateOf(root)).toMatchObject({
      review: 'accepted',
      reviewer: {
        kind: 'maintainer-acceptance',
        by: 'Somchai Jaidee',
        acceptedBy: maintainer.reviewer,
        on: TODAY,
      },
    });
    // The same record with its signature taken out (a pull request's hand-made acceptance):
    // credits nobody, and the loader (`content check`) names it at its file.
    const { signature: _signature, ...unsigned } = request.signed.record;
    writeApprovalRecord(root, unsigned);
    expect(stateOf(root).review).toBe('edited');
    const named = loadContent({ root }).diagnostics.filter((d) =>
      d.code.startsWith('content.approval.acceptance'),
    );
    expect(named.map(({ code, file }) => ({ code, file }))).toEqual([
      { code: 'content.approval.acceptance-unsigned', file: `approvals/th/glossary/${TERM}.json` },
    ]);
  });
});
