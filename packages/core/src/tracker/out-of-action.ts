import type { ConditionCause } from '../conditions/condition-types.ts';
import { creatureById } from './tracker-creatures.ts';
import type { TrackerCreature, TrackerState } from './tracker-types.ts';

/*
 * Who is out of the action (rule IDs InstantDeath and DeathSavingThrows; SRD 5.2, Playing the Game,
 * "Dropping to 0 Hit Points", CC-BY-4.0): "A monster dies the instant it drops to 0 Hit Points";
 * a character dies on its third Death Saving Throw failure. A dead creature makes no roll and no
 * roll is made against it in a group: it leaves the group's odds, rolls and counts, and the receipt
 * names it. A creature the game master marked defeated (fled, surrendered) leaves the action too.
 */

/** A creature left out of a group's roll, with why (`tracker.out.dead`, `tracker.out.defeated`). */
export interface LeftOut {
  readonly creatureId: string;
  readonly cause: ConditionCause;
}

/** Why a creature takes no part in a roll (dead, or marked defeated), or null: it is in the action. */
export function outOfAction(creature: Pick<TrackerCreature, 'dead' | 'defeated'>): ConditionCause | null {
  if (creature.dead) return { code: 'tracker.out.dead', params: {} };
  if (creature.defeated) return { code: 'tracker.out.defeated', params: {} };
  return null;
}

/** A roll's odds as made by a creature out of the action (outOfAction): none can be made, with why. */
export function refusedWhenOut<
  T extends { conditions: { cannotAct: ConditionCause | null; causes: readonly ConditionCause[] } },
>(odds: T, roller: Pick<TrackerCreature, 'dead' | 'defeated'>): T {
  const out = outOfAction(roller);
  if (!out) return odds;
  return { ...odds, conditions: { ...odds.conditions, cannotAct: out, causes: [out] } };
}

/** The named creatures still in the action, in the order given, and those left out with why. */
export function inAction(
  state: TrackerState,
  ids: readonly string[],
): { living: string[]; leftOut: LeftOut[] } {
  const living: string[] = [];
  const leftOut: LeftOut[] = [];
  for (const id of ids) {
    const cause = outOfAction(creatureById(state, id));
    if (cause) leftOut.push({ creatureId: id, cause });
    else living.push(id);
  }
  return { living, leftOut };
}

/** A group of copies still in the action: its ID, its name without the copies' numbers, their IDs. */
export interface LivingGroup {
  readonly id: string;
  readonly name: string;
  readonly ids: readonly string[];
}

/** The creatures still in the action the table targets together: the monsters, the characters, each group. */
export interface LivingTargets {
  readonly monsters: readonly string[];
  readonly characters: readonly string[];
  readonly groups: readonly LivingGroup[];
}

/** Whom "all living monsters", "all characters" and a group select: none out of the action (outOfAction). */
export function livingTargets(state: TrackerState): LivingTargets {
  const living = state.creatures.filter((one) => outOfAction(one) === null);
  const groups = new Map<string, { name: string; ids: string[] }>();
  for (const one of living) {
    if (!one.group) continue;
    const group = groups.get(one.group.id) ?? { name: one.name.replace(/ \d+$/, ''), ids: [] };
    group.ids.push(one.id);
    groups.set(one.group.id, group);
  }
  return {
    monsters: living.filter((one) => one.kind === 'monster').map((one) => one.id),
    characters: living.filter((one) => one.kind === 'character').map((one) => one.id),
    groups: [...groups].map(([id, group]) => ({ id, ...group })),
  };
}
