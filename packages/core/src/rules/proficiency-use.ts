import { requireInteger, unknownOption } from '../validate.ts';

export interface CheckProficiency {
  /** Proficient in any skill that applies ("Deception or Persuasion"): counts once. */
  skills?: readonly boolean[];
  tool?: boolean;
  /** The bonus doubled (e.g. Expertise) and/or halved, each at most once. */
  multiply?: 1 | 2;
  divide?: 1 | 2;
}

/**
 * What proficiency adds to an ability check (ruleIds TheBonusDoesntStack, seed 002 lines
 * 247-251; EquipmentProficiencies, line 301): the Proficiency Bonus is added at most once even
 * with several relevant proficiencies; it may be multiplied once and divided once (rounded down);
 * with both the tool and the skill proficiency the check also has Advantage.
 */
export function proficiencyForCheck(
  proficiencyBonus: number,
  proficiency: CheckProficiency,
): { bonus: number; advantage: boolean } {
  const pb = requireInteger('proficiencyBonus', proficiencyBonus, 0, 9);
  const multiply = proficiency.multiply ?? 1;
  const divide = proficiency.divide ?? 1;
  if (![1, 2].includes(multiply) || ![1, 2].includes(divide)) {
    throw unknownOption('multiply/divide', `${multiply}/${divide}`, '1, 2');
  }
  const skill = (proficiency.skills ?? []).some(Boolean);
  const proficient = skill || proficiency.tool === true;
  return {
    bonus: proficient ? Math.floor((pb * multiply) / divide) : 0,
    advantage: skill && proficiency.tool === true,
  };
}
