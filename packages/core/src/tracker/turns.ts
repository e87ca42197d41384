import { RuleInputError } from '../errors.ts';
import { resetUses, takeBackUses } from './round-start.ts';
import type {
  ConditionExpiry,
  TrackerCondition,
  TrackerCreature,
  TrackerEffect,
  TrackerState,
  TurnChange,
} from './tracker-types.ts';

/** Turn changes kept for "previous turn". */
const HISTORY_LENGTH = 200;

/** Starts combat (rules text Combat Step by Step): round 1, the highest Initiative first. */
export function startCombat(state: TrackerState): TrackerState {
  if (state.creatures.length === 0) throw new RuleInputError('rules.input.missing', { field: 'creatures' });
  if (state.creatures.some((one) => one.initiative === null)) {
    throw new RuleInputError('rules.input.missing', { field: 'initiative' });
  }
  const first =
    (skipsDefeated(state) && state.creatures.find((one) => !isDefeated(one))) || state.creatures[0]!;
  return { ...state, round: 1, currentId: first.id, history: [] };
}

/** Ends combat: no round, no current turn; conditions and hit points stay. */
export function endCombat(state: TrackerState): TrackerState {
  return { ...state, round: 0, currentId: null, history: [] };
}

function endsAt(expiry: ConditionExpiry, kind: 'turn-start' | 'turn-end', creatureId: string, round: number) {
  return expiry.kind === kind && expiry.creatureId === creatureId && expiry.round <= round;
}

/** What one point of the turn order ended: conditions and custom effects. */
interface Ended {
  expired: { creatureId: string; condition: TrackerCondition }[];
  effects: { creatureId: string; effect: TrackerEffect }[];
}

/** Takes off every condition and custom effect whose expiry is this point of the turn order, and lists them. */
function expire(
  state: TrackerState,
  kind: 'turn-start' | 'turn-end',
  creatureId: string,
  round: number,
  ended: Ended,
): TrackerState {
  const creatures = state.creatures.map((one) => {
    const ending = one.conditions.filter((c) => endsAt(c.expires, kind, creatureId, round));
    const endingEffects = (one.effects ?? []).filter((e) => endsAt(e.expires, kind, creatureId, round));
    if (ending.length === 0 && endingEffects.length === 0) return one;
    for (const condition of ending) ended.expired.push({ creatureId: one.id, condition });
    for (const effect of endingEffects) ended.effects.push({ creatureId: one.id, effect });
    const next = { ...one, conditions: one.conditions.filter((c) => !ending.includes(c)) };
    return endingEffects.length === 0
      ? next
      : { ...next, effects: (one.effects ?? []).filter((e) => !endingEffects.includes(e)) };
  });
  return { ...state, creatures };
}

/** A dead creature, or one the game master marked defeated: out of the fight. */
export function isDefeated(creature: Pick<TrackerCreature, 'dead' | 'defeated'>): boolean {
  return creature.dead || creature.defeated === true;
}

/** Whether the turn order passes over dead and defeated creatures (the default) or not. */
export function skipsDefeated(state: TrackerState): boolean {
  return state.settings?.skipDefeated ?? true;
}

export function setSkipDefeated(state: TrackerState, skipDefeated: boolean): TrackerState {
  return { ...state, settings: { ...state.settings, skipDefeated } };
}

/**
 * The next turn (rules text The Order of Combat). What ends at the end of the current turn ends
 * first, then what ends at the start of the next. Before combat, this starts it. With skipsDefeated
 * the order passes over dead and defeated creatures (unless every creature is out), what ends on
 * their turns still ending. Uses come back (resetUses).
 */
export function nextTurn(state: TrackerState): TrackerState {
  if (state.round === 0 || state.currentId === null) return startCombat(state);
  const index = state.creatures.findIndex((one) => one.id === state.currentId);
  const from = { creatureId: state.currentId, round: state.round };
  const ended: Ended = { expired: [], effects: [] };
  let current = expire(state, 'turn-end', state.currentId, state.round, ended);
  const skip = skipsDefeated(state) && state.creatures.some((one) => !isDefeated(one));
  let at = index;
  let round = state.round;
  const starting: string[] = [];
  for (let step = 0; step < state.creatures.length; step += 1) {
    at += 1;
    if (at >= state.creatures.length) {
      at = 0;
      round += 1;
    }
    const next = state.creatures[at]!;
    starting.push(next.id);
    current = expire(current, 'turn-start', next.id, round, ended);
    if (!skip || !isDefeated(next)) break;
    // Passed over: its turn ends as soon as it would have begun.
    current = expire(current, 'turn-end', next.id, round, ended);
  }
  // What comes back: round-start uses when a round begins, turn-start ones as a turn starts.
  const reset = resetUses(current, round > state.round, starting);
  const change: TurnChange = {
    from,
    expired: ended.expired,
    ...(ended.effects.length > 0 ? { expiredEffects: ended.effects } : {}),
    ...(reset.back.length > 0 ? { usesBack: reset.back } : {}),
  };
  return {
    ...reset.state,
    round,
    currentId: state.creatures[at]!.id,
    history: [...state.history, change].slice(-HISTORY_LENGTH),
  };
}

/**
 * Back one turn: what this turn change ended put back, the uses it gave back as they were
 * (takeBackUses). Hit points stay (damage is undone by healing, as at the table). Nothing happens
 * at the first turn, or past a creature's removal.
 */
export function previousTurn(state: TrackerState): TrackerState {
  const change = state.history.at(-1);
  if (!change) return state;
  const exists = state.creatures.some((one) => one.id === change.from.creatureId);
  if (!exists) return { ...state, history: [] };
  const creatures = state.creatures.map((one) => {
    const back = change.expired.filter((e) => e.creatureId === one.id).map((e) => e.condition);
    const backEffects = (change.expiredEffects ?? [])
      .filter((e) => e.creatureId === one.id)
      .map((e) => e.effect);
    const withConditions = back.length === 0 ? one : { ...one, conditions: [...one.conditions, ...back] };
    return backEffects.length === 0
      ? withConditions
      : { ...withConditions, effects: [...(one.effects ?? []), ...backEffects] };
  });
  return {
    ...takeBackUses({ ...state, creatures }, change.usesBack ?? []),
    round: change.from.round,
    currentId: change.from.creatureId,
    history: state.history.slice(0, -1),
  };
}
