import { DICE_LIMITS, DiceLimitError, seededRandom } from '@polyhedral/dice';
import { describe, expect, it } from 'vitest';
import {
  formatSaveTargets,
  parseDamageParts,
  parseSaveTarget,
  parseSaveTargets,
} from '../calculators/save-target-syntax.ts';
import { playtest } from '../rulesets/playtest.ts';
import { modifyDamage } from './damage-application.ts';
import { DAMAGE_TYPES } from './damage-limits.ts';
import {
  PLAIN_SAVE_TARGET,
  partDamage,
  rollSaveHalfTargets,
  type SaveTarget,
  saveHalfTargets,
  saveHalfTargetsWork,
} from './save-half-targets.ts';

const plain: SaveTarget = PLAIN_SAVE_TARGET;
const probability = (dist: { outcomes: ReadonlyArray<readonly [number, number]> }, value: number) =>
  dist.outcomes.find(([v]) => v === value)?.[1] ?? 0;

describe('save for half against several targets (HalfDamage, DamageagainstMultipleTargets, OrderofApplication)', () => {
  it('applies the rules’ order value by value: "adjustments such as bonuses, penalties, or multipliers are applied first; Resistance is applied second; and Vulnerability is applied third" (002 l.743)', () => {
    const defenses = [
      { resist: [], vulnerable: [], immune: [] },
      { resist: ['fire'], vulnerable: [], immune: [] },
      { resist: [], vulnerable: ['fire'], immune: [] },
      { resist: ['fire'], vulnerable: ['fire'], immune: [] },
      { resist: [], vulnerable: [], immune: ['fire'] },
    ] as const;
    for (const target of defenses) {
      for (const saved of [false, true]) {
        for (let value = 0; value <= 120; value += 1) {
          const rule = modifyDamage({
            amount: value,
            type: 'fire',
            resist: target.resist,
            vulnerable: target.vulnerable,
            immune: target.immune,
            adjustments: saved ? ['save-half'] : [],
          }).taken;
          expect(partDamage(value, saved, 'fire', target)).toBe(rule);
        }
      }
    }
    // "half damage (round down)", then Resistance halves again (round down), then Vulnerability doubles:
    // 27 saved -> 13 -> 6 (resistant) ; 27 saved -> 13 -> 26 (vulnerable).
    expect(partDamage(27, true, 'fire', { resist: ['fire'], vulnerable: [], immune: [] })).toBe(6);
    expect(partDamage(27, true, 'fire', { resist: [], vulnerable: ['fire'], immune: [] })).toBe(26);
  });

  it('gives the exact distribution per target: 1d4 fire, DC 10, save +0 (11 of 20 faces save)', () => {
    const { targets } = saveHalfTargets({
      damage: [{ amount: '1d4', type: 'fire' }],
      dc: 10,
      targets: [plain],
    });
    const [t] = targets;
    expect(t!.saveSuccess).toBeCloseTo(11 / 20, 15);
    // Failed: 1..4 at 1/4 each. Saved: floor(v/2) = 0, 1, 1, 2.
    expect(probability(t!.taken, 0)).toBeCloseTo((11 / 20) * (1 / 4), 15);
    expect(probability(t!.taken, 1)).toBeCloseTo((9 / 20) * (1 / 4) + (11 / 20) * (2 / 4), 15);
    expect(probability(t!.taken, 2)).toBeCloseTo((9 / 20) * (1 / 4) + (11 / 20) * (1 / 4), 15);
    expect(probability(t!.taken, 4)).toBeCloseTo((9 / 20) * (1 / 4), 15);
    expect(t!.expectedDamage).toBeCloseTo((9 / 20) * 2.5 + (11 / 20) * 1, 15);
  });

  it('rolls once for all and keeps each target’s save, cover and defenses: Fireball 8d6 vs +2 and +5 resistant (002 l.721)', () => {
    const { rolled, targets } = saveHalfTargets({
      damage: [{ amount: '8d6', type: 'fire' }],
      dc: 15,
      targets: [
        { ...plain, saveBonus: 2 },
        { ...plain, saveBonus: 5, resist: ['fire'], cover: 'half' },
      ],
    });
    expect(rolled.mean).toBeCloseTo(28, 12);
    expect(targets[0]!.saveSuccess).toBeCloseTo(8 / 20, 15);
    // +5 and half cover (+2 to Dexterity saves, Covertable): success on 8-20.
    expect(targets[1]!.saveSuccess).toBeCloseTo(13 / 20, 15);
    expect(targets[1]!.failed.max).toBe(24);
    expect(targets[1]!.saved.max).toBe(12);
    for (const t of targets) expect(t.taken.outcomes.reduce((s, [, p]) => s + p, 0)).toBeCloseTo(1, 12);
  });

  it('adjusts each damage type on its own: 2d6 slashing + 1d6 fire against Resistance to fire', () => {
    const { targets } = saveHalfTargets({
      damage: [
        { amount: '2d6', type: 'slashing' },
        { amount: '1d6', type: 'fire' },
      ],
      dc: 30,
      targets: [{ ...plain, resist: ['fire'] }],
    });
    // DC 30 against +0: never saved. 7 slashing + E[floor(d6 / 2)] = 7 + 1.5 fire.
    expect(targets[0]!.saveSuccess).toBe(0);
    expect(targets[0]!.expectedDamage).toBeCloseTo(8.5, 12);
    expect(targets[0]!.taken.min).toBe(2);
    expect(targets[0]!.taken.max).toBe(15);
  });

  it('"the halved damage is equal to half the damage that would be dealt on a failed save" (HalfDamage): one type is one amount, so 2d6 fire + 1d6 fire is refused', () => {
    const split = {
      damage: [
        { amount: '2d6', type: 'fire' as const },
        { amount: '1d6', type: 'fire' as const },
      ],
      dc: 1,
      targets: [plain],
    };
    expect(() => saveHalfTargets(split)).toThrow(/rules.input.duplicate/);
    expect(() => rollSaveHalfTargets(split, seededRandom(3))).toThrow(/rules.input.duplicate/);
    // Halving the parts apart would round down twice: E[floor(2d6/2)] + E[floor(1d6/2)] = 3.25 + 1.5,
    // where half of the one 3d6 amount averages E[floor(3d6/2)] = 5 (DC 1: every save succeeds).
    const [target] = saveHalfTargets({ ...split, damage: [{ amount: '3d6', type: 'fire' }] }).targets;
    expect(target!.saveSuccess).toBe(1);
    expect(target!.expectedDamage).toBeCloseTo(5, 12);
  });

  it('refuses the playtest (no fixed fraction on a save, seed 004 lines 158-164) and too many targets', () => {
    const input = { damage: [{ amount: '8d6', type: 'fire' as const }], dc: 15, targets: [plain] };
    expect(() => saveHalfTargets(input, playtest)).toThrow(/rules.ruleset.unsupported/);
    expect(() => saveHalfTargets({ ...input, targets: Array(9).fill(plain) })).toThrow(
      /rules.input.out-of-range/,
    );
  });

  it('resolves a roll once with a receipt: the same seed, the same dice; every target’s steps add up', () => {
    const input = {
      damage: [{ amount: '8d6', type: 'fire' as const }],
      dc: 15,
      targets: [
        { ...plain, saveBonus: 2 },
        { ...plain, saveBonus: 5, mode: 'advantage' as const, resist: ['fire' as const] },
        { ...plain, immune: ['fire' as const] },
      ],
    };
    const a = rollSaveHalfTargets(input, seededRandom(7));
    expect(rollSaveHalfTargets(input, seededRandom(7))).toEqual(a);
    expect(a.rolled).toBeGreaterThanOrEqual(8);
    expect(a.targets[1]!.d20).toHaveLength(2);
    for (const [i, t] of a.targets.entries()) {
      expect(t.saved).toBe(t.total >= 15);
      expect(t.total).toBe(t.kept + input.targets[i]!.saveBonus);
      expect(t.taken).toBe(partDamage(a.rolled, t.saved, 'fire', input.targets[i]!));
      expect(t.parts[0]!.steps[0]).toEqual({
        code: 'damage.step.base',
        params: { amount: a.rolled, type: 'fire' },
      });
    }
    expect(a.targets[2]!.taken).toBe(0);
  });

  it('"the spell\'s damage is rolled once for all creatures caught in the blast" (002 l.721): targets that fail all take the one roll', () => {
    // +0 against DC 30 never saves; +30 against DC 10 always does.
    const fail = { ...plain, saveBonus: 0 };
    for (let seed = 1; seed <= 20; seed++) {
      const roll = rollSaveHalfTargets(
        { damage: [{ amount: '1d6', type: 'fire' }], dc: 30, targets: [fail, fail] },
        seededRandom(seed),
      );
      expect(roll.targets.map((t) => t.taken)).toEqual([roll.rolled, roll.rolled]);
    }
    const result = saveHalfTargets({
      damage: [{ amount: '1d6', type: 'fire' }],
      dc: 30,
      targets: [fail, fail],
    });
    for (const target of result.targets) expect(target.expectedDamage).toBeCloseTo(3.5, 14);
  });

  it('the whole computation is held to the dice engine work limit (issue 22: 1000d1000 parts ran 110 s)', () => {
    const input = {
      damage: [
        { amount: '1000d1000', type: 'fire' as const },
        { amount: '1000d1000', type: 'cold' as const },
      ],
      dc: 15,
      targets: [{ ...plain, saveBonus: 2 }],
    };
    expect(saveHalfTargetsWork(input)).toBeGreaterThan(DICE_LIMITS.maxWork);
    expect(() => saveHalfTargets(input)).toThrow(DiceLimitError);
    // Small parts stay well inside it.
    expect(saveHalfTargetsWork({ ...input, damage: [{ amount: '8d6', type: 'fire' }] })).toBeLessThan(1e6);
  });

  it('mixed saves on the same roll: one always saves (half, round down), one never: d and floor(d/2)', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const roll = rollSaveHalfTargets(
        {
          damage: [{ amount: '1d6', type: 'fire' }],
          dc: 10,
          targets: [
            { ...plain, saveBonus: 30 },
            { ...plain, saveBonus: -30 },
          ],
        },
        seededRandom(seed),
      );
      expect(roll.targets.map((t) => t.taken)).toEqual([Math.floor(roll.rolled / 2), roll.rolled]);
    }
  });

  it('rejects an empty target list', () => {
    expect(() => saveHalfTargets({ damage: [{ amount: '1d6', type: 'fire' }], dc: 10, targets: [] })).toThrow(
      /rules.input.out-of-range/,
    );
  });

  it('reads and writes the target syntax of directives, URLs and the CLI', () => {
    expect(parseSaveTarget('save=+2,resist=fire')).toEqual({ ...plain, saveBonus: 2, resist: ['fire'] });
    expect(parseSaveTarget('save=+5,adv')).toMatchObject({ saveBonus: 5, mode: 'advantage' });
    expect(parseSaveTarget('save=-1,adv,dis,cover=half')).toMatchObject({
      saveBonus: -1,
      mode: 'normal',
      cover: 'half',
    });
    expect(parseSaveTarget('save=+2,resist=lava')).toBeUndefined();
    expect(parseSaveTarget('save=+99')).toBeUndefined();
    expect(parseSaveTarget('cover=total')).toBeUndefined();
    const list = 'save=+2,dis,resist=fire/cold;save=-3,cover=three-quarters,vuln=thunder,immune=poison';
    expect(formatSaveTargets(parseSaveTargets(list)!)).toBe(list);
    expect(parseSaveTargets(Array(9).fill('save=+1').join(';'))).toBeUndefined();
    expect(parseDamageParts('2d6:slashing;1d6:fire')).toEqual([
      { amount: '2d6', type: 'slashing' },
      { amount: '1d6', type: 'fire' },
    ]);
    expect(parseDamageParts('8d6', 'cold')).toEqual([{ amount: '8d6', type: 'cold' }]);
    expect(parseDamageParts('8d:fire')).toBeUndefined();
    // One type's damage is one amount (HalfDamage halves it once): 3d6:fire, not two fire parts.
    expect(parseDamageParts('2d6:fire;1d6:fire')).toBeUndefined();
    expect(DAMAGE_TYPES).toContain('fire');
  });
});

describe('damage parts typed by a bracket label (issue 50: 8d6[fire], as d20 and Roll20 label damage)', () => {
  it('a damage type in brackets is the part’s type; other labels are only labels', () => {
    expect(parseDamageParts('8d6[fire]', 'cold')).toEqual([{ amount: '8d6[fire]', type: 'fire' }]);
    expect(parseDamageParts('2d6[Slashing];1d6 [radiant]')).toEqual([
      { amount: '2d6[Slashing]', type: 'slashing' },
      { amount: '1d6 [radiant]', type: 'radiant' },
    ]);
    expect(parseDamageParts('8d6[bless]', 'cold')).toEqual([{ amount: '8d6[bless]', type: 'cold' }]);
    expect(parseDamageParts('8d6[fire]:fire')).toEqual([{ amount: '8d6[fire]', type: 'fire' }]);
  });
  it('a label that contradicts the typed part, or two types in one part, is refused', () => {
    expect(parseDamageParts('8d6[fire]:cold')).toBeUndefined();
    expect(parseDamageParts('1d8[slashing]+1d6[radiant]')).toBeUndefined();
    expect(parseDamageParts('2d6[fire];1d6[fire]')).toBeUndefined();
  });
});

describe('a Petrified and Poisoned target says each reason once (issue 61)', () => {
  // Petrified: "Immunity to the Poisoned condition", "Resistance to all damage", and it fails
  // Strength and Dexterity saving throws (Rules Glossary).
  it('immunity, automatic failure, full damage, Resistance: each once, in that order', () => {
    const [target] = saveHalfTargets({
      damage: [{ amount: '8d6', type: 'fire' }],
      dc: 15,
      targets: [{ ...plain, saveBonus: 2, conditions: ['PetrifiedCondition', 'PoisonedCondition'] }],
      ability: 'dexterity',
    }).targets;
    expect(target!.causes.map((cause) => cause.code)).toEqual([
      'conditions.cause.immune-from',
      'conditions.cause.auto-fail',
      'conditions.cause.full-damage',
      'conditions.cause.resistance',
    ]);
    // 8d6 averages 28; halved by Resistance, round down, as the card shows: 13.75.
    expect(target!.expectedDamage).toBe(13.75);
  });
});
