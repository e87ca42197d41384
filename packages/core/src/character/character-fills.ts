import type { LabelKey } from '../label-key.ts';
import { meleeAttackBonus, rangedAttackBonus } from '../rules/character-numbers.ts';
import { ABILITIES, abilityLabel } from '../tables/shared-labels.ts';
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

/**
 * One way a calculator can be filled from the reader's character: what it is (`label`, a
 * `calc.mine.*` key with `subject`, a label key, and `value` to show), and the calculator
 * parameters it sets (names of the core registry's parameters of that kind). For save-half the
 * values describe a target (`saveBonus`).
 */
export interface CharacterFill {
  id: string;
  label: `calc.mine.${string}`;
  subject?: LabelKey;
  value: number;
  /** The rule the number comes from. */
  ruleId: string;
  values: Readonly<Record<string, number | string>>;
}

/** A fill per saving throw (rule SavingThrowProficiencies), its bonus set as the calculator names it. */
function saveFills(
  sheet: ReturnType<typeof characterSheet>,
  values: (bonus: number) => CharacterFill['values'],
): CharacterFill[] {
  return ABILITIES.map((ability) => ({
    id: `save-${ability}`,
    label: 'calc.mine.save',
    subject: abilityLabel(ability),
    value: sheet.saves[ability].modifier,
    ruleId: 'SavingThrowProficiencies',
    values: values(sheet.saves[ability].modifier),
  }));
}

/** A D20 Test's fills: Initiative, each save, each ability check and skill, and the character's AC as a target. */
function d20TestFills(character: Character, sheet: ReturnType<typeof characterSheet>): CharacterFill[] {
  return [
    {
      id: 'initiative',
      label: 'calc.mine.initiative',
      value: sheet.initiative,
      ruleId: 'FillInNumbers',
      values: { 'kind-of-test': 'check', bonus: sheet.initiative },
    },
    ...saveFills(sheet, (bonus) => ({ 'kind-of-test': 'save', bonus })),
    ...ABILITIES.map(
      (ability): CharacterFill => ({
        id: `check-${ability}`,
        label: 'calc.mine.check',
        subject: abilityLabel(ability),
        value: sheet.modifiers[ability],
        ruleId: 'AbilityModifier',
        values: { 'kind-of-test': 'check', bonus: sheet.modifiers[ability] },
      }),
    ),
    ...SKILLS.map(
      ([skill]): CharacterFill => ({
        id: `skill-${skill}`,
        label: 'calc.mine.skill',
        subject: `table.skill.${skill}`,
        value: sheet.skills[skill].modifier,
        ruleId: 'SkillProficiencies',
        values: { 'kind-of-test': 'check', bonus: sheet.skills[skill].modifier },
      }),
    ),
    {
      id: 'ac',
      label: 'calc.mine.attackedAc',
      value: character.armorClass,
      ruleId: 'ArmorClass',
      values: { 'kind-of-test': 'attack', target: character.armorClass },
    },
  ];
}

/**
 * The numbers of `character` a calculator of `kind` can use (ruleIds FillInNumbers,
 * SavingThrowProficiencies, SkillProficiencies, AttackRollAbilityModifier, ArmorClass,
 * ProficiencyBonusTable), all computed by `characterSheet`. A shared link carries only the
 * parameters a fill set, never the character.
 */
export function characterFills(kind: CharacterFillKind, character: Character): CharacterFill[] {
  const sheet = characterSheet(character);
  const pb = sheet.proficiencyBonus;
  switch (kind) {
    case 'd20-test':
      return d20TestFills(character, sheet);
    case 'attack-damage': {
      const melee = meleeAttackBonus(character.scores.strength, pb);
      const ranged = rangedAttackBonus(character.scores.dexterity, pb);
      return [
        {
          id: 'melee',
          label: 'calc.mine.melee',
          value: melee,
          ruleId: 'AttackRollAbilityModifier',
          values: { 'attack-bonus': melee },
        },
        {
          id: 'ranged',
          label: 'calc.mine.ranged',
          value: ranged,
          ruleId: 'AttackRollAbilityModifier',
          values: { 'attack-bonus': ranged },
        },
        {
          id: 'ac',
          label: 'calc.mine.attackedAc',
          value: character.armorClass,
          ruleId: 'ArmorClass',
          values: { ac: character.armorClass },
        },
      ];
    }
    case 'save-half':
      return saveFills(sheet, (saveBonus) => ({ saveBonus }));
    case 'damage-application':
      return [
        {
          id: 'hp',
          label: 'calc.mine.hp',
          value: character.maxHp,
          ruleId: 'HitPoints',
          values: { creature: 'character', hp: character.maxHp, 'max-hp': character.maxHp },
        },
      ];
    case 'ability-modifier':
      return ABILITIES.map(
        (ability): CharacterFill => ({
          id: `score-${ability}`,
          label: 'calc.mine.score',
          subject: abilityLabel(ability),
          value: character.scores[ability],
          ruleId: 'AbilityScores',
          values: { score: character.scores[ability] },
        }),
      );
    case 'proficiency-bonus':
      return [
        {
          id: 'level',
          label: 'calc.mine.level',
          value: character.level,
          ruleId: 'ProficiencyBonusTable',
          values: { basis: 'level', level: character.level },
        },
      ];
  }
}
