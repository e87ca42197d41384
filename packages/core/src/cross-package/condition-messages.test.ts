/** Every condition effect and every reason the core gives has its words in en, th and zh. */
import { describeCause, messagesFor, termName } from '@polyhedral/i18n';
import { describe, expect, it } from 'vitest';
import { CONDITION_RULES } from '../conditions/condition-rules.ts';
import { CONDITION_ROLL_KINDS, JUDGEMENTS } from '../conditions/condition-types.ts';
import { describeConditionEffect } from '../conditions/describe-effect.ts';
import { type RollConditionsInput, rollConditions } from '../conditions/roll-conditions.ts';
import { getRuleset } from '../rulesets/index.ts';
import { TRACKER_CONDITIONS } from '../tracker/tracker-limits.ts';

const LOCALES = ['en', 'th', 'zh'] as const;

/** Every message of each locale, read once (one object per locale, as a surface holds it). */
const MESSAGES = Object.fromEntries(LOCALES.map((locale) => [locale, messagesFor(locale, '')]));

function said(
  code: string,
  params: Readonly<Record<string, string | number>>,
  locale: (typeof LOCALES)[number],
) {
  const messages = MESSAGES[locale]!;
  const text = describeCause({ code, params }, messages, locale, (id) => termName(id, locale));
  return { text, known: Object.hasOwn(messages, code) || Object.hasOwn(messages, `${code}_other`) };
}

describe('condition messages', () => {
  it('every effect of every condition, in both rulesets, has its words in every locale', () => {
    let count = 0;
    for (const rules of Object.values(CONDITION_RULES)) {
      for (const rule of Object.values(rules.conditions)) {
        if (rule.status !== 'rule') continue;
        for (const effect of rule.effects) {
          const cause = describeConditionEffect(effect);
          for (const locale of LOCALES) {
            const { text, known } = said(cause.code, cause.params, locale);
            expect(known, `${cause.code} in ${locale}`).toBe(true);
            expect(text, `${effect.id} in ${locale}`).not.toMatch(/\{\{|conditions\.|table\./);
            count++;
          }
        }
      }
    }
    expect(count).toBeGreaterThan(150);
  });

  it('every reason rollConditions gives reads as words in every locale', () => {
    const seen = new Set<string>();
    for (const ruleset of ['srd-5.2', 'playtest'].map(getRuleset)) {
      for (const roll of CONDITION_ROLL_KINDS) {
        for (const condition of TRACKER_CONDITIONS) {
          for (const within5Feet of roll === 'attack' ? [true, false, undefined] : [undefined]) {
            const input: RollConditionsInput = {
              roll,
              ability: 'dexterity',
              roller: { conditions: [condition], exhaustion: ruleset.id === 'srd-5.2' ? 2 : 0 },
              target: { conditions: [condition] },
              ...(within5Feet === undefined ? {} : { within5Feet }),
              advantage: 1,
              disadvantage: 2,
              bonusDice: [{ sign: 1, count: 1, sides: 4 }],
              judged: [...JUDGEMENTS].slice(0, 2),
            };
            // A condition (or Exhaustion) the ruleset lacks is refused: its words are the refusal's.
            const refused = (() => {
              try {
                rollConditions(input, ruleset);
                return false;
              } catch (error) {
                return (error as { code?: string }).code === 'rules.ruleset.no-condition';
              }
            })();
            if (refused) continue;
            const result = rollConditions(input, ruleset);
            for (const cause of [...result.causes, ...result.judgement.map((j) => j.cause)]) {
              seen.add(cause.code);
              for (const locale of LOCALES) {
                const { text, known } = said(cause.code, cause.params, locale);
                expect(known, `${cause.code} in ${locale}`).toBe(true);
                expect(text).not.toMatch(/\{\{|conditions\.|calc\./);
              }
            }
          }
        }
      }
      // Immunity: a creature's own (Prone) and a condition's (Petrified: Poisoned; SRD 5.2 only).
      if (ruleset.id !== 'srd-5.2') continue;
      const immune = rollConditions(
        {
          roll: 'check',
          ability: 'wisdom',
          roller: {
            conditions: ['PetrifiedCondition', 'PoisonedCondition', 'ProneCondition'],
            immuneTo: ['ProneCondition'],
          },
        },
        ruleset,
      );
      for (const cause of immune.immune) {
        seen.add(cause.code);
        for (const locale of LOCALES) {
          const { text, known } = said(cause.code, cause.params, locale);
          expect(known, `${cause.code} in ${locale}`).toBe(true);
          expect(text).not.toMatch(/\{\{|conditions\.|calc\.|Condition/);
        }
      }
    }
    expect([...seen].sort()).toEqual([
      'conditions.cause.advantage',
      'conditions.cause.auto-fail',
      'conditions.cause.bonus-dice',
      'conditions.cause.cancel',
      'conditions.cause.cannot-act',
      'conditions.cause.critical-within-5-feet',
      'conditions.cause.disadvantage',
      'conditions.cause.exhaustion',
      'conditions.cause.immune',
      'conditions.cause.immune-from',
      'conditions.cause.judgement',
      'conditions.cause.modifier',
      'conditions.cause.other-advantage',
      'conditions.cause.other-disadvantage',
    ]);
  });
});
