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

  it('points a missing number at the translation heading and at the number in English', () => {
    const [finding, ...rest] = qa(ENGLISH.replace('+2', '+3'));
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({
      ruleId: 'qa-number-missing',
      severity: 'error',
      params: { id: 'HalfCover', locale: 'th', value: '2' },
      line: 1,
      column: 1,
      english: { line: 3, column: 33 },
    });
  });

  it('points an added link and an added directive at where the translation writes them', () => {
    const changed = `${ENGLISH.replace('::calc{kind="d20-test"}', '::calc{kind="d20-test" bonus="2"}')}\n\nSee [Dice](rule:Dice).`;
    const found = qa(changed).map(({ ruleId, line, column }) => ({ ruleId, line, column }));
    expect(found).toEqual([
      { ruleId: 'qa-link-extra', line: 7, column: 5 },
      { ruleId: 'qa-directive-mismatch', line: 5, column: 1 },
    ]);
  });

  it('reports a heading at another level and a missing dice expression', () => {
    const found = qa(ENGLISH.replace('2d6', '3d6'), 3).map((finding) => [finding.ruleId, finding.english]);
    expect(found).toEqual([
      ['qa-heading-level', undefined],
      ['qa-dice-missing', { line: 3, column: 53 }],
    ]);
  });
});
