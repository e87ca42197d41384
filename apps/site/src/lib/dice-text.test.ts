import { describe, expect, it } from 'vitest';
import { blocksHaveDice, coreTableTexts, textHasDice } from './dice-text.ts';

describe('dice in plain texts', () => {
  it('finds dice in a glossary-style definition, not in a name (SRD: "regains 1 Hit Point after 1d4 hours")', () => {
    expect(textHasDice('regains 1 Hit Point after 1d4 hours')).toBe(true);
    expect(textHasDice('a D20 Test')).toBe(false);
  });

  it('sees the 1d12 column of the Standard Languages table (002 lines 930-941) in every locale', () => {
    for (const locale of ['en', 'th', 'zh'] as const) {
      expect(coreTableTexts('StandardLanguages', locale)).toContain('1d12');
    }
    expect(coreTableTexts('ProficiencyBonusTable', 'en').some(textHasDice)).toBe(false);
  });

  it('marks blocks with dice: an HTML dice button or a core table holding dice', () => {
    const button = '<p><button type="button" class="dice-inline" data-dice="1d4">1d4</button></p>';
    expect(blocksHaveDice([{ type: 'html', html: button }], 'en')).toBe(true);
    expect(blocksHaveDice([{ type: 'html', html: '<p>1d4</p>' }], 'en')).toBe(false);
    expect(
      blocksHaveDice([{ type: 'table', id: 'StandardLanguages', sectionId: null, heading: null }], 'th'),
    ).toBe(true);
    expect(
      blocksHaveDice([{ type: 'table', id: 'ProficiencyBonusTable', sectionId: null, heading: null }], 'th'),
    ).toBe(false);
  });
});
