import type { InitiativeLine, InitiativeRoll, TrackerState } from './tracker-types.ts';

/*
 * The Initiative lines kept in the tracker (why each creature stands where it does): the last
 * rolls, each replaced by the count the table typed for that creature since, so a reload keeps
 * them and a line never says 8 where the list says 23.
 */

/** The count a line gives its creature: the roll's total, or the count the table typed. */
export function lineTotal(line: InitiativeLine): number {
  return 'typed' in line ? line.typed : line.total;
}

/** The lines after a roll: those of the creatures rolled for are replaced, the others kept. */
export function linesAfterRoll(
  state: TrackerState,
  rolls: readonly InitiativeRoll[],
  all: boolean,
): readonly InitiativeLine[] {
  const rolled = new Set(rolls.map((roll) => roll.creatureId));
  const kept = all ? [] : (state.initiativeLines ?? []).filter((line) => !rolled.has(line.creatureId));
  return [...kept, ...rolls];
}

/** The lines after the table typed a creature's Initiative: its line, if lines are kept, says that count. */
export function linesAfterTyped(
  state: TrackerState,
  creatureId: string,
  typed: number,
): readonly InitiativeLine[] | undefined {
  const lines = state.initiativeLines;
  if (!lines || lines.length === 0) return lines;
  const line: InitiativeLine = { creatureId, typed };
  return lines.some((one) => one.creatureId === creatureId)
    ? lines.map((one) => (one.creatureId === creatureId ? line : one))
    : [...lines, line];
}

/** The tracker without its Initiative lines (the table hid them). */
export function clearInitiativeLines(state: TrackerState): TrackerState {
  const { initiativeLines: _, ...rest } = state;
  return rest;
}

/** The lines in the Initiative order of the creatures they name (the order of the list). */
export function linesInOrder(state: TrackerState): InitiativeLine[] {
  const place = new Map(state.creatures.map((one, index) => [one.id, index]));
  return (state.initiativeLines ?? [])
    .filter((line) => place.has(line.creatureId))
    .sort((a, b) => place.get(a.creatureId)! - place.get(b.creatureId)!);
}
