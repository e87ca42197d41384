/**
 * `content check` names a maintainer's acceptance that counts for nothing (issue 88, item 3): a pull
 * request that adds `approvals/<locale>/<ID>.json` unsigned, dated 2099-12-31, or signed with a
 * reviewer's key fails the check at the record's file, in en, th and zh; the maintainer's signed
 * acceptance passes and is credited.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, testMaintainer } from '../../test/support/test-support.ts';
import { checkContent } from '../check/check-content.ts';
import { formatDiagnostic } from '../findings/diagnostic.ts';
import { loadContent } from '../loader/load-content.ts';
import { englishFullHash } from '../sections/section-hash.ts';
import { sectionTextHash } from '../sections/section-text-hash.ts';
import { recordFieldPosition } from './acceptance-findings.ts';
import { type AcceptanceRecord, APPROVAL_RECORD_FORMAT, serializeApprovalRecord } from './approval-record.ts';
import { signedAcceptance } from './signed-acceptance.ts';
import { writeApprovalRecord } from './write-approval-record.ts';

const FILE = 'approvals/th/Dice.json';

function acceptanceFindings(root: string) {
  return checkContent({ root, strings: null }).diagnostics.filter((d) =>
    d.code.startsWith('content.approval.acceptance'),
  );
}

async function signedDice(root: string, role: string | null, date: string): Promise<AcceptanceRecord> {
  const maintainer = await testMaintainer(root, {
    role,
    setEnv: false,
    name: role ? 'Pim Maintainer' : 'Somchai Jaidee',
  });
  const model = loadContent({ root });
  return signedAcceptance(
    maintainer,
    {
      locale: 'th',
      ruleId: 'Dice',
      text: model.sections.get('Dice')!.th!.markdown,
      english: model.sections.get('Dice')!.en!.markdown,
    },
    { onBehalfOf: 'Lin Mei', reason: 'unsigned', date, today: '9999-12-30' },
  );
}

describe('content check names an acceptance that counts for nothing', () => {
  it('an unsigned record: an error at its file, worded in en, th and zh; the section is not accepted', () => {
    const root = copyFixture('valid');
    const model = loadContent({ root });
    const record: AcceptanceRecord = {
      format: APPROVAL_RECORD_FORMAT,
      kind: 'maintainer-acceptance',
      locale: 'th',
      ruleId: 'Dice',
      textHash: sectionTextHash(model.sections.get('Dice')!.th!.markdown),
      englishHash: englishFullHash(model.sections.get('Dice')!.en!.markdown),
      date: '2026-11-26',
      onBehalfOf: 'Lin Mei',
      acceptedBy: null,
      reason: 'unsigned',
    };
    writeApprovalRecord(root, record);
    const [finding, ...more] = acceptanceFindings(root);
    expect(more).toEqual([]);
    // No signature or key to point at: the line that says what the record is (`"kind": …`, line 3).
    expect(finding).toMatchObject({
      code: 'content.approval.acceptance-unsigned',
      file: FILE,
      line: 3,
      column: 3,
      severity: 'error',
    });
    expect(formatDiagnostic(finding!, (file) => file, 'en')).toMatch(
      /^approvals\/th\/Dice\.json:3:3: error approval-acceptance-unsigned .*is not signed: it counts for nothing/,
    );
    expect(formatDiagnostic(finding!, (file) => file, 'th')).toContain('ไม่ได้ลงนาม');
    expect(formatDiagnostic(finding!, (file) => file, 'zh')).toContain('未签名');
    expect(loadContent({ root }).sections.get('Dice')!.th!.review).toBe('edited');
  });

  it("dated 2099-12-31 with the maintainer's key, or signed with a reviewer's key: each named", async () => {
    const future = copyFixture('valid');
    writeApprovalRecord(future, await signedDice(future, 'maintainer', '2099-12-31'));
    // Named at the line of the field that fails (was line 1 of the file for every reason).
    const lineOf = (root: string, field: string) =>
      readFileSync(path.join(root, FILE), 'utf8')
        .split('\n')
        .findIndex((line) => line.trimStart().startsWith(`"${field}":`)) + 1;
    expect(acceptanceFindings(future).map(({ code, file, line }) => ({ code, file, line }))).toEqual([
      { code: 'content.approval.acceptance-future-date', file: FILE, line: lineOf(future, 'date') },
    ]);
    expect(lineOf(future, 'date')).toBeGreaterThan(1);
    const reviewer = copyFixture('valid');
    writeApprovalRecord(reviewer, await signedDice(reviewer, null, '2026-11-26'));
    expect(acceptanceFindings(reviewer).map(({ code, line }) => ({ code, line }))).toEqual([
      { code: 'content.approval.acceptance-not-maintainer', line: lineOf(reviewer, 'keyId') },
    ]);
    expect(lineOf(reviewer, 'keyId')).toBeGreaterThan(lineOf(reviewer, 'date'));
  });

  it("the maintainer's signed acceptance: no finding, and the section is accepted", async () => {
    const root = copyFixture('valid');
    const record = await signedDice(root, 'maintainer', '2026-11-26');
    writeApprovalRecord(root, record);
    expect(serializeApprovalRecord(record)).toContain('"signature"');
    expect(acceptanceFindings(root)).toEqual([]);
    expect(loadContent({ root }).sections.get('Dice')!.th!).toMatchObject({
      review: 'accepted',
      reviewer: { acceptedBy: 'Pim Maintainer', by: 'Lin Mei' },
    });
  });
});

describe('recordFieldPosition', () => {
  const text = '{\n  "format": "x",\n  "date": "2099-12-31",\n  "keyId": "abc"\n}\n';
  it('the first field of the list the record has, at its name; line 1 when none', () => {
    expect(recordFieldPosition(text, ['signature', 'keyId'])).toEqual({ line: 4, column: 3 });
    expect(recordFieldPosition(text, ['date'])).toEqual({ line: 3, column: 3 });
    expect(recordFieldPosition(text, ['signature'])).toEqual({ line: 1, column: 1 });
    // A value that merely holds the name is not the field.
    expect(recordFieldPosition('{\n  "reason": "\\"date\\": no"\n}', ['date'])).toEqual({
      line: 1,
      column: 1,
    });
  });
});
