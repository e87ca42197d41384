import type { Ability } from '../tables/shared-labels.ts';
import type { ConditionRollKind, RollSelector } from './condition-types.ts';

/** Does an effect's selector pick the roller's own roll? (ruleId Conditions) */
export function picksOwn(
  on: RollSelector,
  roll: ConditionRollKind,
  ability: Ability | undefined,
  initiativeIsCheck: boolean,
): boolean {
  if (on.roll === 'd20-test') return true;
  if (on.roll === 'attack-against') return false;
  if (on.roll === roll) {
    if ((on.roll === 'check' || on.roll === 'save') && on.abilities) {
      return ability !== undefined && on.abilities.includes(ability);
    }
    return true;
  }
  // Initiative is a Dexterity check in SRD 5.2: what changes checks changes it.
  if (roll === 'initiative' && on.roll === 'check' && initiativeIsCheck) {
    return !on.abilities || on.abilities.includes('dexterity');
  }
  return false;
}
