import type { LabelKey } from '../label-key.ts';
import { meleeAttackBonus, rangedAttackBonus } from '../rules/character-numbers.ts';
import { ABILITIES, type Ability, abilityLabel } from '../tables/shared-labels.ts';
import { SKILLS } from '../tables/skills.ts';
import { characterSheet } from './character-sheet.ts';
import type { Character } from './character-types.ts';

/** Calculator kinds that take a modifier, bonus, AC or HP a character has. */
export const CHARACTER_FILL_KINDS = [
  'd20-test',
  'attack-damage',
  'save-half',
  'damage-application',
  'ability-modifier',
  'proficiency-bonus',
] as const;
export type CharacterFillKind = (typeof CHARACTER_FILL_KINDS)[number];

/** One way to fill a calculator from the reader's character: its label, value and parameters. */
export interface CharacterFill {
  id: string;
  label: `calc.mine.${string}`;
  subject?: LabelKey;
  value: number;
  /** The rule the number comes from. */
  ruleId: string;
  values: Readonly<Record<string, number | string>>;
}

/** One fill, its fields in their published order (a subject only where it names one). */
function fill(
  id: string,
  label: CharacterFill['label'],
  value: number,
  ruleId: string,
  values: CharacterFill['values'],
  subject?: LabelKey,
): CharacterFill {
  return { id, label, ...(subject === undefined ? {} : { subject }), value, ruleId, values };
}

/** A fill per ability (a save, a check, a score), its number set as the calculator names it. */
function abilityFills(
  kind: 'save' | 'check' | 'score',
  ruleId: string,
  numberOf: (ability: Ability) => number,
  values: (n: number) => CharacterFill['values'],
): CharacterFill[] {
  return ABILITIES.map((ability) => {
    const n = numberOf(ability);
    return fill(`${kind}-${ability}`, `calc.mine.${kind}`, n, ruleId, values(n), abilityLabel(ability));
  });
}

/** A fill per saving throw (rule SavingThrowProficiencies). */
const saveFills = (
  sheet: ReturnType<typeof characterSheet>,
  values: (bonus: number) => CharacterFill['values'],
) => abilityFills('save', 'SavingThrowProficiencies', (ability) => sheet.saves[ability].modifier, values);

/** A D20 Test's fills: Initiative, each save, each ability check and skill, and the character's AC as a target. */
function d20TestFills(character: Character, sheet: ReturnType<typeof characterSheet>): CharacterFill[] {
  const check = (bonus: number) => ({ 'kind-of-test': 'check', bonus });
  return [
    fill('initiative', 'calc.mine.initiative', sheet.initiative, 'FillInNumbers', check(sheet.initiative)),
    ...saveFills(sheet, (bonus) => ({ 'kind-of-test': 'save', bonus })),
    ...abilityFills('check', 'AbilityModifier', (ability) => sheet.modifiers[ability], check),
    ...SKILLS.map(([skill]) => {
      const bonus = sheet.skills[skill].modifier;
      return fill(
        `skill-${skill}`,
        'calc.mine.skill',
        bonus,
        'SkillProficiencies',
        check(bonus),
        `table.skill.${skill}`,
      );
    }),
    fill('ac', 'calc.mine.attackedAc', character.armorClass, 'ArmorClass', {
      'kind-of-test': 'attack',
      target: character.armorClass,
    }),
  ];
}

/**
 * The numbers of `character` a calculator of `kind` can use, computed by `characterSheet` (ruleIds
 * FillInNumbers, SavingThrowProficiencies, SkillProficiencies, AttackRollAbilityModifier,
 * ArmorClass, ProficiencyBonusTable). A shared link carries only the parameters, never the character.
 */
export function characterFills(kind: CharacterFillKind, character: Character): CharacterFill[] {
  const sheet = characterSheet(character);
  const pb = sheet.proficiencyBonus;
  const { armorClass: ac, maxHp, level } = character;
  switch (kind) {
    case 'd20-test':
      return d20TestFills(character, sheet);
    case 'attack-damage': {
      const melee = meleeAttackBonus(character.scores.strength, pb);
      const ranged = rangedAttackBonus(character.scores.dexterity, pb);
      return [
        fill('melee', 'calc.mine.melee', melee, 'AttackRollAbilityModifier', { 'attack-bonus': melee }),
        fill('ranged', 'calc.mine.ranged', ranged, 'AttackRollAbilityModifier', { 'attack-bonus': ranged }),
        fill('ac', 'calc.mine.attackedAc', ac, 'ArmorClass', { ac }),
      ];
    }
    case 'save-half':
      return saveFills(sheet, (saveBonus) => ({ saveBonus }));
    case 'damage-application':
      return [
        fill('hp', 'calc.mine.hp', maxHp, 'HitPoints', { creature: 'character', hp: maxHp, 'max-hp': maxHp }),
      ];
    case 'ability-modifier':
      return abilityFills(
        'score',
        'AbilityScores',
        (ability) => character.scores[ability],
        (score) => ({ score }),
      );
    case 'proficiency-bonus':
      return [fill('level', 'calc.mine.level', level, 'ProficiencyBonusTable', { basis: 'level', level })];
  }
}
