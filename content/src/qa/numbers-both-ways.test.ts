/**
 * Numbers are held both ways (issue 72): a number or dice expression the translation ADDS is an
 * error as much as one it lacks; a section with no English is held to the core's facts, and every
 * number a change makes there is flagged for the maintainer. Cases from the issue: "+3 AC" in zh
 * Cover (the rule is +5, SRD 5.2 Cover table), the Greataxe's 1d12 changed to 1d10 in Thai
 * Dice: Damage (SRD 5.2 Weapons table: Greataxe 1d12).
 */
import { describe, expect, it } from 'vitest';
import { loadContent } from '../loader/load-content.ts';
import { coreFactFindings } from '../numbers/core-fact-findings.ts';
import { reviewSectionData } from '../review/page/review-section-data.ts';
import { checkSectionText } from '../section-check/check-section-text.ts';
import { numberChanges } from './changed-numbers.ts';
import { glossaryOfLocale } from './glossary-of-locale.ts';
import { qaSection } from './section-qa.ts';

const model = loadContent();

function sectionCheck(locale: 'th' | 'zh', id: string, edit: (text: string) => string, starting?: boolean) {
  const data = reviewSectionData(model, locale, id)!;
  const markdown = edit(data.translation.markdown);
  expect(markdown).not.toBe(data.translation.markdown);
  return checkSectionText({
    ...data.check,
    translation: { markdown, depth: data.translation.depth },
    ...(starting ? { starting: data.translation.markdown } : {}),
  }).map(({ ruleId, severity, params }) => ({ ruleId, severity, params }));
}

describe('numbers both ways', () => {
  it('an extra number in a translation is an error naming it (zh Cover "+3 AC")', () => {
    const found = sectionCheck('zh', 'Cover', (text) =>
      text.replace('则目标拥有四分之三掩护。', '则目标拥有四分之三掩护（+3 AC）。'),
    );
    expect(found).toEqual([
      {
        ruleId: 'qa-number-extra',
        severity: 'error',
        // The block is named, with the English block and the translated block it was compared with.
        params: {
          id: 'Cover',
          locale: 'zh',
          value: '3',
          block: 2,
          englishBlock: 2,
          englishText: expect.stringContaining('only the most protective degree of cover applies'),
          blockText: expect.stringContaining('则目标拥有四分之三掩护（+3 AC）。'),
        },
      },
    ]);
  });

  it('an extra dice expression is an error naming it, beside the missing one', () => {
    const english = '## Fall {#Falling}\n\nYou take 1d6 Bludgeoning damage for every 10 feet.';
    const findings = qaSection({
      id: 'Falling',
      locale: 'th',
      english: { markdown: english, depth: 2 },
      translation: { markdown: english.replace('1d6', '1d8'), depth: 2 },
    });
    expect(findings.map(({ ruleId, params }) => [ruleId, params.value])).toEqual([
      ['qa-dice-missing', '1d6'],
      ['qa-dice-extra', '1d8'],
    ]);
  });

  it('a declared exception (a number word written in digits) is not reported', () => {
    // content/qa-exceptions.yaml th DifficultTerrain "1": "ทุก 1 ฟุต" for "every foot".
    const data = reviewSectionData(model, 'th', 'DifficultTerrain')!;
    expect(data.translation.markdown).toContain('ทุก 1 ฟุต');
    expect(checkSectionText({ ...data.check, translation: data.translation })).toEqual([]);
  });

  it('a translation-only section is held to the core: Greataxe 1d10 in Thai Dice: Damage is an error', () => {
    const found = sectionCheck('th', 'Damage', (text) =>
      text.replace('(Greataxe) ใช้ 1d12', '(Greataxe) ใช้ 1d10'),
    );
    expect(found).toEqual([
      {
        ruleId: 'qa-fact-dice',
        severity: 'error',
        params: expect.objectContaining({ id: 'Damage', locale: 'th', expected: '1d12', found: '1d10' }),
      },
    ]);
  });

  it('the same in Chinese, by the Chinese name alone (巨斧)', () => {
    const found = sectionCheck('zh', 'Damage', (text) => text.replace('巨斧使用 1d12', '巨斧使用 1d10'));
    expect(found.map(({ ruleId, params }) => [ruleId, params.name, params.found])).toEqual([
      ['qa-fact-dice', '巨斧', '1d10'],
    ]);
  });

  it('a translation-only number nothing holds is flagged when it changes, never "no problem"', () => {
    const found = sectionCheck('th', 'PercentileDice', (text) => text.replace('ทอยได้ 71', 'ทอยได้ 72'), true);
    expect(found).toEqual([
      {
        ruleId: 'qa-number-unchecked',
        severity: 'warning',
        params: { id: 'PercentileDice', locale: 'th', before: '71', after: '72' },
      },
    ]);
  });

  it('the sections as they are have no fact error (the core and the text agree)', () => {
    for (const locale of ['th', 'zh'] as const) {
      const damage = model.sections.get('Damage')![locale]!;
      expect(
        coreFactFindings(damage.markdown, glossaryOfLocale(locale).facts!, { id: 'Damage', locale }),
      ).toEqual([]);
    }
  });

  it('numberChanges pairs what went with what came, dice and numbers apart', () => {
    expect(numberChanges('roll 1d12, add 5 and 2', 'roll 1d10, add 5')).toEqual([
      { before: '1d12', after: '1d10' },
      { before: '2', after: '—' },
    ]);
    expect(numberChanges('same 1d6 and 3', 'same  1d6 and 3 ')).toEqual([]);
  });
});
