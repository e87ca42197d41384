/**
 * Single-section QA on Markdown held in memory (what an editor calls while the translator
 * types): the same findings as `content check`, positioned in the given strings.
 */
import { describe, expect, it } from 'vitest';
import { qaSection } from './section-qa.ts';

const ENGLISH = [
  '## Cover Bonus {#HalfCover}',
  '',
  'A target with half cover has a +2 bonus to AC. Roll 2d6 and see [Cover](rule:Cover).',
  '',
  '::calc{kind="d20-test"}',
].join('\n');

function qa(translation: string, depth = 2) {
  return qaSection({
    id: 'HalfCover',
    locale: 'th',
    english: { markdown: ENGLISH, depth: 2 },
    translation: { markdown: translation, depth },
  });
}

describe('qaSection', () => {
  it('finds nothing in a faithful translation', () => {
    const faithful = ENGLISH.replace('A target with half cover has a', 'เป้าหมายที่มีที่กำบังครึ่งหนึ่งได้');
    expect(qa(faithful)).toEqual([]);
  });

  it('points a changed number at the number the translation writes and at the one in English', () => {
    const [finding, ...rest] = qa(ENGLISH.replace('+2', '+3'));
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({
      ruleId: 'qa-number-changed',
      severity: 'error',
      params: { id: 'HalfCover', locale: 'th', expected: '2', found: '3' },
      line: 3,
      column: 33,
      english: { line: 3, column: 33 },
    });
  });

  it('points a missing number at the block that lacks it and at the number in English', () => {
    const [finding, ...rest] = qa(ENGLISH.replace('+2', ''));
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({
      ruleId: 'qa-number-missing',
      params: { value: '2' },
      line: 3,
      column: 1,
      english: { line: 3, column: 33 },
    });
  });

  it('points an added link and an added directive at where the translation writes them', () => {
    const changed = `${ENGLISH.replace('::calc{kind="d20-test"}', '::calc{kind="d20-test" bonus="2"}')}\n\nSee [Dice](rule:Dice).`;
    const found = qa(changed).map(({ ruleId, line, column }) => ({ ruleId, line, column }));
    expect(found).toEqual([
      // The added paragraph is also a block the English does not have.
      { ruleId: 'align-extra', line: 7, column: 1 },
      { ruleId: 'qa-link-extra', line: 7, column: 5 },
      { ruleId: 'qa-directive-mismatch', line: 5, column: 1 },
    ]);
  });

  it('reports a heading at another level, a missing dice expression and the one written instead', () => {
    const found = qa(ENGLISH.replace('2d6', '3d6'), 3).map((finding) => [finding.ruleId, finding.english]);
    expect(found).toEqual([
      ['qa-heading-level', undefined],
      ['qa-dice-missing', { line: 3, column: 53 }],
      ['qa-dice-extra', undefined],
    ]);
  });
});

describe('numbers are compared block by block, each change at its own place', () => {
  // SRD 5.2 "Playing the Game", D20 Tests: a natural 20 on an attack roll is a Critical Hit; the
  // translation of such a paragraph keeps each 20 where the English has it.
  const english = [
    '## Rolling a 20 {#Rolling20}',
    '',
    'If you roll a 20 on the d20 for an attack roll, you score a Critical Hit.',
    '',
    'A 20 is not an automatic success on a check; a roll of 20 plus 2 against DC 20 succeeds.',
  ].join('\n');
  const thai = (first: string, second: string, third: string, fourth: string) =>
    [
      '## ทอยได้ 20 {#Rolling20}',
      '',
      `ถ้าทอย d20 สำหรับการทอยโจมตีได้ ${first} คุณจะได้การโจมตีคริติคอล`,
      '',
      `การทอยได้ ${second} ไม่ใช่ความสำเร็จอัตโนมัติในการทดสอบ ทอยได้ ${third} บวก 2 กับ DC ${fourth} สำเร็จ`,
    ].join('\n');
  const qa = (markdown: string) =>
    qaSection({
      id: 'Rolling20',
      locale: 'th',
      english: { markdown: english, depth: 2 },
      translation: { markdown, depth: 2 },
    }).filter((finding) => finding.ruleId.startsWith('qa-number'));

  it('finds nothing when every number is in its block', () => {
    expect(qa(thai('20', '20', '20', '20'))).toEqual([]);
  });

  it('three of four 20s changed to 30: three findings, each at its own line and column', () => {
    const findings = qa(thai('20', '30', '30', '30'));
    expect(
      findings.map(({ ruleId, line, column, params }) => ({ ruleId, line, column, found: params.found })),
    ).toEqual([
      { ruleId: 'qa-number-changed', line: 5, column: 11, found: '30' },
      { ruleId: 'qa-number-changed', line: 5, column: 57, found: '30' },
      { ruleId: 'qa-number-changed', line: 5, column: 73, found: '30' },
    ]);
  });

  it('two numbers that change places in a block are a swap, named at the first moved one and its English place', () => {
    const line = 'Add +2 to the roll against DC 12, then roll 2d6 and 1d6.';
    const english = `## Rolling a 20 {#Rolling20}\n\n${line}`;
    const column = (text: string, value: string) => text.indexOf(value) + 1;
    const found = (text: string) =>
      qaSection({
        id: 'Rolling20',
        locale: 'th',
        english: { markdown: english, depth: 2 },
        translation: { markdown: `## ทอยได้ 20 {#Rolling20}\n\n${text}`, depth: 2 },
      }).map(({ ruleId, line, column, english: at, params }) => ({
        ruleId,
        at: [line, column],
        english: [at?.line, at?.column],
        expected: params.expected,
        found: params.found,
      }));
    // The one finding for `text`: its rule, where it is (`at`) and its English place (`englishAt`).
    const finding = (
      ruleId: string,
      text: string,
      at: string,
      englishAt: string,
      expected: string,
      was: string,
    ) => [{ ruleId, at: [3, column(text, at)], english: [3, column(line, englishAt)], expected, found: was }];
    expect(found('บวก +2 กับ DC 12 แล้วทอย 2d6 และ 1d6')).toEqual([]);
    const swapped = 'บวก +2 กับ DC 12 แล้วทอย 1d6 และ 2d6';
    expect(found(swapped)).toEqual(finding('numbers-swapped', swapped, '1d6', '2d6', '2d6, 1d6', '1d6, 2d6'));
    // Unsigned numbers may move with the grammar; a signed one keeps its sign.
    expect(found('กับ DC 12 ให้บวก +2 แล้วทอย 2d6 และ 1d6')).toEqual([]);
    const flipped = 'บวก −2 กับ DC 12 แล้วทอย 2d6 และ 1d6';
    expect(found(flipped)).toEqual(finding('numbers-sign', flipped, '2 กับ', '2 to', '+2', '−2'));
  });

  it('a number moved to another paragraph is a change in one and an extra in the other (the section total is the same)', () => {
    const moved = thai('30', '20', '20', '20').replace('บวก 2', 'บวก 2 และ 20');
    expect(
      qa(moved).map((finding) => [finding.ruleId, finding.params.found ?? finding.params.value]),
    ).toEqual([
      ['qa-number-changed', '30'],
      ['qa-number-extra', '20'],
    ]);
  });
});
