/**
 * `content check` names a maintainer's acceptance that counts for nothing (issue 88, item 3): a pull
 * request that adds `approvals/<locale>/<ID>.json` unsigned, dated 2099-12-31, or signed with a
 * reviewer's key fails the check at the record's file, in en, th and zh; the maintainer's signed
 * acceptance passes and is credited.
 */
import { describe, expect, it } from 'vitest';
import { copyFixture, testMaintainer } from '../../test/support/test-support.ts';
import { checkContent } from '../check/check-content.ts';
import { formatDiagnostic } from '../findings/diagnostic.ts';
import { loadContent } from '../loader/load-content.ts';
import { englishFullHash } from '../sections/section-hash.ts';
import { type AcceptanceRecord, APPROVAL_RECORD_FORMAT, serializeApprovalRecord } from './approval-record.ts';
import { textFullHash } from './derive-review-state.ts';
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
      textHash: textFullHash(model.sections.get('Dice')!.th!.markdown),
      englishHash: englishFullHash(model.sections.get('Dice')!.en!.markdown),
      date: '2026-11-26',
      onBehalfOf: 'Lin Mei',
      acceptedBy: null,
      reason: 'unsigned',
    };
    writeApprovalRecord(root, record);
    const [finding, ...more] = acceptanceFindings(root);
    expect(more).toEqual([]);
    expect(finding).toMatchObject({
      code: 'content.approval.acceptance-unsigned',
      file: FILE,
      line: 1,
      severity: 'error',
    });
    expect(formatDiagnostic(finding!, (file) => file, 'en')).toMatch(
      /^approvals\/th\/Dice\.json:1:1: error approval-acceptance-unsigned .*is not signed: it counts for nothing/,
    );
    expect(formatDiagnostic(finding!, (file) => file, 'th')).toContain('ไม่ได้ลงนาม');
    expect(formatDiagnostic(finding!, (file) => file, 'zh')).toContain('未签名');
    expect(loadContent({ root }).sections.get('Dice')!.th!.review).toBe('edited');
  });

  it("dated 2099-12-31 with the maintainer's key, or signed with a reviewer's key: each named", async () => {
    const future = copyFixture('valid');
    writeApprovalRecord(future, await signedDice(future, 'maintainer', '2099-12-31'));
    expect(acceptanceFindings(future).map(({ code, file }) => ({ code, file }))).toEqual([
      { code: 'content.approval.acceptance-future-date', file: FILE },
    ]);
    const reviewer = copyFixture('valid');
    writeApprovalRecord(reviewer, await signedDice(reviewer, null, '2026-11-26'));
    expect(acceptanceFindings(reviewer).map(({ code }) => code)).toEqual([
      'content.approval.acceptance-not-maintainer',
    ]);
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
