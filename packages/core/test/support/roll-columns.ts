/** The rolls the condition tables test, one column each, as roll-conditions inputs (rollInColumn). */
import type { RollConditionsInput } from '../../src/conditions/roll-conditions-types.ts';
import { ABILITIES } from '../../src/tables/shared-labels.ts';

/** Every roll kind a creature makes, and attacks against it from within and beyond 5 feet. */
export const ROLL_COLUMNS = [
  'attack',
  'against-5',
  'against-far',
  ...ABILITIES,
  'check',
  'initiative',
  'death-save',
] as const;

export type RollColumn = (typeof ROLL_COLUMNS)[number];

/**
 * The input of one column's roll: the roller's own attack, check (Wisdom), initiative, death save
 * or saving throw, or an attack against the target from within or beyond 5 feet.
 */
export function rollInColumn(
  column: RollColumn,
  roller: NonNullable<RollConditionsInput['roller']>,
  target: NonNullable<RollConditionsInput['target']>,
): RollConditionsInput {
  switch (column) {
    case 'attack':
      return { roll: 'attack', roller };
    case 'against-5':
      return { roll: 'attack', target, within5Feet: true };
    case 'against-far':
      return { roll: 'attack', target, within5Feet: false };
    case 'check':
      return { roll: 'check', ability: 'wisdom', roller };
    case 'initiative':
      return { roll: 'initiative', roller };
    case 'death-save':
      return { roll: 'death-save', roller };
    default:
      return { roll: 'save', ability: column, roller };
  }
}
