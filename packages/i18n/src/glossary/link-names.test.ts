import { describe, expect, it } from 'vitest';
import { glossaryTerms } from './index.ts';
import { termLinkNames } from './link-names.ts';

describe('termLinkNames', () => {
  it('links actions only as the rules write them: "Dash action", 疾走动作, แอ็คชันพุ่งตัว', () => {
    const dash = (locale: 'en' | 'th' | 'zh') =>
      termLinkNames(locale).find((name) => name.termId === 'DashAction')?.text;
    expect([dash('en'), dash('zh'), dash('th')]).toEqual(['Dash action', '疾走动作', 'แอ็คชันพุ่งตัว']);
    // The bare Chinese name of Utilize is the everyday word for "use".
    expect(termLinkNames('zh').some((name) => name.text === '使用')).toBe(false);
  });

  it('leaves out names too short to find safely inside words (Thai ตาย Dead, Chinese 轮 Round)', () => {
    const ids = (locale: 'th' | 'zh') => new Set(termLinkNames(locale).map((name) => name.termId));
    expect(ids('th').has('Dead')).toBe(false);
    expect(ids('zh').has('Round')).toBe(false);
    expect(ids('th').has('ProneCondition')).toBe(true);
    // Sizes, paces and damage types are everyday words in Thai and Chinese (ใหญ่ "big", ปกติ "normal").
    expect(ids('th').has('LargeSize') || ids('th').has('NormalPace') || ids('zh').has('FireDamage')).toBe(
      false,
    );
    expect(termLinkNames('en').length).toBe(glossaryTerms.length);
  });

  it('lists longer names first, so Death Saving Throw is tried before Saving Throw', () => {
    const names = termLinkNames('en').map((name) => name.text);
    expect(names.indexOf('Death Saving Throw')).toBeLessThan(names.indexOf('Saving Throw'));
    for (let i = 1; i < names.length; i += 1)
      expect(names[i - 1]!.length).toBeGreaterThanOrEqual(names[i]!.length);
  });
});
