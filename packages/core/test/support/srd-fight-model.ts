/*
 * An independent model of a fight under SRD 5.2, written from the rules text (quoted at each rule)
 * and not from the core: it imports nothing of packages/core, so a rule the tracker gets wrong
 * cannot be copied into the model. Plain numbers and sets; only what a test fight uses.
 *
 * Sources: "Damage and Healing" (content/en/playing-the-game/DamageandHealing.md), the Rules
 * Glossary's conditions, "Exhaustion" and "Concentration" (packages/i18n glossary definitions),
 * "D20 Tests" and "Initiative".
 */

export type Mode = 'normal' | 'advantage' | 'disadvantage';

export interface ModelEffect {
  readonly name: string;
  /** The rolls its die adds to ("Bless": attack rolls and saving throws). */
  readonly rolls: readonly ('attack' | 'save' | 'check')[];
  /** The creature whose Concentration keeps it going. */
  readonly concentrationOf?: string;
}

/** When a timed condition ends: at the start of `creature`'s turn in `round`. */
export interface ModelExpiry {
  readonly creature: string;
  readonly round: number;
}

export interface ModelCreature {
  readonly name: string;
  readonly kind: 'character' | 'monster';
  readonly initiativeBonus: number;
  readonly ac: number;
  readonly maxHp: number;
  readonly saves: Readonly<Record<string, number | undefined>>;
  readonly resist: readonly string[];
  initiative: number | null;
  hp: number;
  conditions: Map<string, ModelExpiry | null>;
  exhaustion: number;
  concentrating: boolean;
  /** DCs of the Concentration saves owed, oldest first. */
  owed: number[];
  effects: ModelEffect[];
  successes: number;
  failures: number;
  stable: boolean;
  dead: boolean;
}

export interface ModelFight {
  creatures: ModelCreature[];
  round: number;
  current: string | null;
}

export function modelCreature(input: {
  name: string;
  kind: 'character' | 'monster';
  initiativeBonus: number;
  ac: number;
  maxHp: number;
  saves?: Readonly<Record<string, number | undefined>>;
  resist?: readonly string[];
}): ModelCreature {
  return {
    name: input.name,
    kind: input.kind,
    initiativeBonus: input.initiativeBonus,
    ac: input.ac,
    maxHp: input.maxHp,
    saves: input.saves ?? {},
    resist: input.resist ?? [],
    initiative: null,
    hp: input.maxHp,
    conditions: new Map(),
    exhaustion: 0,
    concentrating: false,
    owed: [],
    effects: [],
    successes: 0,
    failures: 0,
    stable: false,
    dead: false,
  };
}

export const byName = (fight: ModelFight, name: string): ModelCreature => {
  const found = fight.creatures.find((one) => one.name === name);
  if (!found) throw new Error(`no ${name} in the model`);
  return found;
};

/**
 * The conditions a creature has, with those its conditions give: Unconscious "have the
 * Incapacitated and Prone conditions"; Paralyzed and Petrified "have the Incapacitated condition".
 */
export function conditionsWithImplied(creature: ModelCreature): Set<string> {
  const all = new Set(creature.conditions.keys());
  if (all.has('Unconscious')) {
    all.add('Incapacitated');
    all.add('Prone');
  }
  if (all.has('Paralyzed') || all.has('Petrified')) all.add('Incapacitated');
  return all;
}

/**
 * D20 Tests, "Advantage/Disadvantage": "If circumstances cause a roll to have both Advantage and
 * Disadvantage, you are considered to have neither of them".
 */
function modeOf(advantage: boolean, disadvantage: boolean): Mode {
  if (advantage === disadvantage) return 'normal';
  return advantage ? 'advantage' : 'disadvantage';
}

/**
 * Initiative: "a Dexterity check" (d20 + bonus); Invisible: "You have Advantage on Initiative
 * rolls"; Exhaustion: "subtract twice your Exhaustion level" from D20 Tests. `faces`: the d20s in
 * the order rolled; with Advantage the higher of two is kept.
 */
export function modelInitiative(creature: ModelCreature, faces: number[]): number {
  const own = conditionsWithImplied(creature);
  const mode = modeOf(own.has('Invisible'), own.has('Incapacitated') || own.has('Poisoned'));
  const first = faces.shift()!;
  const kept =
    mode === 'normal'
      ? first
      : mode === 'advantage'
        ? Math.max(first, faces.shift()!)
        : Math.min(first, faces.shift()!);
  return kept + creature.initiativeBonus - 2 * creature.exhaustion;
}

/**
 * Initiative order: "from highest to lowest Initiative"; ties keep the order given (none here).
 */
export function orderByInitiative(fight: ModelFight): void {
  fight.creatures = [...fight.creatures].sort((a, b) => (b.initiative ?? -99) - (a.initiative ?? -99));
}

export function startFight(fight: ModelFight): void {
  fight.round = 1;
  fight.current = fight.creatures.find((one) => !one.dead)!.name;
}

/** Conditions that end at the start of `creature`'s turn in `round` end (on every creature). */
function expireAt(fight: ModelFight, creature: string, round: number): void {
  for (const one of fight.creatures) {
    for (const [name, expiry] of one.conditions) {
      if (expiry && expiry.creature === creature && expiry.round === round) one.conditions.delete(name);
    }
  }
}

/**
 * The next turn: the next creature in the order; past the last, the first, and a new round. A
 * dead creature's turn is passed over (the tracker's skip setting, on by default), but what ends
 * at the start of its turn still ends as the order passes it.
 */
export function nextTurnModel(fight: ModelFight): void {
  let at = fight.creatures.findIndex((one) => one.name === fight.current);
  for (let step = 0; step < fight.creatures.length; step += 1) {
    at += 1;
    if (at >= fight.creatures.length) {
      at = 0;
      fight.round += 1;
    }
    const next = fight.creatures[at]!;
    expireAt(fight, next.name, fight.round);
    if (!next.dead) break;
  }
  fight.current = fight.creatures[at]!.name;
}

/** A condition for `rounds` rounds: it ends at the start of the current creature's turn that many rounds on. */
export function giveCondition(
  fight: ModelFight,
  creature: ModelCreature,
  name: string,
  rounds?: number,
): void {
  creature.conditions.set(
    name,
    rounds === undefined ? null : { creature: fight.current!, round: fight.round + rounds },
  );
  // Incapacitated (and what gives it): "your Concentration is broken".
  if (conditionsWithImplied(creature).has('Incapacitated')) endConcentration(fight, creature);
}

/**
 * Concentration ends (SRD 5.2 Rules Glossary, "Concentration"): failing the save, being
 * Incapacitated or dying; "every effect that needs it ends with it", on every target.
 */
export function endConcentration(fight: ModelFight, caster: ModelCreature): void {
  caster.concentrating = false;
  caster.owed = [];
  for (const one of fight.creatures) {
    one.effects = one.effects.filter((effect) => effect.concentrationOf !== caster.name);
  }
}

export function giveEffect(fight: ModelFight, targets: ModelCreature[], effect: ModelEffect): void {
  if (effect.concentrationOf) byName(fight, effect.concentrationOf).concentrating = true;
  for (const one of targets) one.effects.push(effect);
}

/** The creature's effect dice on this roll (Bless +1d4 here): what the table rolled, else 0. */
const effectDice = (creature: ModelCreature, roll: 'attack' | 'save' | 'check', rolled: number) =>
  creature.effects.some((effect) => effect.rolls.includes(roll)) ? rolled : 0;

/**
 * Damage and Healing, "Resistance and Vulnerability": "damage of that type is halved against you
 * (round down)"; Petrified: "Resistance to all damage"; "Multiple instances of Resistance ... count
 * as only one instance".
 */
export function afterDefenses(creature: ModelCreature, amount: number, type: string): number {
  const resists = creature.resist.includes(type) || conditionsWithImplied(creature).has('Petrified');
  return resists ? Math.floor(amount / 2) : amount;
}

/**
 * Damage that lands (after defenses). Rules text:
 * - "Hit Points": damage is subtracted from Hit Points, which can't go below 0.
 * - "Monster Death": "A monster dies the instant it drops to 0 Hit Points".
 * - "Massive Damage": a character dies "if the remainder equals or exceeds their Hit Point maximum";
 *   else "Falling Unconscious": it "falls Unconscious".
 * - "Damage at 0 Hit Points": "you suffer a Death Saving Throw failure. If the damage is from a
 *   Critical Hit, you suffer two failures instead. If the damage equals or exceeds your Hit Point
 *   maximum, you die." "On your third failure, you die."
 * - Concentration: "you must make a Constitution saving throw ... DC 10 or half the damage taken
 *   (round down), whichever is higher, up to DC 30"; dying or Incapacitated ends it.
 */
export function landDamageModel(
  fight: ModelFight,
  creature: ModelCreature,
  taken: number,
  critical: boolean,
): void {
  if (creature.dead || taken <= 0) return;
  if (creature.hp === 0) {
    creature.stable = false;
    creature.failures = Math.min(3, creature.failures + (critical ? 2 : 1));
    if (taken >= creature.maxHp || creature.failures >= 3) die(fight, creature);
    return;
  }
  const remainder = taken - creature.hp;
  creature.hp = Math.max(0, creature.hp - taken);
  if (creature.hp > 0) {
    if (creature.concentrating) creature.owed.push(Math.min(30, Math.max(10, Math.floor(taken / 2))));
    return;
  }
  if (creature.kind === 'monster' || remainder >= creature.maxHp) {
    die(fight, creature);
    return;
  }
  creature.conditions.set('Unconscious', null);
  endConcentration(fight, creature);
}

function die(fight: ModelFight, creature: ModelCreature): void {
  creature.hp = 0;
  creature.dead = true;
  endConcentration(fight, creature);
}

/**
 * An attack roll (rules text "Attack Rolls", "Critical Hits", conditions):
 * - attacker Poisoned or Prone: "Disadvantage on attack rolls"; attacker Invisible: "your attack
 *   rolls have Advantage";
 * - target Invisible: "Attack rolls against you have Disadvantage"; Prone: "Advantage from within 5
 *   feet and Disadvantage otherwise"; Paralyzed, Unconscious, Petrified: "attack rolls against you
 *   have Advantage";
 * - "a 20 ... the attack hits regardless of any modifiers ... a Critical Hit"; "a 1 ... misses";
 *   else it hits if the total equals or exceeds the AC; Paralyzed and Unconscious: "any hit from
 *   within 5 feet is a Critical Hit".
 * `d20` is the d20 kept; `damage` the damage dice as rolled (twice on a Critical Hit), per part.
 */
export function attackModel(
  fight: ModelFight,
  attacker: ModelCreature,
  target: ModelCreature,
  roll: {
    bonus: number;
    d20: number;
    effectDie?: number;
    within5Feet: boolean;
    damage: ReadonlyArray<{ amount: number; type: string }>;
  },
): { mode: Mode; total: number; hit: boolean; critical: boolean; landed: number } {
  const own = conditionsWithImplied(attacker);
  const against = conditionsWithImplied(target);
  const advantage =
    own.has('Invisible') ||
    (against.has('Prone') && roll.within5Feet) ||
    ['Paralyzed', 'Unconscious', 'Petrified'].some((one) => against.has(one));
  const disadvantage =
    own.has('Poisoned') ||
    own.has('Prone') ||
    against.has('Invisible') ||
    (against.has('Prone') && !roll.within5Feet);
  const total =
    roll.d20 + roll.bonus + effectDice(attacker, 'attack', roll.effectDie ?? 0) - 2 * attacker.exhaustion;
  const hit = roll.d20 === 20 || (roll.d20 !== 1 && total >= target.ac);
  const critical =
    hit &&
    (roll.d20 === 20 || (roll.within5Feet && (against.has('Paralyzed') || against.has('Unconscious'))));
  let landed = 0;
  if (hit) {
    landed = roll.damage.reduce((sum, part) => sum + afterDefenses(target, part.amount, part.type), 0);
    landDamageModel(fight, target, landed, critical);
  }
  return { mode: modeOf(advantage, disadvantage), total, hit, critical, landed };
}

/** The d20 of a save the table rolled, and what its effect die (Bless's d4) showed. */
export interface ModelSaveRoll {
  d20: number;
  effectDie?: number;
}

/** A saving throw's total (rules text "Saving Throws"): d20 + bonus − 2 × Exhaustion + effect dice ("Bless": +1d4). */
function saveTotalModel(creature: ModelCreature, roll: ModelSaveRoll, bonus: number): number {
  return roll.d20 + bonus - 2 * creature.exhaustion + effectDice(creature, 'save', roll.effectDie ?? 0);
}

/**
 * A saving throw for half (rules text "Saving Throws", "Damage and Healing"): d20 + bonus − 2 ×
 * Exhaustion + effect dice ("Bless": +1d4) against the DC; Paralyzed, Unconscious, Petrified:
 * "automatically fail Strength and Dexterity saving throws"; a success takes half (round down),
 * then the creature's Resistance halves it again.
 */
export function saveForHalfModel(
  fight: ModelFight,
  creature: ModelCreature,
  save: { ability: string; dc: number; damage: number; type: string; d20: number; effectDie?: number },
): { saved: boolean; landed: number } {
  const own = conditionsWithImplied(creature);
  const autoFail =
    (save.ability === 'dexterity' || save.ability === 'strength') &&
    ['Paralyzed', 'Unconscious', 'Petrified'].some((one) => own.has(one));
  const total = saveTotalModel(creature, save, creature.saves[save.ability] ?? 0);
  const saved = !autoFail && total >= save.dc;
  const landed = afterDefenses(creature, saved ? Math.floor(save.damage / 2) : save.damage, save.type);
  landDamageModel(fight, creature, landed, false);
  return { saved, landed };
}

/** The oldest Concentration save owed: a Constitution save (d20 + Con − 2 × Exhaustion + Bless) against its DC. */
export function concentrationSaveModel(
  fight: ModelFight,
  creature: ModelCreature,
  roll: ModelSaveRoll,
): { kept: boolean; total: number } {
  const dc = creature.owed.shift()!;
  const total = saveTotalModel(creature, roll, creature.saves.constitution ?? 0);
  const kept = total >= dc;
  if (!kept) endConcentration(fight, creature);
  return { kept, total };
}

/**
 * A Death Saving Throw ("Death Saving Throws"): a saving throw, so a D20 Test with its modifiers;
 * "If the roll is 10 or higher, you succeed"; "Rolling 1": two failures; "Rolling 20": you regain
 * 1 Hit Point; third success: Stable; third failure: you die.
 */
export function deathSaveModel(
  fight: ModelFight,
  creature: ModelCreature,
  roll: ModelSaveRoll,
): 'success' | 'failure' | 'revived' {
  const { d20 } = roll;
  if (d20 === 20) {
    creature.hp = 1;
    creature.successes = 0;
    creature.failures = 0;
    creature.conditions.delete('Unconscious');
    return 'revived';
  }
  const total = saveTotalModel(creature, roll, 0);
  if (d20 !== 1 && total >= 10) {
    creature.successes += 1;
    if (creature.successes >= 3) {
      creature.stable = true;
      creature.successes = 0;
      creature.failures = 0;
    }
    return 'success';
  }
  creature.failures = Math.min(3, creature.failures + (d20 === 1 ? 2 : 1));
  if (creature.failures >= 3) die(fight, creature);
  return 'failure';
}

/** What a test compares with the tracker after every step, by creature name. */
export function modelSnapshot(fight: ModelFight) {
  return {
    round: fight.round,
    current: fight.current,
    order: fight.creatures.map((one) => one.name),
    creatures: Object.fromEntries(
      fight.creatures.map((one) => [
        one.name,
        {
          hp: one.hp,
          conditions: [...one.conditions.keys()].sort(),
          exhaustion: one.exhaustion,
          concentrating: one.concentrating,
          owed: [...one.owed],
          effects: one.effects.map((effect) => effect.name).sort(),
          deathSaves: { successes: one.successes, failures: one.failures },
          stable: one.stable,
          dead: one.dead,
        },
      ]),
    ),
  };
}
