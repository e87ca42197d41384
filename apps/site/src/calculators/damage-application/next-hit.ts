import { type NextHitParams, PER_HIT_PARAMS } from '@polyhedral/core/calculators';

/** The fields a chained hit carries on (the core's nextHitParams). */
export const CHAIN_FIELDS = ['hp', 'temp', 'failures', 'stable'] as const;

/** The fields a next hit changes: the chained ones and the core's per-hit parameters. */
export const NEXT_HIT_FIELDS = [...CHAIN_FIELDS, ...PER_HIT_PARAMS] as const;
export type NextHitField = (typeof NEXT_HIT_FIELDS)[number];

/** One hit of a chain: the damage it did and the fields as they were before the next hit. */
export interface ChainedHit {
  taken: number;
  before: Record<NextHitField, string>;
}

/** The next hit's fields: the target as this hit left it, the per-hit fields fresh (nothing applied twice). */
export function nextHitFields(
  next: NextHitParams,
  fresh: Readonly<Record<string, string>>,
): Record<NextHitField, string> {
  const perHit = Object.fromEntries(PER_HIT_PARAMS.map((field) => [field, fresh[field] ?? '']));
  return {
    hp: String(next.hp),
    temp: String(next.temp),
    failures: String(next.failures),
    stable: next.stable ? '1' : '0',
    ...perHit,
  } as Record<NextHitField, string>;
}

/** The fields as they are now, kept so Undo can put them back. */
export function chainSnapshot(raw: Readonly<Record<string, string>>): Record<NextHitField, string> {
  return Object.fromEntries(NEXT_HIT_FIELDS.map((field) => [field, raw[field] ?? ''])) as Record<
    NextHitField,
    string
  >;
}
