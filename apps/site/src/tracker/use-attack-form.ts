import { D20_LIMITS, DAMAGE_LIMITS, type DamageType, type RulesetId } from '@polyhedral/core';
import { attackDamageCalculator, type ParamSpec } from '@polyhedral/core/calculators';
import type { AttackKind, Judgement } from '@polyhedral/core/conditions';
import {
  type AttackCover,
  effectDiceFor,
  type SavedAttack,
  type TrackerState,
} from '@polyhedral/core/tracker';
import type { Locale } from '@polyhedral/i18n/client';
import { useEffect, useState } from 'preact/hooks';
import { boundFieldHost } from '../calculators/shared/bound-field-host.ts';
import type { FieldHost } from '../calculators/shared/RegistryFields.tsx';
import { fieldString, validateParam } from '../calculators/shared/registry-fields.ts';
import type { FieldResult } from '../calculators/shared/types.ts';
import type { TrackerText } from './tracker-text.ts';
import { useTypedByCreature, useTypedNumber, useTypedText } from './typed-numbers.ts';

/**
 * An attack's damage as typed: 1d8+3 slashing, and a second part that counts once it has dice
 * (fire until another type is chosen); `parts` are those for the core, trimmed.
 */
function useDamageParts() {
  const dice = useTypedText('1d8+3');
  const [type, setType] = useState<DamageType>('slashing');
  const dice2 = useTypedText('');
  const [type2, setType2] = useState<DamageType>('fire');
  return {
    first: { dice, type, setType },
    second: { dice: dice2, type: type2, setType: setType2 },
    parts: () => [
      { dice: dice.text.trim(), type },
      ...(dice2.text.trim() === '' ? [] : [{ dice: dice2.text.trim(), type: type2 }]),
    ],
  };
}

/** What the distance was taken from: the table's tick, or assumed from melee, ranged or neither said. */
type DistanceBasis = 'ticked' | 'melee' | 'ranged' | 'not-said';

/**
 * The distance an attack is made from: the table's tick when it gave one for this attacker and
 * attack, else assumed from the attack (ranged: farther than 5 feet; melee or not said: within).
 */
export function distanceOf(ticked: boolean | null, kind: AttackKind | undefined) {
  if (ticked !== null) return { near: ticked, basis: 'ticked' as DistanceBasis };
  return { near: kind !== 'ranged', basis: (kind ?? 'not-said') as DistanceBasis };
}

/** The distance in words, with what it was taken from: the tab's note and the receipt's line. */
export function distanceLine(text: TrackerText, distance: ReturnType<typeof distanceOf>): string {
  return text.t('tracker.attack.distanceLine', {
    distance: text.t(distance.near ? 'tracker.attack.distance.near' : 'tracker.attack.distance.far'),
    basis: text.t(`tracker.attack.basis.${distance.basis}`),
  });
}

/**
 * The attack tab's fields as typed: the attacker (the one whose turn it is until another is
 * chosen), its saved attack, the bonus and damage, within 5 feet, the registry's fields (melee or
 * ranged, cover, judgements), and each target's d20 and effect dice. The distance follows the
 * attack (distanceOf) until the table ticks it; a new attacker, saved attack or melee/ranged choice
 * starts it afresh from its own attack, so a box ticked for the last attacker never carries over.
 */
export function useAttackForm(state: TrackerState, selected: readonly string[], text: TrackerText) {
  const [attacker, setAttacker] = useState('');
  const bonus = useTypedNumber('5', D20_LIMITS.bonus);
  const damage = useDamageParts();
  const [ticked, setTicked] = useState<boolean | null>(null);
  const [registryRaw, setRegistryRawOnly] = useState(defaultAttackFields);
  /** The registry's fields; another melee/ranged choice takes the distance from it afresh. */
  const setRegistryRaw = (raw: Record<TrackerAttackField, string>) => {
    if (raw['attack-type'] !== registryRaw['attack-type']) setTicked(null);
    setRegistryRawOnly(raw);
  };
  const distance = distanceOf(ticked, attackFieldValues(registryRaw).attackType);
  const d20s = useTypedByCreature(selected, D20_LIMITS.face);
  const effectDice = useTypedByCreature(selected, {
    min: -DAMAGE_LIMITS.maxAmount,
    max: DAMAGE_LIMITS.maxAmount,
  });
  const attackerId = state.creatures.some((one) => one.id === attacker)
    ? attacker
    : (state.currentId ?? state.creatures[0]?.id ?? '');
  const attackerCreature = state.creatures.find((one) => one.id === attackerId);
  const attackDice = attackerCreature ? effectDiceFor(attackerCreature, 'attack') : [];
  const savedAttacks = attackerCreature?.attacks ?? [];
  const [picked, setPicked] = useState<{ attackerId: string; name: string } | null>(null);
  /** A new attack: melee or ranged as it says, the distance taken from it again. */
  const setDistanceFor = (kind: SavedAttack['kind']) => {
    setTicked(null);
    setRegistryRawOnly((raw) => ({ ...raw, 'attack-type': kind ?? 'not-said' }));
  };
  const pick = (name: string) => {
    const chosen = savedAttacks.find((one) => one.name === name);
    setPicked({ attackerId, name: chosen ? name : '' });
    if (!chosen) return;
    bonus.set(String(chosen.bonus));
    const [first, second] = chosen.damage;
    damage.first.dice.set(first?.dice ?? '');
    if (first) damage.first.setType(first.type);
    damage.second.dice.set(second?.dice ?? '');
    if (second) damage.second.setType(second.type);
    setDistanceFor(chosen.kind);
  };
  // A new attacker starts on its first saved attack, or on an attack not yet said, never the last one's.
  useEffect(() => {
    if (picked?.attackerId === attackerId) return;
    if (savedAttacks[0]) pick(savedAttacks[0].name);
    else if (picked !== null || ticked !== null || registryRaw['attack-type'] !== 'not-said') {
      setPicked({ attackerId, name: '' });
      setDistanceFor(undefined);
    }
  }, [attackerId, savedAttacks[0]?.name]);
  return {
    attackerId,
    setAttacker,
    bonus,
    damage,
    near: distance.near,
    setNear: setTicked,
    distanceNote: distanceLine(text, distance),
    registryRaw,
    setRegistryRaw,
    d20s,
    effectDice,
    attackDice,
    savedAttacks,
    pickedName: picked?.attackerId === attackerId ? picked.name : '',
    pick,
  };
}

export type AttackForm = ReturnType<typeof useAttackForm>;

/**
 * The attack tab's fields the calculators ask too (the attack calculator's `attack-type`, `judged`),
 * from the core's registry and bound for RegistryFields: the tab draws no option of its own.
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
