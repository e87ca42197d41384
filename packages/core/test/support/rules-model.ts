import { Fraction } from '../../src/fraction.ts';
import type { DamageType } from '../../src/rules/damage-limits.ts';
import type { Ability } from '../../src/tables/shared-labels.ts';
import type { TrackerConditionId } from '../../src/tracker/tracker-limits.ts';

/*
 * An independent model of the rules the tracker's group results rest on, written from the SRD 5.2
 * text (D20 Tests, Advantage/Disadvantage, Rolling a 20 or 1, the conditions' own sentences,
 * Critical Hits, Saving Throws for half, Resistance/Vulnerability/Immunity in that order), counted
 * by brute-force enumeration of every face of every die and every success/failure pattern of the
 * group. It shares no code with the core's rules (group-odds.test.ts compares the two).
 */
export interface Member {
  save?: number;
  ac?: number;
  conditions?: TrackerConditionId[];
  exhaustion?: number;
  bless?: boolean;
  bane?: boolean;
  resist?: DamageType[];
  vulnerable?: DamageType[];
  immune?: DamageType[];
}

export const F = (n: number, d = 1) => Fraction.of(n, d);

/** Every face of some dice, as [total, count] pairs (all faces equally likely). */
export function faces(count: number, sides: number): Map<number, number> {
  let sums = new Map<number, number>([[0, 1]]);
  for (let i = 0; i < count; i += 1) {
    const next = new Map<number, number>();
    for (const [sum, ways] of sums)
      for (let f = 1; f <= sides; f += 1) next.set(sum + f, (next.get(sum + f) ?? 0) + ways);
    sums = next;
  }
  return sums;
}

/** The kept d20 faces with their counts: one d20, or two keeping the higher or lower. */
export function keptFaces(mode: number): Map<number, number> {
  const kept = new Map<number, number>();
  for (let a = 1; a <= 20; a += 1) {
    if (mode === 0) {
      kept.set(a, 1);
      continue;
    }
    for (let b = 1; b <= 20; b += 1) {
      const k = mode > 0 ? Math.max(a, b) : Math.min(a, b);
      kept.set(k, (kept.get(k) ?? 0) + 1);
    }
  }
  return kept;
}

export const has = (m: Member, c: string) =>
  (m.conditions ?? []).includes(`${c}Condition` as TrackerConditionId);
export const incapacitated = (m: Member) =>
  ['Incapacitated', 'Paralyzed', 'Petrified', 'Stunned', 'Unconscious'].some((c) => has(m, c));

/** The chance a roll succeeds: d20 (kept by mode) + bonus + effect dice (Bless +1d4, Bane −1d4) >= target. */
export function chance(
  mode: number,
  bonus: number,
  target: number,
  m: Member,
  attack: boolean,
): { hit: Fraction; crit: Fraction } {
  const dice = new Map<number, number>([[0, 1]]);
  const withDice = (sign: number) => {
    const d4 = faces(1, 4);
    const next = new Map<number, number>();
    for (const [s, w] of dice)
      for (const [f, v] of d4) next.set(s + sign * f, (next.get(s + sign * f) ?? 0) + w * v);
    dice.clear();
    for (const [k, v] of next) dice.set(k, v);
  };
  if (m.bless) withDice(1);
  if (m.bane) withDice(-1);
  let hit = 0;
  let crit = 0;
  let all = 0;
  for (const [face, ways] of keptFaces(mode))
    for (const [extra, w] of dice) {
      const n = ways * w;
      all += n;
      const total = face + bonus + extra - 2 * (m.exhaustion ?? 0);
      if (attack && face === 20) {
        hit += n;
        crit += n;
      } else if (attack && face === 1) {
        // a natural 1 misses
      } else if (total >= target) hit += n;
    }
  return { hit: F(hit, all), crit: F(crit, all) };
}

/** Advantage and Disadvantage: any of each cancel out. */
export const modeOf = (adv: boolean, dis: boolean) => (adv === dis ? 0 : adv ? 1 : -1);

/** The damage one creature takes of one amount: Immunity, the save's half, Resistance, Vulnerability. */
export function taken(amount: number, saved: boolean, type: DamageType, m: Member): number {
  if ((m.immune ?? []).includes(type)) return 0;
  let v = saved ? Math.floor(amount / 2) : amount;
  if ((m.resist ?? []).includes(type) || has(m, 'Petrified')) v = Math.floor(v / 2);
  if ((m.vulnerable ?? []).includes(type)) v *= 2;
  return v;
}

/** The chance of exactly k successes, by brute force over every pattern of success and failure. */
export function countsByPatterns(p: Fraction[]): Fraction[] {
  const counts = p.map(() => Fraction.ZERO).concat([Fraction.ZERO]);
  for (let mask = 0; mask < 1 << p.length; mask += 1) {
    let chanceOf = Fraction.ONE;
    let k = 0;
    p.forEach((one, i) => {
      const ok = (mask >> i) & 1;
      k += ok;
      chanceOf = chanceOf.mul(ok ? one : Fraction.ONE.sub(one));
    });
    counts[k] = counts[k]!.add(chanceOf);
  }
  return counts;
}

export function modelSave(m: Member, ability: Ability, dc: number): Fraction {
  const auto =
    (ability === 'strength' || ability === 'dexterity') && incapacitated(m) && !has(m, 'Incapacitated');
  if (auto) return Fraction.ZERO;
  const dis = ability === 'dexterity' && has(m, 'Restrained');
  return chance(modeOf(false, dis), m.save ?? 0, dc, m, false).hit;
}

/** The expected total of a save for half: the damage rolled once for all, each member's own save and defences. */
export function modelSaveHalf(
  members: Member[],
  p: Fraction[],
  count: number,
  sides: number,
  type: DamageType,
): number {
  const rolled = faces(count, sides);
  let all = 0;
  let sum = Fraction.ZERO;
  for (const [amount, ways] of rolled) {
    all += ways;
    members.forEach((m, i) => {
      const v = p[i]!.mul(F(taken(amount, true, type, m))).add(
        Fraction.ONE.sub(p[i]!).mul(F(taken(amount, false, type, m))),
      );
      sum = sum.add(v.mul(F(ways)));
    });
  }
  return sum.div(F(all)).toNumber();
}

/** The model's attack: the attacker's and target's conditions, within 5 feet, other sources. */
export function modelAttack(
  attacker: Member,
  target: Member,
  bonus: number,
  within5: boolean,
  adv: number,
  dis: number,
) {
  let a = adv > 0;
  let d = dis > 0;
  if (
    has(attacker, 'Poisoned') ||
    has(attacker, 'Blinded') ||
    has(attacker, 'Prone') ||
    has(attacker, 'Restrained')
  )
    d = true;
  if (has(attacker, 'Invisible')) a = true;
  if (
    has(target, 'Blinded') ||
    has(target, 'Restrained') ||
    has(target, 'Paralyzed') ||
    has(target, 'Stunned') ||
    has(target, 'Unconscious') ||
    has(target, 'Petrified')
  )
    a = true;
  if (has(target, 'Invisible')) d = true;
  if (has(target, 'Prone')) {
    if (within5) a = true;
    else d = true;
  }
  if (has(target, 'Unconscious') && !within5) {
    // Unconscious: also Prone (its implied condition): beyond 5 feet, Disadvantage.
    d = true;
  }
  const odds = chance(modeOf(a, d), bonus, target.ac ?? 12, attacker, true);
  const autoCrit = within5 && (has(target, 'Paralyzed') || has(target, 'Unconscious'));
  return autoCrit ? { hit: odds.hit, crit: odds.hit } : odds;
}

/** The expected damage of a hit's dice `count`d`sides`+`flat` (doubled dice on a Critical Hit) on one target. */
export function modelHitDamage(
  target: Member,
  count: number,
  sides: number,
  flat: number,
  type: DamageType,
  critical: boolean,
): Fraction {
  const rolled = faces(critical ? 2 * count : count, sides);
  let all = 0;
  let sum = 0;
  for (const [amount, ways] of rolled) {
    all += ways;
    sum += taken(amount + flat, false, type, target) * ways;
  }
  return F(sum, all);
}
