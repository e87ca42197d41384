import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handWrittenZhHant } from '../../test/support/hand-written-zh-hant.ts';
import { withDerivedLocales } from '../index.ts';
import { loadContent } from '../loader/load-content.ts';
import type { ContentModel } from '../model/types.ts';
import { resolvePage } from '../resolve/resolve-page.ts';
import { contentStatus } from '../status/content-status.ts';

function pageOf(model: ContentModel, id: string): string {
  return model.pages.find((page) => page.files.en?.sections.some((section) => section.id === id))!.id;
}

describe('withDerivedLocales (zh-hant from zh)', () => {
  let model: ContentModel;
  let derived: ContentModel;
  beforeAll(() => {
    model = loadContent();
    derived = withDerivedLocales(model);
  });

  it('converts every zh section the model has, marked as converted from zh', () => {
    const zh = [...model.sections.values()].filter((entry) => entry.zh);
    expect(zh.length).toBeGreaterThan(150);
    for (const entry of derived.sections.values()) {
      if (!entry.zh) continue;
      expect(entry['zh-hant']?.convertedFrom, entry.zh.id).toBe('zh');
      expect(entry['zh-hant']?.collection).toBe('zh-hant');
    }
    const saves = derived.sections.get('SavingThrows')!;
    expect(saves.zh!.title).toBe('豁免检定');
    expect(saves['zh-hant']!.title).toBe('豁免檢定');
    expect(saves['zh-hant']!.markdown).toContain('## 豁免檢定 {#SavingThrows}');
    // Taiwan's corner brackets for the zh text's “ ” (there are 108 pairs in content/zh).
    const hant = [...derived.sections.values()].flatMap((entry) =>
      entry['zh-hant'] ? [entry['zh-hant']] : [],
    );
    expect(hant.filter((section) => section.markdown.includes('「')).length).toBeGreaterThan(10);
    expect(hant.filter((section) => /[“”]/.test(section.markdown)).map((section) => section.id)).toEqual([]);
    // The written model is left as it was.
    expect(model.sections.get('SavingThrows')!['zh-hant']).toBeUndefined();
  });

  it('resolves a zh-hant page section by section, stale and draft as its zh text', () => {
    const zh = resolvePage(derived, 'zh', 'D20Tests')!;
    const hant = resolvePage(derived, 'zh-hant', 'D20Tests')!;
    expect(hant.map((section) => section.id)).toEqual(zh.map((section) => section.id));
    for (const [index, section] of hant.entries()) {
      expect(section.locale).toBe(zh[index]!.fallback ? 'en' : 'zh-hant');
      expect(section.stale).toBe(zh[index]!.stale);
      expect(section.draft).toBe(zh[index]!.draft);
      expect(section.source).toBe(zh[index]!.source);
      if (!section.fallback) expect(section.convertedFrom).toBe('zh');
    }
  });

  it('never carries a zh credit or acceptance onto the converted text', () => {
    for (const kind of ['reviewed', 'accepted'] as const) {
      const sections = new Map(
        [...model.sections].map(([id, entry]) => [
          id,
          id === 'Cover' && entry.zh
            ? {
                ...entry,
                zh: {
                  ...entry.zh,
                  review: kind,
                  reviewer:
                    kind === 'reviewed'
                      ? { kind: 'review' as const, by: '李雷', on: '2026-11-27', keyId: '0123456789abcdef' }
                      : {
                          kind: 'maintainer-acceptance' as const,
                          by: '李雷',
                          on: '2026-11-27',
                          acceptedBy: 'Maintainer',
                          reason: 'unsigned',
                        },
                  lastReview: { by: '李雷', on: '2026-11-27', text: 'x' },
                },
              }
            : entry,
        ]),
      );
      const zhFiles = model.files.map((file) =>
        file.collection === 'zh'
          ? { ...file, sections: file.sections.map((section) => sections.get(section.id)?.zh ?? section) }
          : file,
      );
      const pages = model.pages.map((page) => ({
        ...page,
        files: {
          ...page.files,
          ...(page.files.zh ? { zh: zhFiles.find((f) => f.file === page.files.zh!.file)! } : {}),
        },
      }));
      const hant = withDerivedLocales({ ...model, sections, files: zhFiles, pages });
      const cover = hant.sections.get('Cover')!['zh-hant']!;
      expect(cover.convertedFrom).toBe('zh');
      expect(cover.review).toBeUndefined();
      expect(cover.reviewer).toBeUndefined();
      expect(cover.lastReview).toBeUndefined();
      const shown = resolvePage(hant, 'zh-hant', pageOf(hant, 'Cover'))!.find((s) => s.id === 'Cover')!;
      expect(shown.credit).toBeUndefined();
      // The zh page still credits its own text.
      const zhShown = resolvePage(hant, 'zh', pageOf(hant, 'Cover'))!.find((s) => s.id === 'Cover')!;
      expect(zhShown.credit?.by).toBe('李雷');
    }
  });

  it('leaves the content tools counting the translated locales only', () => {
    expect(Object.keys(contentStatus(model).locales)).toEqual(['th', 'zh']);
  });
});

describe('a hand-written zh-hant section wins', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'polyhedral-zh-hant-'));
    handWrittenZhHant(root, [
      '## 豁免檢定 {#SavingThrows}',
      '',
      '這一節由人手寫成。',
      '',
      '## 無此節 {#NoSuchSection}',
      '',
      '英文與簡體中文都沒有這一節。',
      '',
    ]);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('keeps the hand-written section and converts the others', () => {
    const derived = withDerivedLocales(loadContent({ root }));
    const saves = derived.sections.get('SavingThrows')!['zh-hant']!;
    expect(saves.convertedFrom).toBeUndefined();
    expect(saves.markdown).toContain('這一節由人手寫成。');
    expect(derived.sections.get('AbilityChecks')!['zh-hant']!.convertedFrom).toBe('zh');
    const page = resolvePage(derived, 'zh-hant', 'D20Tests')!;
    expect(page.find((section) => section.id === 'SavingThrows')!.convertedFrom).toBeUndefined();
    expect(page.find((section) => section.id === 'AttackRolls')!.convertedFrom).toBe('zh');
  });

  it('keeps the converted sections beside it as stale as their zh text (not the hand-written file)', () => {
    const derived = withDerivedLocales(loadContent({ root }));
    const zh = resolvePage(derived, 'zh', 'D20Tests')!;
    const converted = resolvePage(derived, 'zh-hant', 'D20Tests')!.filter(
      (section) => section.convertedFrom === 'zh',
    );
    expect(converted.length).toBeGreaterThan(3);
    expect(converted.filter((section) => !section.stale).length).toBeGreaterThan(0);
    for (const section of converted)
      expect(section.stale, section.id).toBe(zh.find((other) => other.id === section.id)!.stale);
  });

  it('reports a hand-written section whose ID neither zh nor English has', () => {
    const model = loadContent({ root });
    expect(
      model.diagnostics
        .filter((diagnostic) => diagnostic.file.startsWith('zh-hant/'))
        .map((diagnostic) => [diagnostic.ruleId, diagnostic.params.id]),
    ).toEqual([['id-not-in-english', 'NoSuchSection']]);
  });
});
