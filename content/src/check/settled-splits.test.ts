/**
 * The content check holds the term splits the third bilingual reading found and the corrections
 * removed: each one is put back here, in a copy of this repository's content or strings, and
 * `content check` reports it (as an error, at its place). Knock Out (zh 击昏, not 打昏), Stat
 * Block (th ข้อมูลมอนสเตอร์, not รายละเอียดมอนสเตอร์ or ชีทข้อมูลมอนสเตอร์), Effect (zh 效应, not 效果
 * for a game effect) and Initiative order (zh 先攻顺序, not 先攻序列).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ResourceSet, resources } from '@polyhedral/i18n';
import { afterAll, describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../findings/diagnostic.ts';
import { copyContentData } from '../loader/content-data.ts';
import { DEFAULT_CONTENT_ROOT } from '../loader/content-root.ts';
import { checkContent } from './check-content.ts';
import { checkUiStrings, type StringFiles } from './check-terminology.ts';

/**
 * One copy of the repository's content tree (texts and config, no code) for the file, made on
 * first use: each test writes its one change into it and puts the file back after its check, so
 * every check sees the repository's tree but for that change (a copy per test cost a third of a
 * CPU-second each, and a cold check of its tree).
 */
let copy: string | undefined;
afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

function contentCopy(): string {
  if (!copy) {
    copy = mkdtempSync(path.join(tmpdir(), 'settled-splits-'));
    copyContentData(DEFAULT_CONTENT_ROOT, copy);
  }
  return copy;
}

/** The check's errors in the copy of the content where `file` has `before` written as `after`. */
function errorsWith(file: string, before: string, after: string): string[] {
  const root = contentCopy();
  const where = path.join(root, file);
  const text = readFileSync(where, 'utf8');
  expect(text, `${file} holds the corrected wording`).toContain(before);
  writeFileSync(where, text.replace(before, after));
  try {
    return checkContent({ root, strings: null })
      .diagnostics.filter((diagnostic) => diagnostic.severity === 'error')
      .map((diagnostic) => formatDiagnostic(diagnostic));
  } finally {
    writeFileSync(where, text);
  }
}

const FILES: StringFiles = {
  file: (locale, namespace) => `strings/${locale}/${namespace}.json`,
  line: () => 1,
};

/** The string check's findings with one repository string rewritten. */
function stringFindingsWith(locale: 'th' | 'zh', namespace: string, key: string, text: string): string[] {
  const set = structuredClone(resources) as ResourceSet;
  const messages = set[locale][namespace] as Record<string, string>;
  expect(messages[key], `${locale}/${namespace} ${key}`).toBeDefined();
  messages[key] = text;
  return checkUiStrings(FILES, set).map((diagnostic) => formatDiagnostic(diagnostic));
}

describe('a settled split put back is reported', () => {
  it('the repository as corrected has none of them', () => {
    const root = contentCopy();
    expect(checkContent({ root, strings: null }).errors).toBe(0);
    expect(checkUiStrings(FILES)).toEqual([]);
  });

  it('Knock Out: 打昏 in the content (zh 击昏)', () => {
    expect(
      errorsWith('zh/playing-the-game/Combat.md', '或被击昏', '或被打昏').filter((line) =>
        line.includes('qa-term-avoided'),
      ),
    ).toEqual([
      expect.stringMatching(
        /zh\/playing-the-game\/Combat\.md:\d+:\d+: error qa-term-avoided .*"打昏".*KnockOut: write "击昏"/,
      ),
    ]);
  });

  it('Knock Out: 打昏 back in the calculator string (zh 击昏)', () => {
    expect(
      stringFindingsWith('zh', 'calc', 'calc.damage-application.knockout', '近战攻击：打昏而非杀死'),
    ).toEqual([
      'strings/zh/calc.json:1:1: error strings-term-avoided UI string "calc.damage-application.knockout" (zh) writes "打昏", a form the glossary rejects for the term KnockOut: write "击昏" (packages/i18n/src/glossary/terms.json, "avoid")',
      // The name the English asks for is missing too (settled-names.ts), whatever word took its place.
      'strings/zh/calc.json:1:1: error strings-term-name UI string "calc.damage-application.knockout" (zh) does not use the glossary name "击昏" for the term KnockOut that the English string names',
    ]);
  });

  it('Stat Block: a second Thai name (รายละเอียดมอนสเตอร์, ชีทข้อมูลมอนสเตอร์)', () => {
    const file = 'th/playing-the-game/Proficiency.md';
    const second = errorsWith(file, 'จะมีระบุอยู่ในข้อมูลมอนสเตอร์', 'จะมีระบุอยู่ในรายละเอียดมอนสเตอร์');
    expect(second).toEqual([expect.stringMatching(/error qa-term-avoided .*"รายละเอียดมอนสเตอร์".*StatBlock/)]);
    const third = errorsWith(
      'th/playing-the-game/D20Tests.md',
      'ระบุไว้ในข้อมูลมอนสเตอร์',
      'ระบุไว้ในชีทข้อมูลมอนสเตอร์',
    );
    expect(third).toEqual([expect.stringMatching(/error qa-term-avoided .*"ชีทข้อมูลมอนสเตอร์".*StatBlock/)]);
  });

  it('Effect: 效果 for a game effect in zh (效应)', () => {
    expect(
      errorsWith('zh/playing-the-game/D20Tests.md', '如果你不想抵抗该效应', '如果你不想抵抗效果'),
    ).toEqual([
      expect.stringMatching(
        /zh\/playing-the-game\/D20Tests\.md:\d+:\d+: error qa-term-avoided .*"抵抗效果".*Effect: write "效应"/,
      ),
    ]);
    expect(
      stringFindingsWith(
        'zh',
        'table',
        'table.ability-scores.meaning.lowest',
        '如果一个效果将属性值降低到 0。',
      ),
    ).toEqual([
      expect.stringMatching(/error strings-term-avoided .*"个效果".*Effect/),
      expect.stringMatching(/error strings-term-name .*"效应" for the term Effect/),
    ]);
  });

  it('Initiative order: 先攻序列 in zh (先攻顺序)', () => {
    expect(
      errorsWith(
        'zh/playing-the-game/Combat.md',
        '以确定自己在先攻顺序中的位置',
        '以确定自己在先攻序列中的位置',
      ),
    ).toEqual([expect.stringMatching(/error qa-term-avoided .*"先攻序列".*Initiative: write "先攻"/)]);
  });
});
