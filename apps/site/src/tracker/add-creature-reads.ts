import { D20_LIMITS, type DAMAGE_TYPES } from '@polyhedral/core';
import { ABILITIES, type Ability } from '@polyhedral/core/tables';
import {
  type CreatureInput,
  setFixedInitiative,
  TRACKER_LIMITS,
  type TrackerState,
  visibleLength,
} from '@polyhedral/core/tracker';
import { parseIntegerField } from '../calculators/shared/parse-field.ts';
import type { FieldResult } from '../calculators/shared/types.ts';

/** One damage part of an attack row, as typed: its dice and damage type (blank dice: left out). */
export interface DamagePartRow {
  dice: string;
  type: (typeof DAMAGE_TYPES)[number];
}

export interface AttackRow {
  name: string;
  bonus: string;
  /** Melee or ranged: what the attack tab's distance and the Prone rules read. */
  kind: 'melee' | 'ranged';
  parts: DamagePartRow[];
}

/** A new damage part row (slashing for the first, as most weapons; fire for a further one). */
export const emptyDamagePart = (index: number): DamagePartRow => ({
  dice: '',
  type: index === 0 ? 'slashing' : 'fire',
});

export const emptyAttackRow = (): AttackRow => ({
  name: '',
  bonus: '',
  kind: 'melee',
  parts: [emptyDamagePart(0)],
});

/** Another attack row, while the creature takes more (TRACKER_LIMITS.attacksPerCreature). */
export function withAttackRow(attacks: readonly AttackRow[]): AttackRow[] {
  return attacks.length >= TRACKER_LIMITS.attacksPerCreature ? [...attacks] : [...attacks, emptyAttackRow()];
}

/** Another damage part on attack row `index`, while an attack takes more (TRACKER_LIMITS.damageParts). */
export function withDamagePart(attacks: readonly AttackRow[], index: number): AttackRow[] {
  return attacks.map((row, at) =>
    at === index && row.parts.length < TRACKER_LIMITS.damageParts
      ? { ...row, parts: [...row.parts, emptyDamagePart(row.parts.length)] }
      : row,
  );
}

const EMPTY_SAVES = Object.fromEntries(ABILITIES.map((a) => [a, ''])) as Record<Ability, string>;

/**
 * The form before anything is typed (and after a creature was added): every number as text, the
 * defenses as comma-separated damage types, Condition Immunities as condition IDs.
 */
export const EMPTY_ADD_FORM = {
  name: '',
  /** How many copies ("4 × Goblin"). */
  count: '1',
  sharedInitiative: true,
  kind: 'monster' as 'character' | 'monster',
  initiativeBonus: '0',
  /** A fixed Initiative slot ("acts on Initiative 20", never rolled); blank: rolled as any other. */
  fixedInitiative: '',
  ac: '10',
  /** A whole number, or dice (`2d6`, `2d6+2`) rolled for each copy. */
  maxHp: '',
  /** With dice: the hit points the table rolled, one per copy in order (blank: rolled here). */
  hpRolled: '',
  /** Speed in feet (blank: not given). */
  speed: '',
  saves: EMPTY_SAVES,
  resist: '',
  vulnerable: '',
  immune: '',
  conditionImmune: '',
  /** Its attacks as typed (a row without a name is left out). */
  attacks: [emptyAttackRow()],
  /** Keep it as a stat block on this device too. */
  keep: false,
};

export type AddForm = typeof EMPTY_ADD_FORM;

/** What the add form reads, against the tracker's limits (TRACKER_LIMITS). */
export type AddFormReads = ReturnType<typeof readAddForm>;

/** Reads the add form; `room` is how many creatures the tracker still takes. */
export function readAddForm(form: AddForm, room: number) {
  const L = TRACKER_LIMITS;
  // Hit points with a die in them are dice, rolled per copy by the core (which reads the notation).
  const hpDice = /d/i.test(form.maxHp);
  const name = form.name.trim();
  const none: FieldResult<number> = { ok: true, value: 0 };
  return {
    hpDice,
    nameOk: name !== '' && visibleLength(name) <= L.nameLength,
    initiativeBonus: parseIntegerField(form.initiativeBonus, L.initiativeBonus.min, L.initiativeBonus.max),
    // Null when no fixed slot is given (the creature is rolled); likewise no speed.
    fixedInitiative:
      form.fixedInitiative.trim() === ''
        ? null
        : parseIntegerField(form.fixedInitiative, L.initiative.min, L.initiative.max),
    ac: parseIntegerField(form.ac, L.ac.min, L.ac.max),
    maxHp: hpDice ? none : parseIntegerField(form.maxHp, L.hp.min, L.hp.max),
    count: parseIntegerField(form.count, 1, Math.max(1, room)),
    speed: form.speed.trim() === '' ? null : parseIntegerField(form.speed, L.speed.min, L.speed.max),
    // With dice: the hit points typed per copy, in order, separated by spaces or commas.
    hpRolled: hpDice
      ? form.hpRolled
          .split(/[\s,、，]+/u)
          .filter(Boolean)
          .map((one) => parseIntegerField(one, L.hp.min, L.hp.max))
      : [],
    saves: Object.fromEntries(
      ABILITIES.filter((a) => form.saves[a].trim() !== '').map((a) => [
        a,
        parseIntegerField(form.saves[a], L.save.min, L.save.max),
      ]),
    ) as Partial<Record<Ability, FieldResult<number>>>,
    attackBonuses: namedAttacks(form).map((row) =>
      parseIntegerField(row.bonus, D20_LIMITS.bonus.min, D20_LIMITS.bonus.max),
    ),
  };
}

export function namedAttacks(form: AddForm): AttackRow[] {
  return form.attacks.filter((row) => row.name.trim() !== '');
}

/** Whether the whole form reads (the name included): only then is a creature added. */
export function addFormReads(reads: AddFormReads): boolean {
  const results = [
    reads.initiativeBonus,
    reads.ac,
    reads.maxHp,
    reads.count,
    ...Object.values(reads.saves),
    ...(reads.speed ? [reads.speed] : []),
    ...(reads.fixedInitiative ? [reads.fixedInitiative] : []),
    ...reads.hpRolled,
    ...reads.attackBonuses,
  ];
  return reads.nameOk && results.every((result) => result?.ok);
}

/**
 * The tracker after an add, each creature it added given the form's fixed slot (the core's
 * setFixedInitiative: it acts on that count every round, never rolled); none typed: as it was.
 */
export function withFixedSlot(before: TrackerState, after: TrackerState, reads: AddFormReads): TrackerState {
  const slot = reads.fixedInitiative;
  if (!slot?.ok) return after;
  const known = new Set(before.creatures.map((one) => one.id));
  return after.creatures
    .filter((one) => !known.has(one.id))
    .reduce((state, one) => setFixedInitiative(state, one.id, slot.value), after);
}

/** A read number, 0 where it does not read (never used: the form is sent only when all read). */
export const readValue = (result: FieldResult<number>) => (result.ok ? result.value : 0);

const listOf = (value: string) => value.split(',').filter(Boolean) as (typeof DAMAGE_TYPES)[number][];

/** The creature the form describes, for the core's addCreatures (its hit points apart: a number or dice). */
export function addFormCreature(form: AddForm, reads: AddFormReads): Omit<CreatureInput, 'maxHp'> {
  return {
    name: form.name,
    kind: form.kind,
    initiativeBonus: readValue(reads.initiativeBonus),
    ac: readValue(reads.ac),
    ...(reads.speed ? { speed: readValue(reads.speed) } : {}),
    saves: Object.fromEntries(Object.entries(reads.saves).map(([a, r]) => [a, readValue(r!)])),
    resist: listOf(form.resist),
    vulnerable: listOf(form.vulnerable),
    immune: listOf(form.immune),
    ...(form.conditionImmune === ''
      ? {}
      : { conditionImmune: form.conditionImmune.split(',').filter(Boolean) }),
    ...(namedAttacks(form).length > 0
      ? {
          attacks: namedAttacks(form).map((row, index) => ({
            name: row.name.trim(),
            bonus: readValue(reads.attackBonuses[index]!),
            kind: row.kind,
            damage: row.parts
              .filter((part) => part.dice.trim() !== '')
              .map((part) => ({ dice: part.dice.trim(), type: part.type })),
          })),
        }
      : {}),
  };
}

/**
 * The stat block the form describes (its hit points as typed: a number or dice), for the core's
 * saveStatBlock, which checks every field (the attacks' dice too) and refuses by name.
 */
export function addFormStatBlock(form: AddForm, reads: AddFormReads): unknown {
  const { attacks, ...creature } = addFormCreature(form, reads);
  return {
    ...creature,
    name: form.name.trim(),
    hp: reads.hpDice ? form.maxHp.trim() : readValue(reads.maxHp),
    attacks: attacks ?? [],
  };
}
