import type { ComparePoint, DieFaces, DieModifier } from '../ast.ts';
import { matchesPoint } from '../compare-point.ts';
import { DiceLimitError } from '../errors.ts';

/** One die of a group with its modifiers resolved: shared by the limit check, distribution and roll. */
export interface PreparedDie {
  /** Faces as printed on the die, with repeats (`d{1,2,2,3}`), in the order given. */
  faces: readonly number[];
  /** Faces that may stand after rerolling (all faces when there is no reroll). */
  allowedFaces: readonly number[];
  /** Distinct face values, ascending, and the probability of each after the reroll rule. */
  values: readonly number[];
  probabilities: readonly number[];
  reroll: { once: boolean; when: ComparePoint } | null;
  /** `ra`: one more die for the group when any die shows a matching face. */
  rerollAdd: ComparePoint | null;
  explode: ComparePoint | null;
  /** `!p`: every die an explosion adds counts 1 less than its (clamped) face. */
  penetrate: boolean;
  /** `!!`: the breakdown shows a die and its explosions as one die. */
  compound: boolean;
  min: number | null;
  max: number | null;
}

export function faceList(faces: DieFaces): number[] {
  if (faces.kind === 'fate') return [-1, 0, 1];
  if (faces.kind === 'custom') return [...faces.faces];
  return Array.from({ length: faces.sides }, (_, i) => i + 1);
}

export function clampFace(die: PreparedDie, value: number): number {
  let v = value;
  if (die.min !== null && v < die.min) v = die.min;
  if (die.max !== null && v > die.max) v = die.max;
  return v;
}

/**
 * Resolves a group's die. Rerolls: `ro` rerolls a matching face once and keeps the new face;
 * `r` rerolls until the face does not match, which is the die conditioned on the non-matching
 * faces. A reroll or explosion that matches every face is refused (it could never stop).
 */
export function prepareDie(faces: DieFaces, modifiers: readonly DieModifier[]): PreparedDie {
  const list = faceList(faces);
  let reroll: PreparedDie['reroll'] = null;
  let explode: ComparePoint | null = null;
  let rerollAdd: ComparePoint | null = null;
  let penetrate = false;
  let compound = false;
  let min: number | null = null;
  let max: number | null = null;
  for (const m of modifiers) {
    if (m.type === 'reroll') reroll = { once: m.once, when: m.when };
    else if (m.type === 'reroll-add') rerollAdd = m.when;
    else if (m.type === 'explode') {
      explode = m.when;
      penetrate = m.style === 'penetrate';
      compound = m.style === 'compound';
    } else if (m.type === 'min') min = m.value;
    else max = m.value;
  }
  const counts = new Map<number, number>();
  for (const f of list) counts.set(f, (counts.get(f) ?? 0) + 1);
  const values = [...counts.keys()].sort((a, b) => a - b);
  const base = values.map((v) => counts.get(v)! / list.length);
  let allowedFaces: readonly number[] = list;
  let probabilities = base;
  if (reroll !== null) {
    const when = reroll.when;
    allowedFaces = list.filter((f) => !matchesPoint(when, f));
    const matching = list.length - allowedFaces.length;
    if (allowedFaces.length === 0 && !reroll.once) {
      throw new DiceLimitError('dice.limit.reroll-every-face', list.length - 1, matching);
    }
    const pMatch = matching / list.length;
    probabilities = values.map((v, i) => {
      const p = base[i]!;
      if (reroll!.once) return matchesPoint(when, v) ? p * pMatch : p * (1 + pMatch);
      return matchesPoint(when, v) ? 0 : p / (1 - pMatch);
    });
    if (reroll.once) allowedFaces = list;
  }
  if (explode !== null) {
    const when = explode;
    const possible = values.filter((_, i) => probabilities[i]! > 0);
    const exploding = possible.filter((v) => matchesPoint(when, v)).length;
    if (exploding === possible.length) {
      throw new DiceLimitError('dice.limit.explode-every-face', possible.length - 1, exploding);
    }
  }
  return {
    faces: list,
    allowedFaces,
    values,
    probabilities,
    reroll,
    rerollAdd,
    explode,
    penetrate,
    compound,
    min,
    max,
  };
}
