import type { RulesetId } from '@polyhedral/core';
import { attackDamageCalculator, type ParamSpec } from '@polyhedral/core/calculators';
import type { AttackKind, Judgement } from '@polyhedral/core/conditions';
import type { AttackCover } from '@polyhedral/core/tracker';
import type { Locale } from '@polyhedral/i18n/client';
import { boundFieldHost } from '../calculators/shared/bound-field-host.ts';
import type { FieldHost } from '../calculators/shared/RegistryFields.tsx';
import { fieldString, validateParam } from '../calculators/shared/registry-fields.ts';
import type { FieldResult } from '../calculators/shared/types.ts';

/**
 * The tracker attack's fields that the calculators ask too, taken from the core's registry (the
 * attack calculator's `attack-type` and `judged` parameters: their options, default and
 * validation) and bound for the one field renderer (RegistryFields), so the attack tab draws no
 * option of its own: melee or ranged, the targets' cover, and what the table says holds (an enemy within 5 feet of a
 * ranged attacker, the source of a Frightened attacker's fear in sight...).
 */
export const TRACKER_ATTACK_FIELDS = ['attack-type', 'cover', 'judged'] as const;
export type TrackerAttackField = (typeof TRACKER_ATTACK_FIELDS)[number];

const PARAMS: readonly ParamSpec[] = TRACKER_ATTACK_FIELDS.map((name) => {
  const param = attackDamageCalculator.params.find((one: ParamSpec) => one.name === name);
  if (!param) throw new Error(`the attack calculator has no parameter ${name}`);
  return param;
});

/** The fields' texts as the registry's defaults give them (`not-said`, no judgement). */
export function defaultAttackFields(): Record<TrackerAttackField, string> {
  return Object.fromEntries(PARAMS.map((param) => [param.name, fieldString(param.default, param)])) as Record<
    TrackerAttackField,
    string
  >;
}

/**
 * What the fields give attackCreatures: melee or ranged (`not-said`: absent) and the judgements
 * ticked. A text the registry refuses (never typed: a select and checkboxes) gives nothing.
 */
export function attackFieldValues(raw: Readonly<Record<TrackerAttackField, string>>): {
  attackType?: AttackKind;
  cover?: AttackCover;
  judged: Judgement[];
} {
  const [typeParam, coverParam, judgedParam] = PARAMS as [ParamSpec, ParamSpec, ParamSpec];
  const type = validateParam(typeParam, raw['attack-type']);
  const cover = validateParam(coverParam, raw.cover);
  const judged = validateParam(judgedParam, raw.judged);
  const kind = type.ok && (type.value === 'melee' || type.value === 'ranged') ? type.value : undefined;
  // Total Cover goes to the core as chosen: it refuses it (such a target cannot be targeted).
  const covered = cover.ok && cover.value !== 'none' ? (cover.value as AttackCover) : undefined;
  return {
    ...(kind ? { attackType: kind } : {}),
    ...(covered ? { cover: covered } : {}),
    judged: judged.ok ? (judged.value as Judgement[]) : [],
  };
}

export interface AttackFieldsInput {
  raw: Readonly<Record<TrackerAttackField, string>>;
  ruleset: RulesetId;
  messages: Record<string, string>;
  locale: Locale;
  onChange: (raw: Record<TrackerAttackField, string>) => void;
}

/** The fields bound for RegistryFields (element IDs `tracker-at-attack-type`, `tracker-at-judged`). */
export function attackFieldHost(input: AttackFieldsInput): FieldHost {
  const raw: Record<string, string> = { ...input.raw };
  const results: Record<string, FieldResult<unknown>> = Object.fromEntries(
    PARAMS.map((param) => [param.name, validateParam(param, raw[param.name] ?? '')]),
  );
  const set = (name: string, text: string) => {
    if (!(TRACKER_ATTACK_FIELDS as readonly string[]).includes(name))
      throw new Error(`the tracker attack has no field ${name}`);
    input.onChange({ ...input.raw, [name]: text });
  };
  const idOf = (name: string) => `tracker-at-${name}`;
  return boundFieldHost({
    kind: 'attack-damage',
    params: PARAMS,
    ruleset: input.ruleset,
    results,
    ranges: {},
    messages: input.messages,
    locale: input.locale,
    raw,
    set,
    idOf,
  });
}
