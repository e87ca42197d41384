import { distributionOf, formatDice } from '@polyhedral/dice';
import { describe, expect, it } from 'vitest';
import { playtest } from '../rulesets/playtest.ts';
import { attackDamage, criticalDamageExpression, damageDistribution } from './attack-damage.ts';

const sameDistribution = (a: { outcomes: [number, number][] }, b: { outcomes: [number, number][] }) => {
  expect(a.outcomes.map(([v]) => v)).toEqual(b.outcomes.map(([v]) => v));
  for (const [i, [, p]] of a.outcomes.entries()) expect(p).toBeCloseTo(b.outcomes[i]![1], 12);
};

describe('Critical Hits (CriticalHits)', () => {
  it('srd-5.2: "if you score a Critical Hit with a Dagger, roll 2d4 for the damage rather than 1d4, and add your relevant ability modifier" (seed 002 line 713)', () => {
    const critical = criticalDamageExpression('1d4+3');
    sameDistribution(distributionOf(critical), distributionOf('2d4+3'));
  });

  it('srd-5.2: extra dice such as Sneak Attack are rolled twice too; modifiers once (seed 002 line 713)', () => {
    const critical = criticalDamageExpression('1d4+3+3d6');
    sameDistribution(distributionOf(critical), distributionOf('2d4+6d6+3'));
  });

  it('playtest: "it deals maximum damage ... including bonus dice from abilities such as Sneak Attack" (seed 004 lines 1114-1118)', () => {
    const critical = criticalDamageExpression('1d4+3+3d6', playtest);
    expect(formatDice(critical)).toBe('4 + 3 + 18');
    expect(distributionOf(critical).outcomes).toEqual([[25, 1]]);
  });

  it('playtest maximizes only kept dice (4d6kh3 -> 18)', () => {
    expect(distributionOf(criticalDamageExpression('4d6kh3', playtest)).max).toBe(18);
    expect(distributionOf(criticalDamageExpression('4d6kh3', playtest)).min).toBe(18);
  });
});

describe('Damage per attack against an AC', () => {
  it('"it\'s possible to deal 0 damage but not negative damage" (DamageRolls, seed 002 line 707)', () => {
    const dist = damageDistribution('1d4-3');
    expect(dist.min).toBe(0);
    expect(dist.outcomes[0]).toEqual([0, 0.75]);
  });

  it('expected damage = P(hit, no crit) x E[damage] + P(crit) x E[critical damage]', () => {
    // +5 vs AC 15: hit on 10-20 (11/20), critical on 20 (1/20); 1d8+3 mean 7.5, 2d8+3 mean 12.
    const result = attackDamage({ damage: '1d8+3', attackBonus: 5, armorClass: 15 });
    expect(result.hit).toBe(11 / 20);
    expect(result.critical).toBe(1 / 20);
    expect(result.expectedDamage).toBeCloseTo((10 / 20) * 7.5 + (1 / 20) * 12, 12);
    expect(result.distribution.mean).toBeCloseTo(result.expectedDamage, 12);
    expect(result.distribution.outcomes[0]).toEqual([0, expect.closeTo(9 / 20, 12)]);
    const total = result.distribution.outcomes.reduce((s, [, p]) => s + p, 0);
    expect(total).toBeCloseTo(1, 12);
    expect(result.criticalExpression).toBe('(1d8 + 1d8) + 3');
  });

  it('playtest critical damage is the maximum: 1d8+3 crits for exactly 11', () => {
    const result = attackDamage({ damage: '1d8+3', attackBonus: 5, armorClass: 15 }, playtest);
    expect(result.onCritical.outcomes).toEqual([[11, 1]]);
    expect(result.expectedDamage).toBeCloseTo((10 / 20) * 7.5 + (1 / 20) * 11, 12);
  });

  it('total cover: the attack cannot hit, all damage is 0', () => {
    const result = attackDamage({ damage: '2d6', attackBonus: 5, armorClass: 12, cover: 'total' });
    expect(result.distribution.outcomes).toEqual([[0, 1]]);
  });
});
