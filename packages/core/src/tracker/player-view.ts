import { DAMAGE_LIMITS } from '../rules/damage-limits.ts';
import { isBloodied } from '../rules/hit-points.ts';
import { requireIn, requireInteger, requireOption } from '../validate.ts';
import { conditionImmunities, requireName } from './tracker-creatures.ts';
import {
  array,
  bool,
  readCreatureState,
  readFileBody,
  readTurn,
  record,
  text,
} from './tracker-file-fields.ts';
import { TRACKER_LIMITS, type TrackerConditionId } from './tracker-limits.ts';
import type { TrackerCondition, TrackerEffect, TrackerState } from './tracker-types.ts';

/**
 * What the players see of a monster's hit points: dead, Bloodied (half or fewer; ruleId HitPoints,
 * "Bloodied") or neither. Its numbers, AC and saves stay with the game master.
 */
export type MonsterHealth = 'dead' | 'bloodied' | 'unhurt-or-hurt';

interface ViewCreatureBase {
  readonly id: string;
  readonly name: string;
  readonly initiative: number | null;
  readonly conditions: readonly TrackerCondition[];
  /** Its own Condition Immunities, so the view shows a moot condition as not applying; absent: none. */
  readonly conditionImmune?: readonly TrackerConditionId[];
  readonly exhaustion: number;
  readonly concentrating: boolean;
  /** Custom effects with dice (Bless's +1d4), as on the game master's tracker; absent: none. */
  readonly effects?: readonly TrackerEffect[];
  /** Marked defeated by the game master (fled, surrendered) though not dead; absent: not. */
  readonly defeated?: true;
}

/** A character as the players see it: its own numbers, as on the game master's tracker. */
export interface ViewCharacter extends ViewCreatureBase {
  readonly kind: 'character';
  readonly hp: number;
  readonly maxHp: number;
  readonly temp: number;
  readonly deathSaves: { readonly successes: number; readonly failures: number };
  readonly stable: boolean;
  readonly dead: boolean;
}

/** A monster as the players see it: no numbers, only its state. */
export interface ViewMonster extends ViewCreatureBase {
  readonly kind: 'monster';
  readonly health: MonsterHealth;
}

/** The players' read-only view of a fight (what a share link carries). */
export interface PlayerView {
  readonly round: number;
  readonly currentId: string | null;
  readonly creatures: readonly (ViewCharacter | ViewMonster)[];
}

/** The shared form: a marker and a version, then the view. */
export const PLAYER_VIEW_FILE = { format: 'polyhedral-player-view', version: 1 } as const;

/** The players' view: order, turn, conditions, effects; characters' hit points, monsters' state only. */
export function playerView(state: TrackerState): PlayerView {
  return {
    round: state.round,
    currentId: state.currentId,
    creatures: state.creatures.map((one) => {
      const base = {
        id: one.id,
        name: one.name,
        initiative: one.initiative,
        conditions: one.conditions,
        ...((one.conditionImmune ?? []).length > 0 ? { conditionImmune: one.conditionImmune } : {}),
        exhaustion: one.exhaustion,
        concentrating: one.concentrating,
        ...((one.effects ?? []).length > 0 ? { effects: one.effects } : {}),
        ...(one.defeated ? { defeated: true as const } : {}),
      };
      if (one.kind === 'monster') {
        const health: MonsterHealth = one.dead
          ? 'dead'
          : isBloodied(one.hp, one.maxHp)
            ? 'bloodied'
            : 'unhurt-or-hurt';
        return { ...base, kind: 'monster', health };
      }
      return {
        ...base,
        kind: 'character',
        hp: one.hp,
        maxHp: one.maxHp,
        temp: one.temp,
        deathSaves: one.deathSaves,
        stable: one.stable,
        dead: one.dead,
      };
    }),
  };
}

export function playerViewText(view: PlayerView): string {
  return JSON.stringify({ ...PLAYER_VIEW_FILE, view });
}

function readViewCreature(value: unknown): ViewCharacter | ViewMonster {
  const input = record('creature', value);
  const base = {
    id: text('id', input.id),
    name: requireName(input.name),
    ...readCreatureState(input),
    ...conditionImmunities(input.conditionImmune),
    ...(input.defeated === undefined || !bool('defeated', input.defeated) ? {} : { defeated: true as const }),
  };
  const kind = requireOption('kind', input.kind, ['character', 'monster'] as const);
  if (kind === 'monster') {
    const health = requireOption('health', input.health, ['dead', 'bloodied', 'unhurt-or-hurt'] as const);
    return { ...base, kind, health };
  }
  const maxHp = requireIn('maxHp', input.maxHp, TRACKER_LIMITS.hp);
  const deathSaves = record('deathSaves', input.deathSaves);
  return {
    ...base,
    kind,
    hp: requireInteger('hp', input.hp, 0, maxHp),
    maxHp,
    temp: requireInteger('temp', input.temp, 0, DAMAGE_LIMITS.maxHitPoints),
    deathSaves: {
      successes: requireInteger('deathSaves.successes', deathSaves.successes, 0, 3),
      failures: requireInteger('deathSaves.failures', deathSaves.failures, 0, 3),
    },
    stable: bool('stable', input.stable),
    dead: bool('dead', input.dead),
  };
}

/** Reads a shared players' view, every field checked as in a saved tracker (readFileBody). */
export function readPlayerView(viewText: string): PlayerView {
  const input = readFileBody(viewText, PLAYER_VIEW_FILE, 'view');
  const creatures = array('creatures', input.creatures, TRACKER_LIMITS.creatures).map(readViewCreature);
  const { round, currentId } = readTurn(
    input,
    creatures.map((one) => one.id),
  );
  return { round, currentId, creatures };
}
