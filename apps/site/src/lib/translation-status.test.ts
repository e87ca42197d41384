/**
 * The status page's zh-hant line (issue 33 part 3): over the derived model, sections converted by
 * machine and written by hand, and of the hand-written ones how many are drafts, reviewed and stale
 * (by their own `review:` and `translation:` entries), from a content copy with a hand-written file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadContent, withDerivedLocales } from '@polyhedral/content';
import { handWrittenZhHant } from '@polyhedral/content/testing';
import { afterAll, describe, expect, it } from 'vitest';
import type { SiteContent } from './site-content.ts';
import { derivedStatus } from './translation-status.ts';

const root = mkdtempSync(path.join(tmpdir(), 'polyhedral-status-hant-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('derivedStatus', () => {
  it('counts converted and hand-written zh-hant sections, and the hand-written ones’ review states', () => {
    // A mark in the front matter (`review: reviewed`, `reviewedText:`) is not signed: it counts for
    // nothing (a draft). Only an approval record (content/approvals/) can make a section reviewed.
    const savingThrows = '## 豁免檢定 {#SavingThrows}\n\n人手寫成。';
    handWrittenZhHant(
      root,
      ['## 屬性檢定 {#AbilityChecks}', '', '人手寫成。', '', savingThrows, ''],
      (english) => [
        'translation:',
        `  AbilityChecks: "${english('AbilityChecks')}"`,
        '  SavingThrows: "000000000000"',
        'review:',
        '  AbilityChecks: draft',
        '  SavingThrows: reviewed',
        'reviewedBy:',
        '  SavingThrows: "王小明"',
        'reviewedOn:',
        '  SavingThrows: "2026-01-15"',
        'reviewedText:',
        '  SavingThrows: "0123456789ab"',
      ],
    );
    const model = withDerivedLocales(loadContent({ root }));
    const zh = [...model.sections.values()].filter((entry) => entry.zh).length;
    expect(derivedStatus({ model } as SiteContent)).toEqual([
      { locale: 'zh-hant', from: 'zh', converted: zh - 2, handWritten: 2, draft: 2, reviewed: 0, stale: 1 },
    ]);
  });
});
