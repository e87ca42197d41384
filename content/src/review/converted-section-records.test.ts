/**
 * A stray acceptance or review file under approvals/zh-hant/ for a section whose zh-Hant text is
 * converted by machine (no hand-written zh-hant section): it credits nothing, and `content check`
 * used to pass over it in silence (issue 88 replay). Now it is named at the record's ruleId line
 * (content.approval.converted-section, en/th/zh); a record of a hand-written zh-Hant section is not.
 */
import { cpSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from '@polyhedral/i18n';
import { describe, expect, it } from 'vitest';
import { copyFixture, testReviewer } from '../../test/support/test-support.ts';
import { checkContent } from '../check/check-content.ts';
import { formatDiagnostic } from '../findings/diagnostic.ts';
import { approvalTextHash, englishTextHash } from '../trust/approval-text-hash.ts';
import { signApproval } from '../trust/sign-approval.ts';
import { APPROVAL_RECORD_FORMAT } from './approval-record.ts';
import { writeApprovalRecord } from './write-approval-record.ts';

const ID = 'Combat';
const FILE = `approvals/zh-hant/${ID}.json`;

/** A zh-hant reviewer's signed record of `ID`, as a forger or a slip would leave it. */
async function strayRecord(root: string): Promise<void> {
  const reviewer = await testReviewer('林美', ['zh-hant'], root);
  const approval = await signApproval(
    reviewer,
    {
      locale: 'zh-hant',
      ruleId: ID,
      textHash: await approvalTextHash('戰鬥以輪進行。'),
      englishHash: await englishTextHash(null),
    },
    '2026-11-27',
    '2026-11-27',
  );
  writeApprovalRecord(root, {
    format: APPROVAL_RECORD_FORMAT,
    kind: 'review',
    locale: 'zh-hant',
    ruleId: ID,
    ...approval,
  });
}

const named = (root: string) =>
  checkContent({ root, strings: null }).diagnostics.filter(
    (d) => d.code === 'content.approval.converted-section',
  );

describe('a zh-hant record of a converted section', () => {
  it('is named at its ruleId line, as a warning that says it credits nothing (en, th, zh)', async () => {
    const root = copyFixture('valid');
    await strayRecord(root);
    const [finding, ...more] = named(root);
    expect(more).toEqual([]);
    const line =
      readFileSync(path.join(root, FILE), 'utf8')
        .split('\n')
        .findIndex((l) => l.includes('"ruleId"')) + 1;
    expect(finding).toMatchObject({ file: FILE, line, severity: 'warning' });
    expect(line).toBeGreaterThan(1);
    for (const locale of ['en', 'th', 'zh'] as const) {
      const text = formatDiagnostic(finding!, undefined, locale);
      expect(text, locale).toContain(`${FILE}:${line}:`);
      expect(text, locale).toContain(ID);
      expect(text, locale).not.toContain('content.approval');
    }
    expect(createTranslator('en').t('content.approval.converted-section', { file: FILE, id: ID })).toContain(
      'credits nothing',
    );
  });

  it('is not named once the section is written in zh-Hant by hand', async () => {
    const root = copyFixture('valid');
    await strayRecord(root);
    mkdirSync(path.join(root, 'zh-hant'), { recursive: true });
    cpSync(path.join(root, 'zh/playing-the-game'), path.join(root, 'zh-hant/playing-the-game'), {
      recursive: true,
    });
    expect(named(root)).toEqual([]);
  });
});
