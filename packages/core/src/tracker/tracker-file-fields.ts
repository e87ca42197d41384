import { RuleInputError } from '../errors.ts';
import { formatBonusDice } from '../rules/bonus-dice.ts';
import { requireDistinct, requireInteger, requireOption } from '../validate.ts';
import { requireBonusDice, requireEffectRolls } from './effects.ts';
import { requireTrackerCondition } from './tracker-conditions.ts';
import { requireName } from './tracker-creatures.ts';
import { EXHAUSTION, TRACKER_LIMITS } from './tracker-limits.ts';
import type { ConditionExpiry, TrackerCondition, TrackerEffect } from './tracker-types.ts';

/*
 * The field readers shared by the saved tracker (tracker-file.ts) and the players' view
 * (player-view.ts): each refusal is a RuleInputError naming the field.
 */

/** An object (else a refusal naming `field`); with `known`, one holding no other field (onlyKnown). */
export function record(field: string, value: unknown, known?: readonly string[]): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new RuleInputError('rules.input.missing', { field });
  }
  if (known) onlyKnown(value as Record<string, unknown>, known);
  return value as Record<string, unknown>;
}

export function array(field: string, value: unknown, max: number): unknown[] {
  if (!Array.isArray(value)) throw new RuleInputError('rules.input.missing', { field });
  requireInteger(`${field}.length`, value.length, 0, max);
  return value;
}

export function text(field: string, value: unknown): string {
  if (typeof value !== 'string' || value === '' || value.length > 64) {
    throw new RuleInputError('rules.input.missing', { field });
  }
  return value;
}

/**
 * Refuses a record holding a field the reader does not know (`"defeted": true` for `defeated`):
 * a misspelt name is reported, never dropped in silence (`rules.tracker.unknown-field`).
 */
export function onlyKnown(input: Record<string, unknown>, known: readonly string[]): void {
  for (const key of Object.keys(input)) {
    if (!known.includes(key))
      throw new RuleInputError('rules.tracker.unknown-field', { field: key.slice(0, 64) });
  }
}

export function bool(field: string, value: unknown): boolean {
  if (typeof value !== 'boolean') throw new RuleInputError('rules.input.missing', { field });
  return value;
}

function readExpiry(value: unknown): ConditionExpiry {
  const input = record('expires', value);
  const kind = requireOption('expires.kind', input.kind, [
    'until-removed',
    'turn-start',
    'turn-end',
  ] as const);
  if (kind === 'until-removed') return { kind };
  return {
    kind,
    creatureId: text('expires.creatureId', input.creatureId),
    creatureName: requireName(input.creatureName),
    round: requireInteger('expires.round', input.round, 1, Number.MAX_SAFE_INTEGER),
  };
}

/** A custom effect (tracker file version 2): its dice and rolls checked as when it was given. */
export function readEffect(value: unknown): TrackerEffect {
  const input = record('effect', value, ['id', 'name', 'dice', 'rolls', 'expires', 'concentration']);
  return {
    id: text('effect.id', input.id),
    name: requireName(input.name),
    dice: formatBonusDice(requireBonusDice('dice', input.dice)),
    rolls: requireEffectRolls(input.rolls),
    expires: readExpiry(input.expires),
    ...(input.concentration === undefined ? {} : { concentration: readConcentrator(input.concentration) }),
  };
}

/** The creature an effect's Concentration belongs to: its ID and its name for display. */
function readConcentrator(
  value: unknown,
  field: 'effect' | 'condition' = 'effect',
): NonNullable<TrackerEffect['concentration']> {
  const input = record(`${field}.concentration`, value, ['creatureId', 'creatureName']);
  return {
    creatureId: text(`${field}.concentration.creatureId`, input.creatureId),
    creatureName: requireName(input.creatureName),
  };
}

export function readCondition(value: unknown): TrackerCondition {
  const input = record('condition', value, ['id', 'condition', 'expires', 'fromZeroHp', 'concentration']);
  return {
    id: text('condition.id', input.id),
    // A condition this ruleset lacks (SRD 5.2: Ethereal, Intoxicated) is refused, not kept.
    condition: requireTrackerCondition('condition', input.condition),
    expires: readExpiry(input.expires),
    ...(input.fromZeroHp === true ? { fromZeroHp: true } : {}),
    ...(input.concentration === undefined
      ? {}
      : { concentration: readConcentrator(input.concentration, 'condition') }),
  };
}

/** The body of a tracker file or players' view (format and readable version checked), its `key` field (see record). */
export function readFileBody(
  fileText: string,
  marker: { readonly format: string; readonly version: number; readonly readable?: readonly number[] },
  key: string,
  known?: readonly string[],
): Record<string, unknown> {
  let data: unknown;
  try {
    data = JSON.parse(fileText);
  } catch {
    throw new RuleInputError('rules.tracker.not-json', {});
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new RuleInputError('rules.tracker.wrong-format', {});
  }
  const file = data as Record<string, unknown>;
  const versions: readonly unknown[] = marker.readable ?? [marker.version];
  if (file.format !== marker.format || !versions.includes(file.version)) {
    throw new RuleInputError('rules.tracker.wrong-format', {});
  }
  return record(key, file[key], known);
}

/** The turn of a file: its round and whose turn it is (one of `ids`; none before round 1, and only then). */
export function readTurn(
  input: Record<string, unknown>,
  ids: readonly string[],
): { round: number; currentId: string | null } {
  requireDistinct('creatures', ids);
  const round = requireInteger('round', input.round, 0, Number.MAX_SAFE_INTEGER);
  const currentId = input.currentId === null ? null : requireOption('currentId', input.currentId, ids);
  if ((round === 0) !== (currentId === null))
    throw new RuleInputError('rules.input.missing', { field: 'currentId' });
  return { round, currentId };
}

/** A creature's state as a saved tracker and a players' view both keep it. */
export function readCreatureState(input: Record<string, unknown>) {
  const { min, max } = TRACKER_LIMITS.initiative;
  const perCreature = TRACKER_LIMITS.conditionsPerCreature;
  return {
    initiative: input.initiative === null ? null : requireInteger('initiative', input.initiative, min, max),
    conditions: array('conditions', input.conditions, perCreature).map(readCondition),
    exhaustion: requireInteger('exhaustion', input.exhaustion, 0, EXHAUSTION.deathAt),
    concentrating: bool('concentrating', input.concentrating),
    ...(input.effects === undefined
      ? {}
      : { effects: array('effects', input.effects, perCreature).map(readEffect) }),
  };
}
