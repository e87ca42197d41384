import { describe, expect, it } from 'vitest';
import {
  chance,
  countsByPatterns,
  has,
  incapacitated,
  type Member,
  modelAttack,
  modelHitDamage,
  modelSave,
  modelSaveHalf,
  modeOf,
} from '../../test/support/rules-model.ts';
import { Fraction } from '../fraction.ts';
import type { DamageType } from '../rules/damage-limits.ts';
import type { Ability } from '../tables/shared-labels.ts';
import { addCondition, setExhaustion } from './conditions.ts';
import { addEffect } from './effects.ts';
import { groupAttackOdds, groupCheckOdds, groupSaveOdds } from './group-odds.ts';
import { addCreature, createTracker } from './tracker-creatures.ts';
import type { TrackerState } from './tracker-types.ts';

/*
 * An independent model of the rules these group results rest on, written from the SRD 5.2 text
 * (D20 Tests, Advantage/Disadvantage, Rolling a 20 or 1, the conditions' own sentences, Critical
 * Hits, Saving Throws for half, Resistance/Vulnerability/Immunity in that order), counted by
 * brute-force enumeration of every face of every die and every success/failure pattern of the group.
 * It shares no code with the core's rules: only the creatures are built with the tracker's functions.
 */
/** The tracker with these creatures, and their IDs in the order given (the attacker's last). */
function trackerOf(members: Member[], attacker?: Member): { state: TrackerState; ids: string[] } {
  let s = createTracker();
  const made: string[] = [];
  const all = attacker ? [...members, attacker] : members;
  all.forEach((m, i) => {
    s = addCreature(s, {
      name: `M${i}`,
      kind: 'monster',
      initiativeBonus: 0,
      ac: m.ac ?? 12,
      maxHp: 50,
      saves: { dexterity: m.save ?? 0, wisdom: m.save ?? 0, strength: m.save ?? 0 },
      resist: m.resist ?? [],
      vulnerable: m.vulnerable ?? [],
      immune: m.immune ?? [],
    });
    const id = s.creatures.find((one) => one.name === `M${i}`)!.id;
    made.push(id);
    for (const c of m.conditions ?? []) s = addCondition(s, id, c, { kind: 'until-removed' });
    if (m.exhaustion) s = setExhaustion(s, id, m.exhaustion);
    if (m.bless)
      s = addEffect(
        s,
        [id],
        { name: 'Bless', dice: '+1d4', rolls: ['attack', 'save', 'check'] },
        { kind: 'until-removed' },
      );
    if (m.bane)
      s = addEffect(
        s,
        [id],
        { name: 'Bane', dice: '-1d4', rolls: ['attack', 'save', 'check'] },
        { kind: 'until-removed' },
      );
  });
  return { state: s, ids: made };
}

/** Compares the core's group with the model's: every count exact, the expected damage to 1e-9. */
function same(core: ReturnType<typeof groupSaveOdds>, chances: Fraction[], damage?: number): number {
  let differences = 0;
  const counts = countsByPatterns(chances);
  counts.forEach((one, k) => {
    if (!core.counts[k]!.equals(one)) differences += 1;
  });
  core.members.forEach((one, i) => {
    if (!one.success.equals(chances[i]!)) differences += 1;
  });
  if (!core.allFail.equals(counts[0]!)) differences += 1;
  if (!core.atLeastOne.equals(Fraction.ONE.sub(counts[0]!))) differences += 1;
  if (damage !== undefined && Math.abs((core.expectedDamage ?? Number.NaN) - damage) > 1e-9) differences += 1;
  return differences;
}

const SAVES: Array<{
  name: string;
  members: Member[];
  ability: Ability;
  dc: number;
  dice?: [number, number, DamageType];
}> = [
  {
    name: 'plain Dex saves',
    members: [{ save: 2 }, { save: 5 }, { save: -1 }],
    ability: 'dexterity',
    dc: 15,
  },
  {
    name: 'Paralyzed fails Dex',
    members: [{ save: 8, conditions: ['ParalyzedCondition'] }, { save: 3 }],
    ability: 'dexterity',
    dc: 13,
    dice: [3, 6, 'fire'],
  },
  {
    name: 'Paralyzed saves Wis',
    members: [{ save: 1, conditions: ['ParalyzedCondition'] }, { save: 3 }],
    ability: 'wisdom',
    dc: 13,
  },
  {
    name: 'Bless and Bane',
    members: [{ save: 1, bless: true }, { save: 1, bane: true }, { save: 1 }],
    ability: 'dexterity',
    dc: 12,
    dice: [2, 6, 'cold'],
  },
  {
    name: 'Restrained: Disadvantage, Bless',
    members: [{ save: 4, conditions: ['RestrainedCondition'], bless: true }, { save: 0 }],
    ability: 'dexterity',
    dc: 14,
    dice: [2, 8, 'lightning'],
  },
  {
    name: 'resistance, vulnerability, immunity',
    members: [
      { save: 2, resist: ['fire'] },
      { save: 2, vulnerable: ['fire'] },
      { save: 2, immune: ['fire'] },
      { save: 2 },
    ],
    ability: 'dexterity',
    dc: 15,
    dice: [4, 6, 'fire'],
  },
  {
    name: 'Petrified: fails and resists all',
    members: [
      { save: 5, conditions: ['PetrifiedCondition'] },
      { save: 5, resist: ['acid'] },
    ],
    ability: 'dexterity',
    dc: 12,
    dice: [3, 4, 'acid'],
  },
  {
    name: 'Exhaustion',
    members: [{ save: 3, exhaustion: 2 }, { save: 3, exhaustion: 5 }, { save: 3 }],
    ability: 'wisdom',
    dc: 13,
  },
  {
    name: 'Stunned and Unconscious, Str',
    members: [
      { save: 4, conditions: ['StunnedCondition'] },
      { save: 4, conditions: ['UnconsciousCondition'] },
      { save: 9 },
    ],
    ability: 'strength',
    dc: 16,
    dice: [2, 10, 'force'],
  },
  {
    name: 'DC out of reach and DC 1',
    members: [{ save: -2 }, { save: 10, bless: true }],
    ability: 'dexterity',
    dc: 25,
    dice: [1, 12, 'thunder'],
  },
  {
    name: 'eight mixed',
    members: [
      { save: 0 },
      { save: 1, bless: true },
      { save: 2, resist: ['poison'] },
      { save: 3, conditions: ['RestrainedCondition'] },
      { save: 4, exhaustion: 1 },
      { save: 5, immune: ['poison'] },
      { save: -1, vulnerable: ['poison'] },
      { save: 6, conditions: ['ParalyzedCondition'] },
    ],
    ability: 'dexterity',
    dc: 14,
    dice: [3, 6, 'poison'],
  },
  {
    name: 'ten members (two batches)',
    members: Array.from({ length: 10 }, (_, i) => ({
      save: i - 3,
      ...(i % 3 === 0 ? { resist: ['fire' as const] } : {}),
    })),
    ability: 'dexterity',
    dc: 13,
    dice: [2, 6, 'fire'],
  },
];

describe('group saves against brute-force enumeration (0 differences)', () => {
  for (const one of SAVES) {
    it(one.name, () => {
      const { state, ids } = trackerOf(one.members);
      const damage = one.dice ? { dice: `${one.dice[0]}d${one.dice[1]}`, type: one.dice[2] } : undefined;
      const core = groupSaveOdds(state, {
        ids,
        ability: one.ability,
        dc: one.dc,
        ...(damage ? { damage } : {}),
      });
      const p = one.members.map((m) => modelSave(m, one.ability, one.dc));
      const expected = one.dice ? modelSaveHalf(one.members, p, ...one.dice) : undefined;
      expect(same(core, p, expected)).toBe(0);
    });
  }
});

const ATTACKS: Array<{
  name: string;
  attacker: Member;
  targets: Member[];
  bonus: number;
  within5: boolean;
  adv?: number;
  dis?: number;
  cover?: 'half' | 'three-quarters';
  dice: [number, number, number, DamageType];
}> = [
  {
    name: '16 wasps worth: AC 18',
    attacker: {},
    targets: [{ ac: 18 }, { ac: 18 }, { ac: 18 }, { ac: 18 }],
    bonus: 5,
    within5: true,
    dice: [1, 6, 2, 'piercing'],
  },
  {
    name: 'Poisoned attacker, mixed AC',
    attacker: { conditions: ['PoisonedCondition'] },
    targets: [{ ac: 12 }, { ac: 16 }, { ac: 20 }],
    bonus: 6,
    within5: true,
    dice: [1, 8, 3, 'slashing'],
  },
  {
    name: 'Prone targets within 5 feet and beyond',
    attacker: {},
    targets: [{ ac: 14, conditions: ['ProneCondition'] }, { ac: 14 }],
    bonus: 4,
    within5: false,
    dice: [1, 10, 0, 'piercing'],
  },
  {
    name: 'Paralyzed within 5 feet: Critical Hit',
    attacker: {},
    targets: [{ ac: 15, conditions: ['ParalyzedCondition'] }, { ac: 15 }],
    bonus: 5,
    within5: true,
    dice: [2, 6, 3, 'slashing'],
  },
  {
    name: 'Bless and resistances',
    attacker: { bless: true },
    targets: [
      { ac: 15, resist: ['fire'] },
      { ac: 13, vulnerable: ['fire'] },
      { ac: 11, immune: ['fire'] },
    ],
    bonus: 3,
    within5: true,
    dice: [2, 4, 1, 'fire'],
  },
  {
    name: 'Advantage and Disadvantage cancel',
    attacker: {},
    targets: [
      { ac: 15, conditions: ['RestrainedCondition'] },
      { ac: 15, conditions: ['InvisibleCondition'] },
    ],
    bonus: 5,
    within5: true,
    adv: 1,
    dis: 1,
    dice: [1, 12, 0, 'bludgeoning'],
  },
  {
    name: 'Exhausted attacker with Bane',
    attacker: { exhaustion: 3, bane: true },
    targets: [{ ac: 13 }, { ac: 10, conditions: ['PetrifiedCondition'] }],
    bonus: 7,
    within5: false,
    dice: [1, 8, 4, 'bludgeoning'],
  },
  {
    name: 'Unconscious within 5 feet',
    attacker: {},
    targets: [
      { ac: 12, conditions: ['UnconsciousCondition'] },
      { ac: 19, conditions: ['BlindedCondition'] },
    ],
    bonus: 2,
    within5: true,
    dice: [1, 6, 0, 'cold'],
  },
  {
    name: 'Half Cover: +2 AC; Bless',
    attacker: { bless: true },
    targets: [{ ac: 14 }, { ac: 16, resist: ['piercing'] }, { ac: 12, conditions: ['ProneCondition'] }],
    bonus: 5,
    within5: false,
    cover: 'half',
    dice: [1, 8, 2, 'piercing'],
  },
  {
    name: 'Three-Quarters Cover: +5 AC, Poisoned attacker',
    attacker: { conditions: ['PoisonedCondition'] },
    targets: [{ ac: 13 }, { ac: 13, conditions: ['RestrainedCondition'] }],
    bonus: 7,
    within5: false,
    cover: 'three-quarters',
    dice: [2, 6, 0, 'force'],
  },
];

describe('group attacks against brute-force enumeration (0 differences)', () => {
  for (const one of ATTACKS) {
    it(one.name, () => {
      const { state, ids } = trackerOf(one.targets, one.attacker);
      const attackerId = ids.at(-1)!;
      const [count, sides, flat, type] = one.dice;
      const core = groupAttackOdds(state, {
        attackerId,
        targetIds: ids.slice(0, -1),
        bonus: one.bonus,
        damage: [{ dice: `${count}d${sides}${flat ? `+${flat}` : ''}`, type }],
        within5Feet: one.within5,
        ...(one.adv ? { advantage: one.adv } : {}),
        ...(one.dis ? { disadvantage: one.dis } : {}),
        ...(one.cover ? { cover: one.cover } : {}),
      });
      // Cover: +2 (half) or +5 (three-quarters) to the target's AC.
      const plus = one.cover === 'half' ? 2 : one.cover === 'three-quarters' ? 5 : 0;
      const odds = one.targets.map((t) =>
        modelAttack(
          one.attacker,
          { ...t, ac: (t.ac ?? 12) + plus },
          one.bonus,
          one.within5,
          one.adv ?? 0,
          one.dis ?? 0,
        ),
      );
      const expected = one.targets.reduce((sum, t, i) => {
        const { hit, crit } = odds[i]!;
        return sum
          .add(hit.sub(crit).mul(modelHitDamage(t, count, sides, flat, type, false)))
          .add(crit.mul(modelHitDamage(t, count, sides, flat, type, true)));
      }, Fraction.ZERO);
      expect(
        same(
          core,
          odds.map((o) => o.hit),
          expected.toNumber(),
        ),
      ).toBe(0);
      for (const [i, m] of core.members.entries()) {
        expect(m.critical?.equals(odds[i]!.crit)).toBe(true);
      }
    });
  }
  it('an attacker who cannot act: no roll, no group', () => {
    const { state, ids } = trackerOf([{ ac: 10 }], { conditions: ['StunnedCondition'] });
    const core = groupAttackOdds(state, {
      attackerId: ids[1]!,
      targetIds: [ids[0]!],
      bonus: 5,
      damage: [{ dice: '1d6', type: 'fire' }],
    });
    expect(core.cannotAct).toBeTruthy();
    expect(core.members).toEqual([]);
  });
});

describe('group checks against brute-force enumeration (0 differences)', () => {
  const cases: Array<{ name: string; members: Member[]; dc: number; usesAction?: boolean }> = [
    {
      name: 'Poisoned: Disadvantage; Bless',
      members: [{ conditions: ['PoisonedCondition'] }, { bless: true }, {}],
      dc: 12,
    },
    {
      name: 'a check with an action: Stunned cannot make it',
      members: [{ conditions: ['StunnedCondition'] }, { exhaustion: 1 }],
      dc: 10,
      usesAction: true,
    },
  ];
  for (const one of cases) {
    it(one.name, () => {
      const { state, ids } = trackerOf(one.members);
      const core = groupCheckOdds(state, {
        ids,
        ability: 'wisdom',
        dc: one.dc,
        ...(one.usesAction ? { usesAction: true } : {}),
      });
      const p = one.members.map((m) =>
        one.usesAction && incapacitated(m)
          ? Fraction.ZERO
          : chance(modeOf(false, has(m, 'Poisoned')), 0, one.dc, m, false).hit,
      );
      expect(same(core, p)).toBe(0);
    });
  }
});
