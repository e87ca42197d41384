import type { RandomSource } from '@polyhedral/dice';
import { initiativeRollConditions } from '../calculators/kinds/initiative.ts';
import { DEFAULT_RULESET } from '../rulesets/index.ts';
import type { Ruleset } from '../rulesets/types.ts';
import { requireInteger, unknownOption } from '../validate.ts';
import { countedConditions } from './condition-standing.ts';
import { effectDiceFor, rollBonusDice } from './effect-dice.ts';
import { linesAfterRoll, linesAfterTyped } from './initiative-lines.ts';
import { trackerD20 } from './tracker-d20.ts';
import { TRACKER_LIMITS } from './tracker-limits.ts';
import type { InitiativeRoll, TrackerCreature, TrackerState } from './tracker-types.ts';

/**
 * The Initiative order (rules text Initiative, "Initiative Order"): highest first. The sort is
 * stable, so ties keep the order the table gave them ("Ties", moveWithinTie); creatures without
 * Initiative come last, in the order they were added.
 */
export function placeInOrder(creatures: readonly TrackerCreature[]): TrackerCreature[] {
  return [...creatures].sort((a, b) => {
    if (a.initiative === null || b.initiative === null) {
      return (a.initiative === null ? 1 : 0) - (b.initiative === null ? 1 : 0);
    }
    return b.initiative - a.initiative;
  });
}

/** Sets a creature's Initiative as the table rolled it (d20 + bonus), and re-ranks (a fixed slot moves with it). */
export function setInitiative(state: TrackerState, id: string, initiative: number): TrackerState {
  const { min, max } = TRACKER_LIMITS.initiative;
  const value = requireInteger('initiative', initiative, min, max);
  // A fixed slot typed anew moves the slot: it stays the creature's count every round.
  const creatures = state.creatures.map((one) =>
    one.id !== id
      ? one
      : {
          ...one,
          initiative: value,
          ...(one.fixedInitiative === undefined ? {} : { fixedInitiative: value }),
        },
  );
  if (!creatures.some((one) => one.id === id)) {
    throw unknownOption('creature', id, 'a creature in the tracker');
  }
  // Its Initiative line, if the lines are kept, now says the typed count (a fixed slot has none).
  const fixed = state.creatures.find((one) => one.id === id)?.fixedInitiative !== undefined;
  const initiativeLines = fixed ? state.initiativeLines : linesAfterTyped(state, id, value);
  return { ...state, creatures: placeInOrder(creatures), ...(initiativeLines ? { initiativeLines } : {}) };
}

/**
 * What changes one creature's Initiative roll, read as the initiative calculator reads it; `key` is
 * the same for creatures whose rolls it changes alike (members of a group share a roll only then).
 */
function readingOf(creature: TrackerCreature, surprised: ReadonlySet<string>, ruleset: Ruleset) {
  const bonusDice = effectDiceFor(creature, 'check');
  const { conditions, causes } = initiativeRollConditions(
    {
      conditions: countedConditions(creature),
      exhaustion: creature.exhaustion,
      surprised: surprised.has(creature.id),
      ...(bonusDice.length > 0 ? { bonusDice } : {}),
    },
    ruleset,
  );
  const key = readingKey(conditions.mode, conditions.modifier, bonusDice, causes);
  return { conditions, causes, bonusDice, key };
}

function readingKey(
  mode: string,
  modifier: number,
  bonusDice: readonly unknown[],
  causes: readonly unknown[],
) {
  return JSON.stringify([mode, modifier, bonusDice, causes]);
}

/** The reading of a creature whose Initiative nothing changes: one d20, nothing added, no reason. */
const PLAIN_READING = readingKey('normal', 0, [], []);

/**
 * Each group's reading, the one its shared roll is made with: the one most of its members have;
 * with no two members alike, the plain reading if a member has it, else the first member's. A
 * member whose reading is not its group's rolls apart (`split`).
 */
function groupReadings(
  creatures: readonly TrackerCreature[],
  readings: ReadonlyMap<string, { key: string }>,
): Map<string, string> {
  const counts = new Map<string, Map<string, number>>();
  for (const one of creatures) {
    const key = readings.get(one.id)?.key;
    if (key === undefined || !one.group?.sharedInitiative) continue;
    const group = counts.get(one.group.id) ?? new Map<string, number>();
    group.set(key, (group.get(key) ?? 0) + 1);
    counts.set(one.group.id, group);
  }
  const chosen = new Map<string, string>();
  for (const [groupId, keys] of counts) {
    const most = Math.max(...keys.values());
    const tied = [...keys.keys()].filter((key) => keys.get(key) === most);
    const key = tied.includes(PLAIN_READING) ? PLAIN_READING : tied[0]!;
    if (most > 1 || key === PLAIN_READING || keys.size === 1) chosen.set(groupId, key);
  }
  return chosen;
}

/**
 * Rolls Initiative (d20 + Initiative bonus) for the creatures named, or every creature (a group with
 * a shared Initiative rolls once, rules text Initiative), read through initiativeRollConditions
 * (conditions, Exhaustion; Surprise's Disadvantage where the ruleset says so, SRD 5.2 Initiative,
 * "Surprise"). Members share the roll only where they read the same (InitiativeRoll.group).
 */
export function rollInitiative(
  state: TrackerState,
  random: RandomSource,
  options: { ids?: readonly string[]; surprised?: readonly string[] } = {},
  ruleset: Ruleset = DEFAULT_RULESET,
): { state: TrackerState; rolls: InitiativeRoll[] } {
  // A creature with a fixed slot is never rolled (setFixedInitiative): it keeps its count.
  const chosen = new Set(
    (options.ids ?? state.creatures.map((one) => one.id)).filter(
      (id) => state.creatures.find((one) => one.id === id)?.fixedInitiative === undefined,
    ),
  );
  const surprised = new Set(options.surprised ?? []);
  const rolls: InitiativeRoll[] = [];
  // A group sharing one Initiative (addCreatures) rolls once for each reading of its members'
  // conditions and effects: the reading most of its members have is the group's (ties: the first
  // member's); a member whose reading differs (a Poisoned goblin among plain ones) is split off
  // and rolls with its own reasons.
  const readings = new Map(
    state.creatures
      .filter((one) => chosen.has(one.id))
      .map((one) => [one.id, readingOf(one, surprised, ruleset)]),
  );
  const groupKey = groupReadings(state.creatures, readings);
  const groupRolls = new Map<string, InitiativeRoll>();
  const creatures = state.creatures.map((one) => {
    const reading = readings.get(one.id);
    if (!reading) return one;
    const { conditions, causes, bonusDice, key } = reading;
    const mode = conditions.mode;
    const groupId = one.group?.sharedInitiative ? one.group.id : undefined;
    const membership: InitiativeRoll['group'] =
      groupId === undefined ? undefined : groupKey.get(groupId) === key ? 'shared' : 'split';
    const shared = groupId === undefined ? undefined : groupRolls.get(`${groupId} ${key}`);
    if (shared) {
      rolls.push({ ...shared, creatureId: one.id, ...(membership ? { group: membership } : {}) });
      return { ...one, initiative: shared.total };
    }
    const { faces, kept } = trackerD20(mode, undefined, random);
    const dice = bonusDice.length > 0 ? rollBonusDice(bonusDice, random) : undefined;
    const { min, max } = TRACKER_LIMITS.initiative;
    const sum = kept + one.initiativeBonus + conditions.modifier + (dice?.total ?? 0);
    const total = Math.min(max, Math.max(min, sum));
    const roll: InitiativeRoll = {
      creatureId: one.id,
      d20: [...faces],
      kept,
      total,
      bonus: one.initiativeBonus,
      mode,
      modifier: conditions.modifier,
      causes,
      ...(dice ? { dice } : {}),
      ...(membership ? { group: membership } : {}),
    };
    rolls.push(roll);
    if (groupId !== undefined) groupRolls.set(`${groupId} ${key}`, roll);
    return { ...one, initiative: total };
  });
  // The rolls are kept in the tracker as its Initiative lines (a reload keeps them).
  const initiativeLines = linesAfterRoll(state, rolls, options.ids === undefined);
  return { state: { ...state, creatures: placeInOrder(creatures), initiativeLines }, rolls };
}

/**
 * Who orders a group of tied creatures (rules text Initiative, "Ties"): "the GM decides the order
 * among tied monsters, and the players decide the order among tied characters. The GM decides the
 * order if the tie is between a monster and a player character."
 */
export function tieDecider(group: readonly Pick<TrackerCreature, 'kind'>[]): 'gm' | 'players' {
  return group.every((one) => one.kind === 'character') ? 'players' : 'gm';
}

/**
 * The creatures sharing an Initiative count with another, group by group. A group sharing one roll
 * acts together: alone on its count it is no tie; beside another creature, it counts as one.
 */
export function initiativeTies(state: TrackerState): TrackerCreature[][] {
  const groups: TrackerCreature[][] = [];
  for (const creature of state.creatures) {
    if (creature.initiative === null) continue;
    const last = groups.at(-1);
    if (last && last[0]!.initiative === creature.initiative) last.push(creature);
    else groups.push([creature]);
  }
  const actor = (one: TrackerCreature) => (one.group?.sharedInitiative ? `group:${one.group.id}` : one.id);
  return groups.filter((group) => new Set(group.map(actor)).size > 1);
}

/** Whether a creature can move up (-1) or down (+1) among creatures tied with it. */
export function canMoveWithinTie(state: TrackerState, id: string, direction: -1 | 1): boolean {
  const index = state.creatures.findIndex((one) => one.id === id);
  const creature = state.creatures[index];
  const neighbour = state.creatures[index + direction];
  return (
    creature !== undefined &&
    neighbour !== undefined &&
    creature.initiative !== null &&
    neighbour.initiative === creature.initiative
  );
}

/** Moves a creature one place up or down among those tied with it ("Ties"); nothing else moves. */
export function moveWithinTie(state: TrackerState, id: string, direction: -1 | 1): TrackerState {
  if (!canMoveWithinTie(state, id, direction)) return state;
  const index = state.creatures.findIndex((one) => one.id === id);
  const creatures = [...state.creatures];
  [creatures[index], creatures[index + direction]] = [creatures[index + direction]!, creatures[index]!];
  return { ...state, creatures };
}
