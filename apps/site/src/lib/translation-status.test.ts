/**
 * The status page's zh-hant line (issue 33 part 3): over the derived model, sections converted by
 * machine and written by hand, and of the hand-written ones how many are drafts, reviewed and stale
 * (by their own `review:` and `translation:` entries), from a content copy with a hand-written file.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_CONTENT_ROOT, loadContent, withDerivedLocales } from '@polyhedral/content';
import { afterAll, describe, expect, it } from 'vitest';
import type { SiteContent } from './site-content.ts';
import { derivedStatus } from './translation-status.ts';

const root = mkdtempSync(path.join(tmpdir(), 'polyhedral-status-hant-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('derivedStatus', () => {
  it('counts converted and hand-written zh-hant sections, and the hand-written ones’ review states', () => {
    for (const entry of ['en', 'zh', 'sources.yaml', 'translation-only.yaml'])
      cpSync(path.join(DEFAULT_CONTENT_ROOT, entry), path.join(root, entry), { recursive: true });
    const written = loadContent({ root });
    const english = (id: string) => written.sections.get(id)!.en!.hash;
    // A mark in the front matter (`review: reviewed`, `reviewedText:`) is not signed: it counts for
    // nothing (a draft). Only an approval record (content/approvals/) can make a section reviewed.
    const savingThrows = '## 豁免檢定 {#SavingThrows}\n\n人手寫成。';
    mkdirSync(path.join(root, 'zh-hant', 'playing-the-game'), { recursive: true });
    writeFileSync(
      path.join(root, 'zh-hant', 'playing-the-game', 'D20Tests.md'),
      [
        '---',
        'id: D20Tests',
        'title: D20 檢定',
        'order: 30',
        'chapter: playing-the-game',
        'source: srd-5.2-zh',
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
        '---',
        '',
        '## 屬性檢定 {#AbilityChecks}',
        '',
        '人手寫成。',
        '',
        savingThrows,
        '',
      ].join('\n'),
    );
    const model = withDerivedLocales(loadContent({ root }));
    const zh = [...model.sections.values()].filter((entry) => entry.zh).length;
    expect(derivedStatus({ model } as SiteContent)).toEqual([
      { locale: 'zh-hant', from: 'zh', converted: zh - 2, handWritten: 2, draft: 2, reviewed: 0, stale: 1 },
    ]);
  });
});
