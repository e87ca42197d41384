/**
 * The content check holds the terminology the second bilingual reading settled (issue
 * "translation corrections, second reading", item 4): each kind of split is put back here and
 * caught, and the repository's strings and content pass.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ResourceSet } from '@polyhedral/i18n';
import { describe, expect, it } from 'vitest';
import { copyFixture, FIXTURE_TERMS } from '../../test/support/test-support.ts';
import { formatDiagnostic } from '../findings/diagnostic.ts';
import { loadContent } from '../loader/load-content.ts';
import { checkContent } from './check-content.ts';
import { checkPrintedChapters, checkUiStrings, type StringFiles } from './check-terminology.ts';

const FILES: StringFiles = {
  file: (locale, namespace) => `strings/${locale}/${namespace}.json`,
  line: () => 7,
};

function strings(en: Record<string, string>, th: Record<string, string>, zh: Record<string, string> = {}) {
  return { en: { calc: en }, th: { calc: th }, zh: { calc: zh } } as unknown as ResourceSet;
}

const shown = (set: ResourceSet) =>
  checkUiStrings(FILES, set).map((diagnostic) => formatDiagnostic(diagnostic));

describe('terminology in the UI strings', () => {
  it('a second name for a term (an avoided form) in a string is an error at its file and line', () => {
    // Game Master: DM in the Thai content, so GM in a Thai string is a second name.
    expect(shown(strings({ 'calc.x': 'The GM decides.' }, { 'calc.x': 'GM ตัดสิน' }))).toEqual([
      'strings/th/calc.json:7:1: error strings-term-avoided UI string "calc.x" (th) writes "GM", a form the glossary rejects for the term GameMaster: write "DM" (packages/i18n/src/glossary/terms.json, "avoid")',
    ]);
    expect(shown(strings({ 'calc.y': 'Stunned' }, {}, { 'calc.y': '击晕' }))[0]).toMatch(
      /strings-term-avoided .*"击晕"/,
    );
  });

  it('a string whose English names a term must use the glossary name for it', () => {
    expect(shown(strings({ 'calc.cover': 'Half Cover (+2)' }, { 'calc.cover': 'กำบังครึ่งหนึ่ง (+2)' }))).toEqual([
      'strings/th/calc.json:7:1: error strings-term-name UI string "calc.cover" (th) does not use the glossary name "สิ่งกำบังครึ่งตัว" for the term HalfCover that the English string names',
    ]);
    expect(shown(strings({ 'calc.cover': 'Half Cover (+2)' }, { 'calc.cover': 'สิ่งกำบังครึ่งตัว (+2)' }))).toEqual(
      [],
    );
  });

  it('Thai may drop the nominalizer: "พักยาว" names Long Rest (การพักยาว)', () => {
    expect(shown(strings({ 'calc.rest': 'after a Long Rest' }, { 'calc.rest': 'หลังพักยาว' }))).toEqual([]);
  });

  it('a set checked twice is placed in each caller’s files (its findings are worked out once)', () => {
    const set = strings({ 'calc.x': 'The GM decides.' }, { 'calc.x': 'GM ตัดสิน' });
    const elsewhere: StringFiles = { file: (locale) => `other/${locale}.json`, line: () => 3 };
    expect(shown(set)).toEqual([
      expect.stringMatching(/^strings\/th\/calc\.json:7:1: error strings-term-avoided /),
    ]);
    expect(checkUiStrings(elsewhere, set).map((diagnostic) => formatDiagnostic(diagnostic))).toEqual([
      expect.stringMatching(
        /^other\/th\.json:3:1: error strings-term-avoided UI string "calc\.x" \(th\) writes "GM"/,
      ),
    ]);
    // The findings a caller gets are its own: changing them does not change the next caller's.
    const first = checkUiStrings(FILES, set)[0]!;
    first.params.form = 'changed';
    expect(checkUiStrings(FILES, set)[0]!.params.form).toBe('GM');
  });

  it('a printed-book chapter number in a string is an error', () => {
    expect(shown(strings({ 'calc.see': 'See “Spells”.' }, { 'calc.see': 'ดูบทที่ 7' }))[0]).toMatch(
      /error text-printed-chapter "บทที่ 7" \(th\)/,
    );
  });
});

describe('printed-book chapters in the content', () => {
  it('finds "บทที่ 7" and "第 6 章" at their line and column', () => {
    const root = copyFixture('valid');
    const thai = path.join(root, 'th/playing-the-game/Dice.md');
    writeFileSync(thai, readFileSync(thai, 'utf8').replace('ทอย 8d6 แล้วรวมกัน', 'ทอย 8d6 แล้วรวมกัน (ดูบทที่ 7)'));
    const found = checkPrintedChapters(loadContent({ root })).map((diagnostic) =>
      formatDiagnostic(diagnostic),
    );
    expect(found).toEqual([
      'th/playing-the-game/Dice.md:16:23: error text-printed-chapter "บทที่ 7" (th) refers to a chapter number of the printed book, which this site does not have: link the rule page (rule:ID) or name the chapter by its title',
    ]);
    expect(checkContent({ root, knownTermIds: FIXTURE_TERMS, strings: null }).errors).toBeGreaterThan(0);
  });
});

describe("the repository's strings and content", () => {
  it('have no terminology error or warning', () => {
    const found = checkContent()
      .diagnostics.filter((d) =>
        ['strings-term-avoided', 'strings-term-name', 'text-printed-chapter'].includes(d.ruleId),
      )
      .map((d) => formatDiagnostic(d));
    expect(found).toEqual([]);
  });
});
