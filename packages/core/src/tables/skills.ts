import { coreTable } from './define-table.ts';

/**
 * Skills and the ability each most often uses (SRD 5.2, seed 002 lines 264-283). The "Example
 * Uses" prose column stays in the Markdown content of each locale (docs/DECISIONS.md, "Content").
 */
export const SKILLS = [
  ['acrobatics', 'dexterity'],
  ['animal-handling', 'wisdom'],
  ['arcana', 'intelligence'],
  ['athletics', 'strength'],
  ['deception', 'charisma'],
  ['history', 'intelligence'],
  ['insight', 'wisdom'],
  ['intimidation', 'charisma'],
  ['investigation', 'intelligence'],
  ['medicine', 'wisdom'],
  ['nature', 'intelligence'],
  ['perception', 'wisdom'],
  ['performance', 'charisma'],
  ['persuasion', 'charisma'],
  ['religion', 'intelligence'],
  ['sleight-of-hand', 'dexterity'],
  ['stealth', 'dexterity'],
  ['survival', 'wisdom'],
] as const;

export type Skill = (typeof SKILLS)[number][0];

export const skills = coreTable('skills', {
  id: 'Skills',
  section: 'SkillList',
  columns: [
    { key: 'skill', kind: 'label', rowHeader: true },
    { key: 'ability', kind: 'label' },
  ],
  rows: SKILLS.map(([skill, ability]) => ({
    skill: `table.skill.${skill}`,
    ability: `table.ability.${ability}`,
  })),
  source: { seed: '002', lines: '264-283' },
});
