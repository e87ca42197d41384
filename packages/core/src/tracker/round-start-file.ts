import { requireDistinct, requireInteger } from '../validate.ts';
import { ROUND_START_LIMITS, requireNote, requireUse } from './round-start.ts';
import { array, record, text } from './tracker-file-fields.ts';
import { TRACKER_LIMITS } from './tracker-limits.ts';
import type { RoundNote, TrackerCreature, TurnChange, UseBack } from './tracker-types.ts';

/* The tracker file's optional fields for a prepared fight (round-start.ts), read as when typed. */

/** A stored creature's fixed slot and uses, checked (absent: none). */
export function readRoundStartFields(
  input: Record<string, unknown>,
): Pick<TrackerCreature, 'fixedInitiative' | 'uses'> & { initiative?: number } {
  const { min, max } = TRACKER_LIMITS.initiative;
  const fixed =
    input.fixedInitiative === undefined
      ? undefined
      : requireInteger('fixedInitiative', input.fixedInitiative, min, max);
  const uses =
    input.uses === undefined
      ? undefined
      : array('uses', input.uses, ROUND_START_LIMITS.usesPerCreature).map((value) => {
          const one = record('use', value, ['id', 'name', 'max', 'left', 'resets']);
          return requireUse(text('use.id', one.id), {
            name: one.name,
            max: one.max,
            left: one.left ?? null,
            resets: one.resets,
          });
        });
  if (uses) requireDistinct('uses', uses, (use) => use.id);
  return {
    // A fixed slot is the creature's count every round, whatever else the file says.
    ...(fixed === undefined ? {} : { fixedInitiative: fixed, initiative: fixed }),
    ...(uses && uses.length > 0 ? { uses } : {}),
  };
}

/** The stored round notes, checked (absent: none). */
export function readRoundNotes(value: unknown): RoundNote[] | undefined {
  if (value === undefined) return undefined;
  const notes = array('roundNotes', value, ROUND_START_LIMITS.roundNotes).map((item) => {
    const one = record('roundNote', item, ['id', 'text']);
    return { id: text('roundNote.id', one.id), text: requireNote(one.text) };
  });
  requireDistinct('roundNotes', notes, (note) => note.id);
  return notes.length > 0 ? notes : undefined;
}

/** A stored turn change's `usesBack`, checked (absent: none; "previous turn" then leaves those uses full). */
export function readUsesBack(value: unknown): { usesBack?: UseBack[] } {
  if (value === undefined) return {};
  const { usesPerCreature, useMax } = ROUND_START_LIMITS;
  const usesBack = array('history.usesBack', value, TRACKER_LIMITS.creatures * usesPerCreature).map(
    (item) => {
      const one = record('history.usesBack', item, ['creatureId', 'useId', 'left']);
      return {
        creatureId: text('creatureId', one.creatureId),
        useId: text('useId', one.useId),
        left: requireInteger('history.usesBack.left', one.left, 0, useMax),
      };
    },
  );
  // One entry a use: a turn change gives each back once.
  requireDistinct('history.usesBack', usesBack, (one) => `${one.creatureId} ${one.useId}`);
  return usesBack.length > 0 ? { usesBack } : {};
}

/** Each stored `usesBack` of a use still there had less left than its most (a turn change gives back only those). */
export function requireUsesBackFit(
  history: readonly TurnChange[],
  creatures: readonly TrackerCreature[],
): void {
  for (const item of history.flatMap((change) => change.usesBack ?? [])) {
    const creature = creatures.find((one) => one.id === item.creatureId);
    const use = creature?.uses?.find((one) => one.id === item.useId);
    if (use) requireInteger('history.usesBack.left', item.left, 0, use.max - 1);
  }
}

/** The IDs a stored history names, perhaps removed since: the serial passes them, never reusing one. */
export function historyIds(history: readonly TurnChange[]): string[] {
  return history.flatMap((change) => [
    change.from.creatureId,
    ...change.expired.flatMap((one) => [one.creatureId, one.condition.id]),
    ...(change.expiredEffects ?? []).flatMap((one) => [one.creatureId, one.effect.id]),
    ...(change.usesBack ?? []).flatMap((one) => [one.creatureId, one.useId]),
  ]);
}
