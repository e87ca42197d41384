import { describe, expect, it } from 'vitest';
import { describeCause } from './describe-cause.ts';
import { termName } from './glossary/index.ts';
import type { Locale } from './locales.ts';
import { messagesFor } from './messages-for.ts';

// The reasons of issue 43, as the rules core gives them (conditions.cause.*): the glossary's
// condition names (ParalyzedCondition: "you automatically fail Strength and Dexterity saving
// throws"; UnconsciousCondition: "any hit from within 5 feet is a Critical Hit").
const say = (locale: Locale, code: string, params: Record<string, string | number>) =>
  describeCause({ code, params }, messagesFor(locale, ''), locale, (id) => termName(id, locale));

describe('describeCause', () => {
  it('says "Disadvantage: Poisoned", "Automatic failure: Paralyzed" and the Critical Hit within 5 feet', () => {
    expect(say('en', 'conditions.cause.disadvantage', { condition: 'PoisonedCondition' })).toBe(
      'Disadvantage: Poisoned',
    );
    expect(say('en', 'conditions.cause.auto-fail', { condition: 'ParalyzedCondition' })).toBe(
      'Automatic failure: Paralyzed',
    );
    expect(say('en', 'conditions.cause.critical-within-5-feet', { condition: 'UnconsciousCondition' })).toBe(
      'A hit is a Critical Hit: Unconscious, attacker within 5 feet',
    );
  });

  it('uses the glossary names in Thai and Chinese', () => {
    expect(say('th', 'conditions.cause.auto-fail', { condition: 'ParalyzedCondition' })).toBe(
      'ล้มเหลวโดยอัตโนมัติ: เป็นอัมพาต',
    );
    expect(say('zh', 'conditions.cause.disadvantage', { condition: 'PoisonedCondition' })).toBe('劣势：中毒');
  });

  it('names the condition that implied another, signs modifiers and lists abilities', () => {
    expect(
      say('en', 'conditions.cause.disadvantage', {
        condition: 'ProneCondition',
        via: 'UnconsciousCondition',
      }),
    ).toBe('Disadvantage: Prone (from Unconscious)');
    expect(
      say('en', 'conditions.cause.exhaustion', { condition: 'ExhaustionCondition', amount: -6, level: 3 }),
    ).toBe('−6: Exhaustion level 3');
    expect(say('en', 'conditions.effect.auto-fail.save', { abilities: 'strength,dexterity' })).toBe(
      'Automatically fails Strength and Dexterity saving throws',
    );
  });
});
