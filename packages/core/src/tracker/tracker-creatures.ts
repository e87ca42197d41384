import { RuleInputError } from '../errors.ts';
import { DAMAGE_TYPES, type DamageType } from '../rules/damage-limits.ts';
import { ABILITIES, type Ability } from '../tables/shared-labels.ts';
import {
  requireDistinct,
  requireIn,
  requireInteger,
  requireOption,
  requireWithin,
  unknownOption,
} from '../validate.ts';
import { endTiedEffects } from './concentration-effects.ts';
import { placeInOrder } from './initiative.ts';
import { requireTrackerCondition } from './tracker-conditions.ts';
import { TRACKER_CONDITIONS, TRACKER_LIMITS, type TrackerConditionId } from './tracker-limits.ts';
import type { SavedAttack, TrackerCreature, TrackerState } from './tracker-types.ts';

export function createTracker(): TrackerState {
  return { creatures: [], round: 0, currentId: null, history: [], serial: 1 };
}

export interface CreatureInput {
  name: string;
  kind: 'character' | 'monster';
  initiativeBonus: number;
  ac: number;
  maxHp: number;
  /** Speed in feet (absent: not given). */
  speed?: number;
  saves?: Partial<Record<Ability, number>>;
  resist?: readonly DamageType[];
  vulnerable?: readonly DamageType[];
  immune?: readonly DamageType[];
  /** Condition Immunities (a stat block's); absent or empty: none. */
  conditionImmune?: readonly string[];
  /** Its attacks (a stat block's), checked where they are read (readSavedAttacks); absent: none. */
  attacks?: readonly SavedAttack[];
}

/** How many characters a person sees in a text: grapheme clusters, not UTF-16 code units. */
export function visibleLength(text: string): number {
  // One segmenter for every call: making one costs far more than segmenting a name (reading a
  // tracker file asks for each creature's name and each effect's).
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  let count = 0;
  for (const _ of graphemes.segment(text)) count += 1;
  return count;
}

let graphemes: Intl.Segmenter | undefined;

/**
 * Control characters (C0 with NUL and Escape, DEL, C1) and the invisible marks that turn text
 * direction (LRM, RLM, ALM, the embeddings, overrides and isolates): never part of a name a person
 * types, and a way to garble what a screen or a printed card shows.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses.
export const CONTROL = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

/** A text typed at the table, trimmed: 1 to `max` characters as a person counts them, no control characters. */
export function requireTypedText(field: string, value: unknown, max: number): string {
  const typed = typeof value === 'string' ? value.trim() : '';
  if (typed === '') throw new RuleInputError('rules.input.missing', { field });
  if (CONTROL.test(typed)) throw new RuleInputError('rules.tracker.control-character', { field });
  // A stored text is also bounded in code units, so no text of any length is segmented.
  requireWithin(field, typed.length > max * 16 ? typed.length : visibleLength(typed), 1, max);
  return typed;
}

/** A name of 1 to TRACKER_LIMITS.nameLength characters (requireTypedText). */
export const requireName = (value: unknown): string =>
  requireTypedText('name', value, TRACKER_LIMITS.nameLength);

export function requireDamageTypes(field: string, value: unknown): DamageType[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new RuleInputError('rules.input.missing', { field });
  const types = value.map((item) => requireOption(field, item, DAMAGE_TYPES));
  requireDistinct(field, types);
  return types;
}

/** Condition Immunities as given: each a condition of the ruleset, each once; none: no field at all. */
export function conditionImmunities(value: unknown): { conditionImmune?: TrackerConditionId[] } {
  if (value === undefined) return {};
  if (!Array.isArray(value)) throw new RuleInputError('rules.input.missing', { field: 'conditionImmune' });
  requireInteger('conditionImmune', value.length, 0, TRACKER_CONDITIONS.length);
  const ids = value.map((one) => requireTrackerCondition('conditionImmune', one));
  requireDistinct('conditionImmune', ids);
  return ids.length === 0 ? {} : { conditionImmune: ids };
}

export function requireSaves(value: unknown): Partial<Record<Ability, number>> {
  if (value === undefined) return {};
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new RuleInputError('rules.input.missing', { field: 'saves' });
  }
  const saves: Partial<Record<Ability, number>> = {};
  for (const [ability, bonus] of Object.entries(value)) {
    const key = requireOption('saves', ability, ABILITIES);
    saves[key] = requireIn(`saves.${key}`, bonus, TRACKER_LIMITS.save);
  }
  return saves;
}

/** A creature's or a stat block's name, kind and Initiative bonus, each checked (in that order). */
export function creatureBasics(input: {
  name?: unknown;
  kind?: unknown;
  initiativeBonus?: unknown;
}): Pick<TrackerCreature, 'name' | 'kind' | 'initiativeBonus'> {
  const { initiativeBonus } = TRACKER_LIMITS;
  return {
    name: requireName(input.name),
    kind: requireOption('kind', input.kind, ['character', 'monster'] as const),
    initiativeBonus: requireIn('initiativeBonus', input.initiativeBonus, initiativeBonus),
  };
}

/** A new creature at full hit points, not yet in the Initiative order (no Initiative). */
export function newCreature(id: string, input: CreatureInput): TrackerCreature {
  const { ac, hp } = TRACKER_LIMITS;
  const maxHp = requireIn('maxHp', input.maxHp, hp);
  return {
    id,
    ...creatureBasics(input),
    initiative: null,
    ac: requireIn('ac', input.ac, ac),
    ...(input.speed === undefined ? {} : { speed: requireIn('speed', input.speed, TRACKER_LIMITS.speed) }),
    maxHp,
    hp: maxHp,
    temp: 0,
    saves: requireSaves(input.saves),
    resist: requireDamageTypes('resist', input.resist),
    vulnerable: requireDamageTypes('vulnerable', input.vulnerable),
    immune: requireDamageTypes('immune', input.immune),
    ...conditionImmunities(input.conditionImmune),
    ...((input.attacks ?? []).length > 0 ? { attacks: input.attacks } : {}),
    deathSaves: { successes: 0, failures: 0 },
    stable: false,
    dead: false,
    conditions: [],
    exhaustion: 0,
    concentrating: false,
    concentrationChecks: [],
  };
}

/** Adds a creature (refused beyond TRACKER_LIMITS.creatures). It joins the order once it has Initiative. */
export function addCreature(state: TrackerState, input: CreatureInput): TrackerState {
  requireInteger('creatures', state.creatures.length + 1, 1, TRACKER_LIMITS.creatures);
  const creature = newCreature(`c${state.serial}`, input);
  return { ...state, serial: state.serial + 1, creatures: placeInOrder([...state.creatures, creature]) };
}

/** The numbers already used after `base` ("Goblin 3" uses 3; "Goblin" itself counts as 1). */
function numbersUsed(state: TrackerState, base: string): number[] {
  return state.creatures.flatMap((one) => {
    if (one.name === base) return [1];
    if (!one.name.startsWith(`${base} `)) return [];
    const rest = one.name.slice(base.length + 1);
    return /^[1-9]\d{0,3}$/.test(rest) ? [Number(rest)] : [];
  });
}

/**
 * Adds `count` copies of a creature ("4 × Goblin"), numbered after the copies already there (a
 * single copy whose name is taken too). They form a group, which shares one Initiative roll when
 * `sharedInitiative` is set (rules text Initiative: "the GM makes a single roll").
 */
export function addCreatures(
  state: TrackerState,
  input: CreatureInput,
  options: { count: number; sharedInitiative?: boolean },
): TrackerState {
  const count = requireInteger('count', options.count, 1, TRACKER_LIMITS.groupSize);
  requireInteger('creatures', state.creatures.length + count, 1, TRACKER_LIMITS.creatures);
  const base = requireName(input.name);
  const used = numbersUsed(state, base);
  if (count === 1 && used.length === 0) return addCreature(state, { ...input, name: base });
  const start = used.length === 0 ? 1 : Math.max(...used) + 1;
  const group =
    count > 1 ? { id: `g${state.serial}`, sharedInitiative: options.sharedInitiative === true } : undefined;
  const added: TrackerCreature[] = [];
  let serial = state.serial;
  for (let index = 0; index < count; index += 1) {
    const creature = newCreature(`c${serial}`, { ...input, name: `${base} ${start + index}` });
    added.push(group ? { ...creature, group } : creature);
    serial += 1;
  }
  return { ...state, serial, creatures: placeInOrder([...state.creatures, ...added]) };
}

/** Marks a creature defeated (out of the fight though not dead: fled, surrendered) or back in. */
export function setDefeated(state: TrackerState, id: string, defeated: boolean): TrackerState {
  return updateCreature(state, id, (creature) => {
    const { defeated: _, ...rest } = creature;
    return defeated ? { ...rest, defeated: true } : rest;
  });
}

/** Removes every creature of a group (one by one, as removeCreature: the turn passes on if needed). */
export function removeGroup(state: TrackerState, groupId: string): TrackerState {
  const members = state.creatures.filter((one) => one.group?.id === groupId);
  if (members.length === 0) throw unknownOption('group', groupId, 'a group in the tracker');
  return members.reduce((next, one) => removeCreature(next, one.id), state);
}

/** The creatures a roll or an effect names: 1 to TRACKER_LIMITS.creatures of them, each once. */
export function requireCreatureIds(ids: readonly string[]): void {
  requireDistinct('creatures', [...ids]);
  requireInteger('creatures', ids.length, 1, TRACKER_LIMITS.creatures);
}

/** The creature with this ID (a missing one is an input error naming it). */
export function creatureById(state: TrackerState, id: string): TrackerCreature {
  const creature = state.creatures.find((one) => one.id === id);
  if (!creature) throw unknownOption('creature', id, 'a creature in the tracker');
  return creature;
}

export function updateCreature(
  state: TrackerState,
  id: string,
  change: (creature: TrackerCreature) => TrackerCreature,
): TrackerState {
  const creature = creatureById(state, id);
  return { ...state, creatures: state.creatures.map((one) => (one === creature ? change(one) : one)) };
}

/**
 * Removes a creature; on its turn the turn passes on. Conditions its turn would have ended stay,
 * named by its kept name; its tied effects end; "previous turn" cannot go back past the removal.
 */
export function removeCreature(state: TrackerState, id: string): TrackerState {
  const creature = creatureById(state, id);
  const creatures = endTiedEffects({
    ...state,
    creatures: state.creatures.filter((one) => one !== creature),
  }).creatures;
  const lines = state.initiativeLines?.filter((line) => line.creatureId !== id);
  if (state.currentId !== id) return { ...state, creatures, ...(lines ? { initiativeLines: lines } : {}) };
  const index = state.creatures.indexOf(creature);
  const next = creatures[index] ?? creatures[0];
  const wrapped = creatures[index] === undefined;
  return {
    ...state,
    creatures,
    ...(lines ? { initiativeLines: lines } : {}),
    currentId: next?.id ?? null,
    round: next ? state.round + (wrapped ? 1 : 0) : 0,
    history: [],
  };
}
