import type { CoreTable } from './types.ts';

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

export const skills: CoreTable = {
  id: 'Skills',
  section: 'SkillList',
  title: 'table.skills.title',
  columns: [
    { key: 'skill', label: 'table.skills.col.skill', kind: 'label', rowHeader: true },
    { key: 'ability', label: 'table.skills.col.ability', kind: 'label' },
  ],
  rows: SKILLS.map(([skill, ability]) => ({
    skill: `table.skill.${skill}`,
    ability: `table.ability.${ability}`,
  })),
  source: { seed: '002', lines: '264-283' },
};
