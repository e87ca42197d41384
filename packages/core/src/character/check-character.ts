import { RuleInputError } from '../errors.ts';
import { ABILITIES, type Ability } from '../tables/shared-labels.ts';
import { SKILLS, type Skill } from '../tables/skills.ts';
import { requireDistinct, requireIn, requireOption, requireWithin } from '../validate.ts';
import { CHARACTER_LIMITS } from './character-limits.ts';
import type { Character } from './character-types.ts';

const SKILL_NAMES = SKILLS.map(([skill]) => skill);

function record(field: string, value: unknown): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new RuleInputError('rules.input.missing', { field });
  }
  return value as Record<string, unknown>;
}

function list<T extends string>(field: string, value: unknown, options: readonly T[]): T[] {
  if (!Array.isArray(value)) throw new RuleInputError('rules.input.missing', { field });
  const items = value.map((item) => requireOption(field, item, options));
  requireDistinct(field, items);
  return items;
}

/**
 * A character checked field by field (CHARACTER_LIMITS). Unknown keys are ignored; anything missing
 * or out of range is a RuleInputError naming the field, so a file is refused whole, never half-read.
 */
export function checkCharacter(value: unknown): Character {
  const input = record('character', value);
  const name = typeof input.name === 'string' ? input.name.trim() : undefined;
  if (name === undefined) throw new RuleInputError('rules.input.missing', { field: 'name' });
  requireWithin('name', name.length, 0, CHARACTER_LIMITS.nameLength);
  const level = requireIn('level', input.level, CHARACTER_LIMITS.level);
  const rawScores = record('scores', input.scores);
  const scores = {} as Record<Ability, number>;
  for (const ability of ABILITIES) {
    scores[ability] = requireIn(`scores.${ability}`, rawScores[ability], CHARACTER_LIMITS.score);
  }
  const saves = list<Ability>('saves', input.saves, ABILITIES);
  const skills = list<Skill>('skills', input.skills, SKILL_NAMES);
  const armorClass = requireIn('armorClass', input.armorClass, CHARACTER_LIMITS.armorClass);
  const maxHp = requireIn('maxHp', input.maxHp, CHARACTER_LIMITS.maxHp);
  return { name, level, scores, saves, skills, armorClass, maxHp };
}
