import { TRACKER_CONDITIONS } from '../tracker/tracker-limits.ts';
import type { ConditionId } from './condition-types.ts';

/**
 * The conditions as a calculator parameter, a CLI option and a shared link spell them
 * (`--condition poisoned`): the glossary term without "Condition", in lower case.
 */
export const CONDITION_NAMES = [
  'blinded',
  'charmed',
  'deafened',
  'ethereal',
  'frightened',
  'grappled',
  'incapacitated',
  'intoxicated',
  'invisible',
  'paralyzed',
  'petrified',
  'poisoned',
  'prone',
  'restrained',
  'stunned',
  'unconscious',
] as const;
export type ConditionName = (typeof CONDITION_NAMES)[number];

/** The glossary term of a spelt condition (`poisoned` → `PoisonedCondition`). */
export function conditionOfName(name: ConditionName): ConditionId {
  const id = `${name[0]!.toUpperCase()}${name.slice(1)}Condition`;
  if (!(TRACKER_CONDITIONS as readonly string[]).includes(id)) throw new Error(`no condition ${name}`);
  return id as ConditionId;
}

/** The spelling of a condition (`PoisonedCondition` → `poisoned`). */
export function nameOfCondition(id: ConditionId): ConditionName {
  return id.replace(/Condition$/, '').toLowerCase() as ConditionName;
}
