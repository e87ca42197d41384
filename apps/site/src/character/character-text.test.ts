import { messagesFor } from '@polyhedral/i18n';
import { describe, expect, it } from 'vitest';
import { characterText } from './character-text.ts';

const PREFIXES = ['character.', 'table.ability.', 'table.skill.', 'calc.error.', 'rules.', 'errors.'];
const messagesOf = (locale: 'en' | 'th' | 'zh') =>
  Object.assign({}, ...PREFIXES.map((prefix) => messagesFor(locale, prefix))) as Record<string, string>;

describe('characterText: the page’s words and numbers in the reader’s language', () => {
  const en = characterText('en', messagesOf('en'), {});

  it('numbers and modifiers the locale’s way (a minus sign, not a hyphen)', () => {
    expect(en.n(1234)).toBe('1,234');
    expect(en.signed(3)).toBe('+3');
    expect(en.signed(-1)).toBe('\u22121');
    expect(en.abilityName('wisdom')).toBe(messagesOf('en')['table.ability.wisdom']);
  });

  it('an error names a field by its label, a score by its ability, never by its key', () => {
    const level = en.error({
      code: 'rules.input.out-of-range',
      params: { field: 'level', min: 1, max: 20, actual: 25 },
    });
    expect(level).toBe('Level must be between 1 and 20 (got 25).');
    const score = en.error({
      code: 'rules.input.out-of-range',
      params: { field: 'scores.wisdom', min: 1, max: 30, actual: 31 },
    });
    expect(score).toBe(`${en.abilityName('wisdom')} must be between 1 and 30 (got 31).`);
  });

  it('an "other" background with an ability chosen twice names the field in every language (rules.input.duplicate)', () => {
    // The core refuses a repeated ability (rules/ability-generation.ts): the raw key showed before.
    for (const locale of ['en', 'th', 'zh'] as const) {
      const text = characterText(locale, messagesOf(locale), {}).error({
        code: 'rules.input.duplicate',
        params: { field: 'backgroundAbilities' },
      });
      expect(text).not.toMatch(/character\.field|backgroundAbilities/);
      expect(text).toContain(messagesOf(locale)['character.field.backgroundAbilities']);
    }
  });

  it('an ability in the parameters is named in the reader’s language', () => {
    const th = characterText('th', messagesOf('th'), {});
    const text = th.error({
      code: 'rules.background.above-maximum',
      params: { ability: 'strength', actual: 21, max: 20 },
    });
    expect(text).toContain(th.abilityName('strength'));
    expect(text).not.toContain('strength');
  });

  it('a message missing from the page’s messages shows its key', () => {
    expect(en.tData('character.no-such-key')).toBe('character.no-such-key');
  });
});
