/**
 * Translation QA: one malformed fixture per class (content/test/fixtures/qa-*), each a Thai
 * draft of the same small English section with one deliberate fault, asserting the exact
 * `file:line:column: severity ruleId message` line.
 */
import { describe, expect, it } from 'vitest';
import { FIXTURE_TERMS, fixture } from '../../test/support/test-support.ts';
import { formatDiagnostic } from '../findings/diagnostic.ts';
import type { ContentRuleId } from '../findings/messages.ts';
import { checkContent } from './check-content.ts';
import { checkTranslationQa } from './translation-qa.ts';

const TH = 'th/playing-the-game/Cover.md';
const QA_RULES = new Set<string>([
  'qa-heading-level',
  'qa-number-missing',
  'qa-number-changed',
  'qa-number-extra',
  'qa-dice-missing',
  'qa-dice-extra',
  'qa-link-missing',
  'qa-link-extra',
  'qa-directive-mismatch',
  'qa-list-count',
  'qa-table-rows',
  'qa-term-name',
  'qa-term-avoided',
  'provenance-license-mismatch',
  'front-matter-unknown-section',
]);

function findings(name: string): string[] {
  const result = checkContent({ root: fixture(name), knownTermIds: FIXTURE_TERMS });
  return result.diagnostics.filter((d) => QA_RULES.has(d.ruleId)).map((d) => formatDiagnostic(d));
}

/** The two texts a dice finding of the fixture shows: the English block and the Thai block. */
const BLOCK_3D6 =
  '\n  en: A target with Half Cover has a +2 bonus to AC and roll 2d6 for debris:\n  th: เป้าหมายที่มีสิ่งกำบังครึ่งตัวได้โบนัส +2 ต่อ AC และทอย 3d6 สำหรับเศษซาก:';

describe('translation QA', () => {
  it('finds nothing in a faithful draft', () => {
    expect(findings('qa-valid')).toEqual([]);
  });

  it.each<[ContentRuleId, string | string[]]>([
    [
      'qa-number-missing',
      // The finding shows the English block and the translated block it compares (issue 86).
      `${TH}:17:41: error qa-number-changed Section "HalfCover" (th) has 3 here where the English has 2: keep the English number, or declare the difference in content/qa-exceptions.yaml with a reason\n  en: A target with Half Cover has a +2 bonus to AC and roll 2d6 for debris:\n  th: เป้าหมายที่มีสิ่งกำบังครึ่งตัวได้โบนัส +3 ต่อ AC และทอย 2d6 สำหรับเศษซาก:`,
    ],
    [
      'qa-dice-missing',
      [
        // At the block that lacks it (line 17), not the section's heading.
        `${TH}:17:1: error qa-dice-missing Section "HalfCover" (th) does not contain the dice expression 2d6 that the English has${BLOCK_3D6}`,
        `${TH}:17:57: error qa-dice-extra Section "HalfCover" (th) has the dice expression 3d6, which the English section does not have${BLOCK_3D6}`,
      ],
    ],
    [
      'qa-link-missing',
      `${TH}:13:1: error qa-link-missing Section "Cover" (th) has no link to rule:DiceNotation, which the English links`,
    ],
    [
      'qa-link-extra',
      `${TH}:17:75: error qa-link-extra Section "HalfCover" (th) links to rule:Cover, which the English section does not link`,
    ],
    [
      'qa-heading-level',
      `${TH}:24:1: error qa-heading-level Section "CoverTable" is a level 4 heading in th but level 3 in English: use the same number of #`,
    ],
    [
      'qa-directive-mismatch',
      `${TH}:22:1: error qa-directive-mismatch Section "HalfCover" (th) has directives ::calc{bonus="2" kind="d20-test"}; the English has ::calc{kind="d20-test"}: copy them unchanged`,
    ],
    [
      'qa-list-count',
      `${TH}:15:1: warning qa-list-count Section "HalfCover" (th) has 1 list items; the English has 2`,
    ],
    [
      'qa-table-rows',
      `${TH}:24:1: warning qa-table-rows Section "CoverTable" (th) has 2 table rows; the English has 3`,
    ],
    [
      'qa-term-name',
      `${TH}:13:1: error qa-term-name Section "Cover" (th) does not use the glossary name "การได้เปรียบ" for the term Advantage that the English uses`,
    ],
    [
      'qa-term-avoided',
      `${TH}:17:56: error qa-term-avoided Section "HalfCover" (th) writes "โจมตีระยะประชิด", a form the glossary rejects for the term Melee: write "ประชิดตัว" (packages/i18n/src/glossary/terms.json, "avoid")`,
    ],
    [
      'provenance-license-mismatch',
      `${TH}:15:1: error provenance-license-mismatch Section "HalfCover" is labelled polyhedral-th (CC-BY-4.0), but its English original comes from free-rules-2024 (Free rules, not open-licensed (all rights reserved by Wizards of the Coast)), which is not open-licensed: name a source that does not claim an open licence (in "sources:" or "source:")`,
    ],
    [
      'front-matter-unknown-section',
      `${TH}:7:1: error front-matter-unknown-section Front matter "review" names section "CoverTabel", which this file does not have`,
    ],
  ])('%s', (name, line) => {
    expect(findings(name)).toEqual(Array.isArray(line) ? line : [line]);
  });

  it('accepts a declared exception and nothing else', () => {
    const result = checkContent({ root: fixture('qa-number-missing'), knownTermIds: FIXTURE_TERMS });
    const exceptions = {
      th: {
        HalfCover: [
          { kind: 'number' as const, value: '2', reason: 'Test: the bonus is written out in words here.' },
        ],
      },
    };
    // The English 2 is excused; the 3 the translation writes instead is a number of its own (issue 72).
    const remaining = checkTranslationQa(result.model, exceptions).filter((d) => d.severity === 'error');
    expect(remaining.map((d) => [d.ruleId, d.params.value])).toEqual([['qa-number-extra', '3']]);
    const both = {
      th: {
        HalfCover: [
          ...exceptions.th.HalfCover,
          { kind: 'number' as const, value: '3', reason: 'Test: the translation writes 3 on purpose.' },
        ],
      },
    };
    expect(checkTranslationQa(result.model, both).filter((d) => d.severity === 'error')).toEqual([]);
    const otherValue = {
      th: { HalfCover: [{ kind: 'number' as const, value: '5', reason: 'Test: a different number.' }] },
    };
    expect(checkTranslationQa(result.model, otherValue).map((d) => d.ruleId)).toContain('qa-number-changed');
  });
});
