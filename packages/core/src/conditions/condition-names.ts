import { CONDITION_IDS, type ConditionId } from './condition-list.ts';

/** The conditions as parameters, options and links spell them: `poisoned` for PoisonedCondition. */
export type ConditionName = Lowercase<ConditionId extends `${infer Name}Condition` ? Name : never>;
export const CONDITION_NAMES: readonly ConditionName[] = CONDITION_IDS.map(nameOfCondition);

/** The glossary term of a spelt condition (`poisoned` → `PoisonedCondition`). */
export function conditionOfName(name: ConditionName): ConditionId {
  const id = `${name[0]!.toUpperCase()}${name.slice(1)}Condition`;
  if (!(CONDITION_IDS as readonly string[]).includes(id)) throw new Error(`no condition ${name}`);
  return id as ConditionId;
}

/** The spelling of a condition (`PoisonedCondition` → `poisoned`). */
export function nameOfCondition(id: ConditionId): ConditionName {
  return id.replace(/Condition$/, '').toLowerCase() as ConditionName;
}
