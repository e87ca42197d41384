import type { RandomSource } from '@polyhedral/dice';
import { initiativeRollConditions } from '../calculators/kinds/initiative.ts';
import type { ConditionCause } from '../conditions/condition-types.ts';
import { RuleInputError } from '../errors.ts';
import { keptD20, type RollMode } from '../rules/d20-test.ts';
import { DEFAULT_RULESET } from '../rulesets/index.ts';
import type { Ruleset } from '../rulesets/types.ts';
import { requireInteger } from '../validate.ts';
import { TRACKER_LIMITS } from './tracker-limits.ts';
import type { TrackerCreature, TrackerState } from './tracker-types.ts';

/**
 * The Initiative order (rules text Initiative, "Initiative Order": "The GM ranks the combatants,
 * from highest to lowest Initiative ... The Initiative order remains the same from round to
 * round"): highest Initiative first. The sort is stable, so creatures with the same Initiative keep
 * the order the table gave them ("Ties": the table decides, see moveWithinTie). Creatures without
 * Initiative yet come last, in the order they were added.
 */
export function placeInOrder(creatures: readonly TrackerCreature[]): TrackerCreature[] {
  return [...creatures].sort((a, b) => {
    if (a.initiative === null || b.initiative === null) {
      return (a.initiative === null ? 1 : 0) - (b.initiative === null ? 1 : 0);
    }
    return b.initiative - a.initiative;
  });
}

/** Sets a creature's Initiative as the table rolled it (d20 + bonus), and re-ranks. */
export function setInitiative(state: TrackerState, id: string, initiative: number): TrackerState {
  const { min, max } = TRACKER_LIMITS.initiative;
  const value = requireInteger('initiative', initiative, min, max);
  const creatures = state.creatures.map((one) => (one.id === id ? { ...one, initiative: value } : one));
  if (!creatures.some((one) => one.id === id)) {
    throw new RuleInputError('rules.input.unknown-option', {
      field: 'creature',
      actual: id,
      expected: 'a creature in the tracker',
    });
  }
  return { ...state, creatures: placeInOrder(creatures) };
}

/** One Initiative roll: the d20s rolled, the one kept and the total, and why (conditions, Exhaustion). */
export interface InitiativeRoll {
  readonly creatureId: string;
  readonly d20: readonly number[];
  readonly kept: number;
  readonly total: number;
  /** The creature's Initiative bonus added to the d20. */
  readonly bonus: number;
  readonly mode: RollMode;
  /** Added to the d20 besides the Initiative bonus (Exhaustion: −2 per level). */
  readonly modifier: number;
  /** The reasons (`conditions.cause.*`): "Advantage: Invisible", "Disadvantage: Incapacitated". */
  readonly causes: readonly ConditionCause[];
}

/**
 * Rolls Initiative (a Dexterity check: d20 + the creature's Initiative bonus) for the creatures
 * named, or for every creature (a group with a shared Initiative rolls once, rules text
 * Initiative: "For a group of identical creatures, the GM makes a single roll"), with what each
 * creature's conditions and Exhaustion do to it through the initiative calculator kind's reading
 * (initiativeRollConditions: Invisible gives Advantage, Incapacitated Disadvantage, Exhaustion −2
 * per level, and in SRD 5.2 what changes ability checks, Poisoned's Disadvantage). A surprised
 * creature has Disadvantage on it where the ruleset says so (SRD 5.2 Initiative, "Surprise"): two
 * d20s, the lower kept, unless Advantage cancels it; the reason names Surprise.
 */
export function rollInitiative(
  state: TrackerState,
  random: RandomSource,
  options: { ids?: readonly string[]; surprised?: readonly string[] } = {},
  ruleset: Ruleset = DEFAULT_RULESET,
): { state: TrackerState; rolls: InitiativeRoll[] } {
  const chosen = new Set(options.ids ?? state.creatures.map((one) => one.id));
  const surprised = new Set(options.surprised ?? []);
  const rolls: InitiativeRoll[] = [];
  // A group sharing one Initiative (addCreatures) rolls once: each member takes the first one's roll.
  const groupRolls = new Map<string, InitiativeRoll>();
  const creatures = state.creatures.map((one) => {
    if (!chosen.has(one.id)) return one;
    const shared = one.group?.sharedInitiative ? groupRolls.get(one.group.id) : undefined;
    if (shared) {
      rolls.push({ ...shared, creatureId: one.id });
      return { ...one, initiative: shared.total };
    }
    // The initiative calculator kind's own reading (conditions, Exhaustion, Surprise by ruleset),
    // so the receipt gives the same reasons the calculator does.
    const { conditions, causes } = initiativeRollConditions(
      {
        conditions: one.conditions.map((c) => c.condition),
        exhaustion: one.exhaustion,
        surprised: surprised.has(one.id),
      },
      ruleset,
    );
    const mode = conditions.mode;
    const first = random.nextInt(20) + 1;
    const second = mode === 'normal' ? undefined : random.nextInt(20) + 1;
    const kept = keptD20(first, second, mode);
    const { min, max } = TRACKER_LIMITS.initiative;
    const total = Math.min(max, Math.max(min, kept + one.initiativeBonus + conditions.modifier));
    const roll: InitiativeRoll = {
      creatureId: one.id,
      d20: second === undefined ? [first] : [first, second],
      kept,
      total,
      bonus: one.initiativeBonus,
      mode,
      modifier: conditions.modifier,
      causes,
    };
    rolls.push(roll);
    if (one.group?.sharedInitiative) groupRolls.set(one.group.id, roll);
    return { ...one, initiative: total };
  });
  return { state: { ...state, creatures: placeInOrder(creatures) }, rolls };
}

/**
 * Who orders a group of tied creatures (rules text Initiative, "Ties"): "the GM decides the order
 * among tied monsters, and the players decide the order among tied characters. The GM decides the
 * order if the tie is between a monster and a player character."
 */
export function tieDecider(group: readonly Pick<TrackerCreature, 'kind'>[]): 'gm' | 'players' {
  return group.every((one) => one.kind === 'character') ? 'players' : 'gm';
}

/** The creatures sharing an Initiative count with at least one other, group by group, in order. */
export function initiativeTies(state: TrackerState): TrackerCreature[][] {
  const groups: TrackerCreature[][] = [];
  for (const creature of state.creatures) {
    if (creature.initiative === null) continue;
    const last = groups.at(-1);
    if (last && last[0]!.initiative === creature.initiative) last.push(creature);
    else groups.push([creature]);
  }
  return groups.filter((group) => group.length > 1);
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

/**
 * Moves a creature one place up or down among the creatures tied with it (the order the table
 * decides, "Ties"). Anything but a tie keeps its place: the order is by Initiative.
 */
export function moveWithinTie(state: TrackerState, id: string, direction: -1 | 1): TrackerState {
  if (!canMoveWithinTie(state, id, direction)) return state;
  const index = state.creatures.findIndex((one) => one.id === id);
  const creatures = [...state.creatures];
  [creatures[index], creatures[index + direction]] = [creatures[index + direction]!, creatures[index]!];
  return { ...state, creatures };
}
