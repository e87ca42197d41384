import { CHARACTER_LIMITS, type Character } from '@polyhedral/core/character';
import { ABILITIES, type Ability, SKILLS, type Skill } from '@polyhedral/core/tables';
import { parseIntegerField } from '../calculators/shared/parse-field.ts';
import type { FieldResult } from '../calculators/shared/types.ts';

/** The character form as typed (numbers as text, so Thai or full-width digits and "−" work). */
export interface CharacterForm {
  name: string;
  level: string;
  scores: Record<Ability, string>;
  saves: readonly Ability[];
  skills: readonly Skill[];
  armorClass: string;
  maxHp: string;
}

export const EMPTY_FORM: CharacterForm = {
  name: '',
  level: '1',
  scores: Object.fromEntries(ABILITIES.map((a) => [a, '10'])) as Record<Ability, string>,
  saves: [],
  skills: [],
  armorClass: '10',
  maxHp: '8',
};

/** Scores as the form's fields show them. */
export function scoreTexts(scores: Readonly<Record<Ability, number>>): Record<Ability, string> {
  return Object.fromEntries(ABILITIES.map((a) => [a, String(scores[a])])) as Record<Ability, string>;
}

export function formOf(character: Character): CharacterForm {
  return {
    name: character.name,
    level: String(character.level),
    scores: scoreTexts(character.scores),
    saves: [...character.saves],
    skills: [...character.skills],
    armorClass: String(character.armorClass),
    maxHp: String(character.maxHp),
  };
}

/** A checklist's items with one ticked (moved to the end) or unticked. */
export function toggled<T extends string>(list: readonly T[], item: T, on: boolean): T[] {
  return on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item);
}

/** The form's numbers besides the scores, each held to its CHARACTER_LIMITS. */
const NUMBER_FIELDS = ['level', 'armorClass', 'maxHp'] as const;

export interface FormCheck {
  fields: Record<string, FieldResult<number>>;
  character: Character | null;
}

/** Each numeric field read against CHARACTER_LIMITS; the character when every field is valid. */
export function checkForm(form: CharacterForm): FormCheck {
  const read = (text: string, limits: { min: number; max: number }) =>
    parseIntegerField(text, limits.min, limits.max);
  const fields: Record<string, FieldResult<number>> = Object.fromEntries([
    ...NUMBER_FIELDS.map((name) => [name, read(form[name], CHARACTER_LIMITS[name])]),
    ...ABILITIES.map((ability) => [ability, read(form.scores[ability], CHARACTER_LIMITS.score)]),
  ]);
  if (Object.values(fields).some((result) => !result.ok)) return { fields, character: null };
  const value = (name: string) => (fields[name] as { value: number }).value;
  const scores = Object.fromEntries(ABILITIES.map((a) => [a, value(a)])) as Record<Ability, number>;
  return {
    fields,
    character: {
      name: form.name.trim().slice(0, CHARACTER_LIMITS.nameLength),
      level: value('level'),
      scores,
      saves: ABILITIES.filter((a) => form.saves.includes(a)),
      skills: SKILLS.map(([skill]) => skill).filter((s) => form.skills.includes(s)),
      armorClass: value('armorClass'),
      maxHp: value('maxHp'),
    },
  };
}
