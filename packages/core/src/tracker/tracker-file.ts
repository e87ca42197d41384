import { D20_LIMITS } from '../rules/d20-limits.ts';
import { DAMAGE_LIMITS } from '../rules/damage-limits.ts';
import { DEFAULT_RULESET } from '../rulesets/index.ts';
import { requireDistinct, requireInteger, requireOption } from '../validate.ts';
import { concentrationCheckFor } from './concentration.ts';
import { endTiedEffects } from './concentration-effects.ts';
import { placeInOrder } from './initiative.ts';
import { readInitiativeLines } from './initiative-lines-file.ts';
import {
  historyIds,
  readRoundNotes,
  readRoundStartFields,
  readUsesBack,
  requireUsesBackFit,
} from './round-start-file.ts';
import { readSavedAttacks } from './stat-blocks.ts';
import { newCreature, requireDamageTypes, requireName, requireSaves } from './tracker-creatures.ts';
import {
  array,
  bool,
  readCondition,
  readCreatureState,
  readEffect,
  readFileBody,
  readTurn,
  record,
  text,
} from './tracker-file-fields.ts';
import { TRACKER_LIMITS } from './tracker-limits.ts';
import type {
  TrackerCreature,
  TrackerGroup,
  TrackerSettings,
  TrackerState,
  TurnChange,
} from './tracker-types.ts';

/**
 * The saved or exported tracker: a marker and a version, then the state (see the core README).
 * Version 1 files are read as they were; fields added since are optional. A field the reader does
 * not know is refused, naming it (a misspelt `"defeted"` is not dropped in silence).
 */
export const TRACKER_FILE = { format: 'polyhedral-tracker', version: 2, readable: [1, 2] } as const;

/** The JSON text of a tracker (what the site keeps on the device and exports). */
export function trackerFileText(state: TrackerState): string {
  return JSON.stringify({ format: TRACKER_FILE.format, version: TRACKER_FILE.version, tracker: state });
}

const CREATURE_FIELDS = [
  'id',
  'name',
  'kind',
  'initiativeBonus',
  'initiative',
  'ac',
  'speed',
  'maxHp',
  'hp',
  'temp',
  'saves',
  'resist',
  'vulnerable',
  'immune',
  'conditionImmune',
  'deathSaves',
  'stable',
  'dead',
  'conditions',
  'exhaustion',
  'concentrating',
  'concentrationChecks',
  'defeated',
  'effects',
  'group',
  'attacks',
  'fixedInitiative',
  'uses',
] as const;

function readCreature(value: unknown): TrackerCreature {
  const input = record('creature', value, CREATURE_FIELDS);
  const base = newCreature(text('id', input.id), {
    ...(input.speed === undefined ? {} : { speed: input.speed as number }),
    name: requireName(input.name),
    kind: input.kind as 'character',
    initiativeBonus: input.initiativeBonus as number,
    ac: input.ac as number,
    maxHp: input.maxHp as number,
    saves: requireSaves(input.saves),
    resist: requireDamageTypes('resist', input.resist),
    vulnerable: requireDamageTypes('vulnerable', input.vulnerable),
    immune: requireDamageTypes('immune', input.immune),
    ...(input.conditionImmune === undefined ? {} : { conditionImmune: input.conditionImmune as string[] }),
    attacks: readSavedAttacks(input.attacks),
  });
  const deathSaves = record('deathSaves', input.deathSaves);
  const rule = DEFAULT_RULESET.dying;
  const toStabilize = rule.kind === 'death-saving-throw' ? rule.successesToStabilize : 3;
  const toDie = rule.kind === 'death-saving-throw' ? rule.failuresToDie : 3;
  const state = readCreatureState(input);
  requireDistinct('conditions', state.conditions, (c) => c.id);
  const creature: TrackerCreature = {
    ...base,
    hp: requireInteger('hp', input.hp, 0, base.maxHp),
    temp: requireInteger('temp', input.temp, 0, DAMAGE_LIMITS.maxHitPoints),
    deathSaves: {
      successes: requireInteger('deathSaves.successes', deathSaves.successes, 0, toStabilize - 1),
      failures: requireInteger('deathSaves.failures', deathSaves.failures, 0, toDie),
    },
    stable: bool('stable', input.stable),
    dead: bool('dead', input.dead),
    ...(input.defeated === undefined ? {} : { defeated: bool('defeated', input.defeated) }),
    ...(input.group === undefined ? {} : { group: readGroup(input.group) }),
    // Its keys but `effects` stand where `base` has them, so a file is written back as it was.
    ...state,
    ...readRoundStartFields(input),
  };
  // A stored save owed is recomputed from its damage and the creature's bonus, never trusted.
  const checks = array(
    'concentrationChecks',
    input.concentrationChecks,
    TRACKER_LIMITS.conditionsPerCreature,
  );
  return {
    ...creature,
    concentrationChecks: checks.map((check) => {
      const one = record('check', check);
      const sources = (name: 'advantage' | 'disadvantage') =>
        one[name] === undefined ? 0 : requireInteger(name, one[name], 0, D20_LIMITS.sources.max);
      return concentrationCheckFor(
        creature,
        requireInteger('damage', one.damage, 1, DAMAGE_LIMITS.maxAmount),
        undefined,
        { advantage: sources('advantage'), disadvantage: sources('disadvantage') },
      );
    }),
  };
}

function readGroup(value: unknown): TrackerGroup {
  const input = record('group', value);
  return {
    id: text('group.id', input.id),
    sharedInitiative: bool('group.sharedInitiative', input.sharedInitiative),
  };
}

function readSettings(value: unknown): TrackerSettings | undefined {
  if (value === undefined) return undefined;
  const input = record('settings', value);
  return { skipDefeated: bool('settings.skipDefeated', input.skipDefeated) };
}

function readHistory(value: unknown): TurnChange[] {
  return array('history', value, 200).map((entry) => {
    const input = record('history', entry);
    const from = record('history.from', input.from);
    return {
      from: {
        // A creature removed since may have had this turn ("previous turn" stops there: turns.ts).
        creatureId: text('history.from.creatureId', from.creatureId),
        round: requireInteger('history.from.round', from.round, 1, Number.MAX_SAFE_INTEGER),
      },
      expired: array('history.expired', input.expired, 1000).map((item) => {
        const one = record('history.expired', item);
        return { creatureId: text('creatureId', one.creatureId), condition: readCondition(one.condition) };
      }),
      ...(input.expiredEffects === undefined
        ? {}
        : {
            expiredEffects: array('history.expiredEffects', input.expiredEffects, 1000).map((item) => {
              const one = record('history.expiredEffects', item);
              return { creatureId: text('creatureId', one.creatureId), effect: readEffect(one.effect) };
            }),
          }),
      ...readUsesBack(input.usesBack),
    };
  });
}

/** The highest number in IDs like `c12` and `k7`. */
function highestSerial(ids: readonly string[]): number {
  return ids.reduce((high, id) => Math.max(high, Number.parseInt(id.slice(1), 10) || 0), 0);
}

/** Reads a saved or imported tracker, every field checked as when typed; a refusal names the field. */
export function readTrackerFile(fileText: string): TrackerState {
  const input = readFileBody(fileText, TRACKER_FILE, 'tracker', [
    'creatures',
    'round',
    'currentId',
    'history',
    'serial',
    'settings',
    'initiativeLines',
    'roundNotes',
  ]);
  const creatures = array('creatures', input.creatures, TRACKER_LIMITS.creatures).map(readCreature);
  const ids = creatures.map((one) => one.id);
  const { round, currentId } = readTurn(input, ids);
  const roundNotes = readRoundNotes(input.roundNotes);
  const history = readHistory(input.history);
  requireUsesBackFit(history, creatures);
  const conditionIds = creatures.flatMap((one) => [
    ...one.conditions.map((c) => c.id),
    ...(one.effects ?? []).map((e) => e.id),
    ...(one.uses ?? []).map((u) => u.id),
  ]);
  const serial = Math.max(
    requireInteger('serial', input.serial, 1, Number.MAX_SAFE_INTEGER),
    highestSerial([
      ...ids,
      ...conditionIds,
      ...(roundNotes ?? []).map((n) => n.id),
      // A use taken off since, named by a turn change: a new one never takes its ID.
      ...historyIds(history),
    ]) + 1,
  );
  // The stored order is the table's (ties included), but never against Initiative.
  const ordered = placeInOrder(creatures);
  const settings = readSettings(input.settings);
  const initiativeLines = readInitiativeLines(input.initiativeLines, ids);
  // An effect tied to a creature's Concentration names a creature of this tracker; one whose
  // creature no longer concentrates has ended (endTiedEffects).
  for (const effect of creatures.flatMap((one) => one.effects ?? [])) {
    if (effect.concentration)
      requireOption('effect.concentration.creatureId', effect.concentration.creatureId, ids);
  }
  for (const condition of creatures.flatMap((one) => one.conditions)) {
    if (condition.concentration)
      requireOption('condition.concentration.creatureId', condition.concentration.creatureId, ids);
  }
  return endTiedEffects({
    creatures: ordered,
    round,
    currentId,
    history,
    serial,
    ...(settings ? { settings } : {}),
    ...(initiativeLines ? { initiativeLines } : {}),
    ...(roundNotes ? { roundNotes } : {}),
  });
}
