import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../errors.ts';
import { playtest } from '../rulesets/playtest.ts';
import { applyDamage, modifyDamage } from './damage-application.ts';
import { DAMAGE_TYPES } from './damage-limits.ts';

const codes = (steps: { code: string }[]) => steps.map((s) => s.code);

describe('Order of Application (OrderofApplication, seed 002 lines 739-743)', () => {
  it('worked example: Resistance to all damage, Vulnerability to Fire, aura -5, 28 Fire damage -> 23 -> 11 -> 22', () => {
    const { taken, steps } = modifyDamage({
      amount: 28,
      type: 'fire',
      resist: ['all'],
      vulnerable: ['fire'],
      adjustments: [-5],
    });
    expect(taken).toBe(22);
    expect(steps).toEqual([
      { code: 'damage.step.base', params: { amount: 28, type: 'fire' } },
      { code: 'damage.step.adjust', params: { by: -5, before: 28, after: 23 } },
      { code: 'damage.step.resistance', params: { type: 'fire', before: 23, after: 11 } },
      { code: 'damage.step.vulnerability', params: { type: 'fire', before: 11, after: 22 } },
    ]);
  });

  it('"Resistance to Necrotic damage as well as Resistance to all damage": halved once (NoStacking, seed 002 line 737)', () => {
    const { taken, steps } = modifyDamage({ amount: 20, type: 'necrotic', resist: ['necrotic', 'all'] });
    expect(taken).toBe(10);
    expect(codes(steps)).toContain('damage.step.no-stacking');
  });

  it('Resistance halves and rounds down; Vulnerability doubles (ResistanceandVulnerability, seed 002 line 733)', () => {
    expect(modifyDamage({ amount: 7, type: 'cold', resist: ['cold'] }).taken).toBe(3);
    expect(modifyDamage({ amount: 7, type: 'fire', vulnerable: ['fire'] }).taken).toBe(14);
    expect(modifyDamage({ amount: 7, type: 'fire', resist: ['cold'] }).taken).toBe(7);
  });

  it('Immunity: "you don\'t take damage of that type" (Immunity, seed 002 line 747)', () => {
    const { taken, steps } = modifyDamage({
      amount: 40,
      type: 'poison',
      immune: ['poison'],
      vulnerable: ['poison'],
    });
    expect(taken).toBe(0);
    expect(codes(steps)).toEqual(['damage.step.base', 'damage.step.immune']);
  });

  it('a penalty never makes damage negative (DamageRolls, seed 002 line 707)', () => {
    const { taken, steps } = modifyDamage({ amount: 3, type: 'slashing', adjustments: [-5] });
    expect(taken).toBe(0);
    expect(codes(steps)).toContain('damage.step.floor-zero');
  });

  it('multipliers are adjustments, applied before Resistance', () => {
    expect(
      modifyDamage({ amount: 9, type: 'fire', adjustments: [{ multiply: 2 }], resist: ['fire'] }).taken,
    ).toBe(9);
  });

  it('property: resistance-then-vulnerability order holds for random inputs', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: -50, max: 50 }),
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom(...DAMAGE_TYPES),
        (amount, adjust, resist, vulnerable, type) => {
          const { taken } = modifyDamage({
            amount,
            type,
            adjustments: [adjust],
            resist: resist ? [type] : [],
            vulnerable: vulnerable ? ['all'] : [],
          });
          let expected = Math.max(0, amount + adjust);
          if (resist) expected = Math.floor(expected / 2);
          if (vulnerable) expected *= 2;
          expect(taken).toBe(expected);
          // the other order (double, then halve) would never lose the odd point
          if (resist && vulnerable) expect(taken % 2).toBe(0);
        },
      ),
    );
  });
});

describe('applyDamage, srd-5.2', () => {
  it('"if you have 5 Temporary Hit Points and take 7 damage, you lose those points and then lose 2 Hit Points" (seed 002 line 805)', () => {
    const result = applyDamage({ hp: 20, maxHp: 20, temp: 5 }, { parts: [{ amount: 7, type: 'piercing' }] });
    expect(result).toMatchObject({ hp: 18, temp: 0, taken: 7, hpLost: 2, dead: false });
    expect(codes(result.steps)).toEqual([
      'damage.step.base',
      'damage.step.temp-absorbed',
      'damage.step.hp-lost',
    ]);
  });

  it('Massive Damage: "Hit Point maximum of 12, currently has 6 Hit Points, and takes 18 damage ... 12 damage remains. The character then dies" (seed 002 line 767)', () => {
    const result = applyDamage({ hp: 6, maxHp: 12 }, { parts: [{ amount: 18, type: 'bludgeoning' }] });
    expect(result).toMatchObject({ hp: 0, dead: true });
    expect(result.steps.at(-1)).toEqual({
      code: 'damage.step.massive-damage',
      params: { remaining: 12, maxHp: 12 },
    });
    const survives = applyDamage({ hp: 6, maxHp: 12 }, { parts: [{ amount: 17, type: 'bludgeoning' }] });
    expect(survives).toMatchObject({ hp: 0, dead: false, unconscious: true, dying: true });
  });

  it('"If you take any damage while you have 0 Hit Points, you suffer a Death Saving Throw failure ... from a Critical Hit, you suffer two" (seed 002 line 787)', () => {
    expect(applyDamage({ hp: 0, maxHp: 30 }, { parts: [{ amount: 4, type: 'fire' }] })).toMatchObject({
      deathSaveFailures: 1,
      dead: false,
    });
    expect(
      applyDamage({ hp: 0, maxHp: 30 }, { parts: [{ amount: 4, type: 'fire' }], critical: true }),
    ).toMatchObject({
      deathSaveFailures: 2,
      dead: false,
    });
    expect(
      applyDamage(
        { hp: 0, maxHp: 30, deathSaveFailures: 1 },
        { parts: [{ amount: 4, type: 'fire' }], critical: true },
      ),
    ).toMatchObject({
      deathSaveFailures: 3,
      dead: true,
    });
  });

  it('"If the damage equals or exceeds your Hit Point maximum, you die" at 0 HP (seed 002 line 787)', () => {
    const result = applyDamage({ hp: 0, maxHp: 30 }, { parts: [{ amount: 30, type: 'fire' }] });
    expect(result.dead).toBe(true);
    expect(codes(result.steps)).toContain('damage.step.damage-at-zero-kills');
  });

  it('damage ends Stable (StabilizingaCharacter, seed 002 line 793)', () => {
    const result = applyDamage({ hp: 0, maxHp: 30, stable: true }, { parts: [{ amount: 2, type: 'fire' }] });
    expect(result).toMatchObject({ stable: false, deathSaveFailures: 1 });
    expect(codes(result.steps)).toContain('damage.step.stable-ended');
  });

  it('Knocking Out: "reduce the creature to 1 Hit Point and give it the Unconscious condition" (seed 002 line 797)', () => {
    const result = applyDamage(
      { hp: 5, maxHp: 30 },
      { parts: [{ amount: 40, type: 'bludgeoning' }], knockOut: true },
    );
    expect(result).toMatchObject({ hp: 1, unconscious: true, dead: false, dying: false });
  });

  it('"A monster dies the instant it drops to 0 Hit Points" (InstantDeath, seed 002 line 763)', () => {
    expect(
      applyDamage({ hp: 5, maxHp: 30, creature: 'monster' }, { parts: [{ amount: 5, type: 'acid' }] }).dead,
    ).toBe(true);
  });

  it('Bloodied at half the Hit Points or fewer (HitPoints, seed 002 line 699)', () => {
    expect(applyDamage({ hp: 21, maxHp: 21 }, { parts: [{ amount: 10, type: 'acid' }] }).bloodied).toBe(
      false,
    );
    expect(applyDamage({ hp: 21, maxHp: 21 }, { parts: [{ amount: 11, type: 'acid' }] }).bloodied).toBe(true);
  });

  it('rejects negative damage, NaN, hp above max, hp below 0 and unknown types', () => {
    const bad = [
      () => applyDamage({ hp: 10, maxHp: 10 }, { parts: [{ amount: -1, type: 'fire' }] }),
      () => applyDamage({ hp: 10, maxHp: 10 }, { parts: [{ amount: Number.NaN, type: 'fire' }] }),
      () => applyDamage({ hp: 11, maxHp: 10 }, { parts: [{ amount: 1, type: 'fire' }] }),
      () => applyDamage({ hp: -1, maxHp: 10 }, { parts: [{ amount: 1, type: 'fire' }] }),
      () => applyDamage({ hp: 5, maxHp: 10 }, { parts: [{ amount: 1, type: 'gravity' as 'fire' }] }),
      () =>
        applyDamage(
          { hp: 5, maxHp: 10 },
          { parts: [{ amount: 1, type: 'fire' }], resist: ['heat' as 'fire'] },
        ),
    ];
    for (const call of bad) expect(call).toThrowError(RuleInputError);
  });

  it('property: hit points and temporary hit points never go below 0, and HP never above the maximum', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: -20, max: 20 }),
        fc.boolean(),
        (maxHp, hpRaw, temp, amount, adjust, critical) => {
          const hp = Math.min(hpRaw, maxHp);
          const result = applyDamage(
            { hp, maxHp, temp },
            { parts: [{ amount, type: 'force' }], adjustments: [adjust], critical },
          );
          expect(result.hp).toBeGreaterThanOrEqual(0);
          expect(result.hp).toBeLessThanOrEqual(hp);
          expect(result.temp).toBeGreaterThanOrEqual(0);
          expect(result.taken).toBeGreaterThanOrEqual(0);
          expect(result.hpLost).toBe(hp - result.hp);
        },
      ),
    );
  });
});

describe('applyDamage, playtest', () => {
  it('"If you\'re 5th level and have a 14 Constitution ... you die when your hit points drop to -19" (seed 004 lines 1185-1188)', () => {
    const dying = applyDamage(
      { hp: 3, maxHp: 40, conScore: 14, level: 5 },
      { parts: [{ amount: 21, type: 'slashing' }] },
      playtest,
    );
    expect(dying).toMatchObject({
      hp: -18,
      dead: false,
      dying: true,
      unconscious: true,
      deathSaveFailures: 0,
    });
    const dead = applyDamage(
      { hp: 3, maxHp: 40, conScore: 14, level: 5 },
      { parts: [{ amount: 22, type: 'slashing' }] },
      playtest,
    );
    expect(dead).toMatchObject({ hp: -19, dead: true });
    expect(dead.steps.at(-1)).toEqual({
      code: 'damage.step.death-threshold',
      params: { hp: -19, threshold: -19 },
    });
  });

  it('no massive damage rule: 100 damage at 40 max HP is not death unless past -(Con + level)', () => {
    const result = applyDamage(
      { hp: 40, maxHp: 40, conScore: 30, level: 20 },
      { parts: [{ amount: 89, type: 'fire' }] },
      playtest,
    );
    expect(result).toMatchObject({ hp: -49, dead: false });
  });

  it('nonlethal: "the target simply has 0 hit points and falls unconscious" (KnockingOutaCreature, seed 004 lines 1198-1205)', () => {
    const result = applyDamage(
      { hp: 5, maxHp: 30 },
      { parts: [{ amount: 12, type: 'bludgeoning' }], knockOut: true },
      playtest,
    );
    expect(result).toMatchObject({ hp: 0, unconscious: true, dying: false });
  });

  it('has no temporary hit points or immunity rule', () => {
    expect(() =>
      applyDamage({ hp: 5, maxHp: 30, temp: 3 }, { parts: [{ amount: 1, type: 'fire' }] }, playtest),
    ).toThrow(/rules.ruleset.unsupported/);
    expect(() =>
      applyDamage({ hp: 5, maxHp: 30 }, { parts: [{ amount: 1, type: 'fire' }], immune: ['fire'] }, playtest),
    ).toThrow(/rules.ruleset.unsupported/);
  });

  it('needs the Constitution score and level once HP drops to 0 or fewer', () => {
    expect(() =>
      applyDamage({ hp: 5, maxHp: 30 }, { parts: [{ amount: 9, type: 'fire' }] }, playtest),
    ).toThrow(/rules.input.missing/);
  });
});

describe('several damage types in one hit (DamageTypes, ResistanceandVulnerability, Immunity, HalfDamage)', () => {
  // ResistanceandVulnerability: "If you have Resistance to a damage type, damage of that type is
  // halved against you (round down)" - per type, so each part meets its own defenses.
  it('2d6 slashing (7) + 1d6 fire (4) against Resistance to Fire: 7 + 2 = 9', () => {
    const result = applyDamage(
      { hp: 20, maxHp: 20 },
      {
        parts: [
          { amount: 7, type: 'slashing' },
          { amount: 4, type: 'fire' },
        ],
        resist: ['fire'],
      },
    );
    expect(result.taken).toBe(9);
    expect(result.hp).toBe(11);
    expect(result.parts).toEqual([
      { amount: 7, type: 'slashing', taken: 7 },
      { amount: 4, type: 'fire', taken: 2 },
    ]);
    expect(result.steps).toEqual([
      { code: 'damage.step.base', params: { amount: 7, type: 'slashing' } },
      { code: 'damage.step.base', params: { amount: 4, type: 'fire' } },
      { code: 'damage.step.resistance', params: { type: 'fire', before: 4, after: 2 } },
      { code: 'damage.step.parts-total', params: { parts: 2, total: 9 } },
      { code: 'damage.step.hp-lost', params: { before: 20, after: 11 } },
    ]);
  });

  it('rounds down per part: 5 cold + 5 fire against Resistance to all damage is 2 + 2 = 4, not 10 / 2 = 5', () => {
    const result = applyDamage(
      { hp: 20, maxHp: 20 },
      {
        parts: [
          { amount: 5, type: 'cold' },
          { amount: 5, type: 'fire' },
        ],
        resist: ['all'],
      },
    );
    expect(result.parts.map((p) => p.taken)).toEqual([2, 2]);
    expect(result.taken).toBe(4);
  });

  it('Immunity: "you don’t take damage of that type" - only that part is 0; Vulnerability doubles only its type', () => {
    const result = applyDamage(
      { hp: 30, maxHp: 30 },
      {
        parts: [
          { amount: 6, type: 'piercing' },
          { amount: 9, type: 'poison' },
          { amount: 3, type: 'radiant' },
        ],
        immune: ['poison'],
        vulnerable: ['radiant'],
      },
    );
    expect(result.parts.map((p) => p.taken)).toEqual([6, 0, 6]);
    expect(result.taken).toBe(12);
    expect(codes(result.steps)).toContain('damage.step.immune');
  });

  it('a successful save halves each part (round down) before Resistance: 7 slashing + 5 fire, saved, resist fire -> 3 + 1 = 4', () => {
    // HalfDamage: "half the damage (round down)"; OrderofApplication: multipliers first.
    const result = applyDamage(
      { hp: 20, maxHp: 20 },
      {
        parts: [
          { amount: 7, type: 'slashing' },
          { amount: 5, type: 'fire' },
        ],
        resist: ['fire'],
        adjustments: ['save-half'],
      },
    );
    expect(result.parts.map((p) => p.taken)).toEqual([3, 1]);
    expect(result.taken).toBe(4);
    expect(codes(result.steps)).toEqual([
      'damage.step.base',
      'damage.step.save-half',
      'damage.step.base',
      'damage.step.save-half',
      'damage.step.resistance',
      'damage.step.parts-total',
      'damage.step.hp-lost',
    ]);
  });

  it('a flat adjustment applies once, to the first part; a multiplier to every part', () => {
    const flat = applyDamage(
      { hp: 40, maxHp: 40 },
      {
        parts: [
          { amount: 6, type: 'slashing' },
          { amount: 4, type: 'fire' },
        ],
        adjustments: [3],
      },
    );
    expect(flat.parts.map((p) => p.taken)).toEqual([9, 4]);
    const doubled = applyDamage(
      { hp: 40, maxHp: 40 },
      {
        parts: [
          { amount: 6, type: 'slashing' },
          { amount: 4, type: 'fire' },
        ],
        adjustments: [{ multiply: 2 }],
      },
    );
    expect(doubled.parts.map((p) => p.taken)).toEqual([12, 8]);
  });

  // SRD 5.2 Order of Application: "a magical aura that reduces all damage by 5. If it takes 28
  // Fire damage, the damage is first reduced by 5 (to 23)" - the aura reduces the hit's damage,
  // so a part too small for the whole penalty passes the rest on (issue 21: 3 + 20 with -5 gave 20).
  it('a flat penalty comes off the hit total: 3 slashing + 20 fire with -5 takes 18, not 20', () => {
    const hit = applyDamage(
      { hp: 40, maxHp: 40 },
      {
        parts: [
          { amount: 3, type: 'slashing' },
          { amount: 20, type: 'fire' },
        ],
        adjustments: [-5],
      },
    );
    expect(hit.taken).toBe(18);
    expect(hit.parts.map((p) => p.taken)).toEqual([0, 18]);
    expect(hit.steps.filter((s) => s.code.startsWith('damage.step.adjust'))).toEqual([
      { code: 'damage.step.adjust', params: { by: -5, before: 3, after: 0 } },
      { code: 'damage.step.adjust-carried', params: { by: -2, before: 20, after: 18 } },
    ]);
  });

  it('the carried penalty comes before Resistance; immune parts take no share; a shortfall is shown', () => {
    const resisted = applyDamage(
      { hp: 40, maxHp: 40 },
      {
        parts: [
          { amount: 3, type: 'slashing' },
          { amount: 20, type: 'fire' },
        ],
        resist: ['fire'],
        adjustments: [-5],
      },
    );
    expect(resisted.parts.map((p) => p.taken)).toEqual([0, 9]);
    const immune = applyDamage(
      { hp: 40, maxHp: 40 },
      {
        parts: [
          { amount: 20, type: 'fire' },
          { amount: 3, type: 'slashing' },
          { amount: 6, type: 'cold' },
        ],
        immune: ['fire'],
        adjustments: [-5],
      },
    );
    expect(immune.parts.map((p) => p.taken)).toEqual([0, 0, 4]);
    const over = applyDamage(
      { hp: 40, maxHp: 40 },
      {
        parts: [
          { amount: 2, type: 'slashing' },
          { amount: 1, type: 'fire' },
        ],
        adjustments: [-5, 3],
      },
    );
    // 3 - 5 = -2, then +3 = 1: the shortfall is paid back before the bonus adds damage.
    expect(over.taken).toBe(1);
  });

  it('a flat adjustment over several parts totals what it would on one part of the sum (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...DAMAGE_TYPES), { minLength: 1, maxLength: 4 }),
        fc.array(fc.integer({ min: 0, max: 60 }), { minLength: 4, maxLength: 4 }),
        fc.array(fc.integer({ min: -40, max: 40 }), { minLength: 1, maxLength: 3 }),
        (types, amounts, flats) => {
          const parts = types.map((type, i) => ({ amount: amounts[i]!, type }));
          const whole = applyDamage({ hp: 10_000, maxHp: 10_000 }, { parts, adjustments: flats });
          const sum = parts.reduce((total, part) => total + part.amount, 0);
          const alone = modifyDamage({ amount: sum, type: 'force', adjustments: flats }).taken;
          expect(whole.taken).toBe(alone);
        },
      ),
    );
  });

  it('the sum of the parts is what one part of each type would take alone (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...DAMAGE_TYPES), { minLength: 1, maxLength: 4 }),
        fc.array(fc.integer({ min: 0, max: 200 }), { minLength: 4, maxLength: 4 }),
        fc.subarray([...DAMAGE_TYPES]),
        fc.boolean(),
        (types, amounts, resist, saved) => {
          const parts = types.map((type, i) => ({ amount: amounts[i]!, type }));
          const adjustments = saved ? (['save-half'] as const) : [];
          const whole = applyDamage({ hp: 10_000, maxHp: 10_000 }, { parts, resist, adjustments });
          const alone = parts.map(
            (part) => modifyDamage({ ...part, resist, adjustments: [...adjustments] }).taken,
          );
          expect(whole.taken).toBe(alone.reduce((a, b) => a + b, 0));
        },
      ),
    );
  });

  it('refuses no parts, more than four, a type twice and a negative part', () => {
    const target = { hp: 10, maxHp: 10 };
    expect(() => applyDamage(target, { parts: [] })).toThrow(/out-of-range/);
    const five = DAMAGE_TYPES.slice(0, 5).map((type) => ({ amount: 1, type }));
    expect(() => applyDamage(target, { parts: five })).toThrow(/out-of-range/);
    expect(() =>
      applyDamage(target, {
        parts: [
          { amount: 1, type: 'fire' },
          { amount: 2, type: 'fire' },
        ],
      }),
    ).toThrow(/duplicate/);
    expect(() =>
      applyDamage(target, {
        parts: [
          { amount: 1, type: 'fire' },
          { amount: -2, type: 'cold' },
        ],
      }),
    ).toThrow(/out-of-range/);
  });
});
