/**
 * How many cases a property test runs: its full size (the number written in the test) times
 * `POLYHEDRAL_PROPERTY_SCALE`, 0.1 unless set (every push and a local `vitest run`: seconds, not a
 * minute). By hand for the full or a larger run: `POLYHEDRAL_PROPERTY_SCALE=1` (or 2, 10, ...).
 * A scale that is not a positive number is refused, not read as the default.
 */
export const DEFAULT_PROPERTY_SCALE = 0.1;

export function propertyScale(env: Readonly<Record<string, string | undefined>> = process.env): number {
  const given = env.POLYHEDRAL_PROPERTY_SCALE;
  if (given === undefined || given === '') return DEFAULT_PROPERTY_SCALE;
  const scale = Number(given);
  if (!Number.isFinite(scale) || scale <= 0) {
    throw new Error(`POLYHEDRAL_PROPERTY_SCALE must be a positive number, not "${given}"`);
  }
  return scale;
}

/** `fc.assert`'s numRuns for a property whose full size is `full` (at least one case). */
export function propertyRuns(full: number, scale: number = propertyScale()): number {
  return Math.max(1, Math.round(full * scale));
}
