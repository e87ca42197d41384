import { saveStatBlock, TRACKER_LIMITS } from '@polyhedral/core/tracker';
import { describe, expect, it } from 'vitest';
import {
  addFormCreature,
  addFormReads,
  addFormStatBlock,
  EMPTY_ADD_FORM,
  readAddForm,
  withAttackRow,
  withDamagePart,
} from './add-creature-reads.ts';

const GOBLINS = { ...EMPTY_ADD_FORM, name: 'Goblin', count: '3', maxHp: '2d6', hpRolled: '7, 9' };

describe('readAddForm', () => {
  it('reads dice hit points per copy and leaves the dice to the core', () => {
    const reads = readAddForm(GOBLINS, 10);
    expect(reads.hpDice).toBe(true);
    expect(reads.hpRolled).toEqual([
      { ok: true, value: 7 },
      { ok: true, value: 9 },
    ]);
    expect(addFormReads(reads)).toBe(true);
  });

  it('refuses more copies than the tracker has room for, a missing name and a save out of range', () => {
    expect(addFormReads(readAddForm(GOBLINS, 2))).toBe(false);
    expect(addFormReads(readAddForm({ ...GOBLINS, name: '  ' }, 10))).toBe(false);
    const tooLong = 'x'.repeat(TRACKER_LIMITS.nameLength + 1);
    expect(readAddForm({ ...GOBLINS, name: tooLong }, 10).nameOk).toBe(false);
    const badSave = { ...GOBLINS, saves: { ...GOBLINS.saves, dexterity: '99999' } };
    expect(addFormReads(readAddForm(badSave, 10))).toBe(false);
  });

  it('gives the core the creature typed: saves given, speed only when typed, defenses as lists', () => {
    const form = {
      ...EMPTY_ADD_FORM,
      name: 'Ogre',
      maxHp: '59',
      ac: '11',
      initiativeBonus: '−1',
      saves: { ...EMPTY_ADD_FORM.saves, strength: '6' },
      resist: 'fire,cold',
    };
    const reads = readAddForm(form, 10);
    expect(reads.speed).toBeNull();
    expect(addFormCreature(form, reads)).toEqual({
      name: 'Ogre',
      kind: 'monster',
      initiativeBonus: -1,
      ac: 11,
      saves: { strength: 6 },
      resist: ['fire', 'cold'],
      vulnerable: [],
      immune: [],
    });
  });
});

describe('the add form as a stat block (issue 73 item 3)', () => {
  const goblin = {
    ...EMPTY_ADD_FORM,
    name: ' Goblin ',
    initiativeBonus: '2',
    ac: '15',
    maxHp: '2d6',
    conditionImmune: '',
    attacks: [
      {
        name: 'Scimitar',
        bonus: '+4',
        kind: 'melee' as const,
        parts: [{ dice: '1d6+2', type: 'slashing' as const }],
      },
      { name: '', bonus: '', kind: 'melee' as const, parts: [{ dice: '', type: 'slashing' as const }] },
    ],
    keep: true,
  };

  it('keeps the HP dice as typed and the named attacks; the core saves it', () => {
    const block = addFormStatBlock(goblin, readAddForm(goblin, 40));
    const [saved] = saveStatBlock([], block);
    expect(saved).toMatchObject({
      name: 'Goblin',
      hp: '2d6',
      ac: 15,
      attacks: [{ name: 'Scimitar', bonus: 4, kind: 'melee', damage: [{ dice: '1d6+2', type: 'slashing' }] }],
    });
  });

  it("an attack's damage the dice engine cannot read is refused by the core, naming the field", () => {
    const bad = {
      ...goblin,
      attacks: [
        { ...goblin.attacks[0]!, parts: [{ dice: 'a lot', type: 'slashing' as const }] },
        goblin.attacks[1]!,
      ],
    };
    expect(() => saveStatBlock([], addFormStatBlock(bad, readAddForm(bad, 40)))).toThrow(
      /attacks.damage.dice/,
    );
  });

  it('an attack bonus that does not read keeps the form from being sent', () => {
    const bad = { ...goblin, attacks: [{ ...goblin.attacks[0]!, bonus: 'x' }, goblin.attacks[1]!] };
    expect(addFormReads(readAddForm(bad, 40))).toBe(false);
  });

  it('takes several attacks, each with several damage parts (a blank part left out), up to the limits', () => {
    let attacks = withAttackRow(EMPTY_ADD_FORM.attacks);
    attacks = withDamagePart(withDamagePart(attacks, 1), 1);
    attacks = attacks.map((row, index) =>
      index === 0
        ? { ...row, name: 'Bite', bonus: '+6', parts: [{ dice: '2d10+4', type: 'piercing' as const }] }
        : {
            ...row,
            name: 'Fire Claw',
            bonus: '6',
            kind: 'ranged' as const,
            parts: [
              { dice: '1d8+4', type: 'slashing' as const },
              { dice: '2d6', type: 'fire' as const },
              { dice: ' ', type: 'cold' as const },
            ],
          },
    );
    const dragon = { ...goblin, name: 'Wyrmling', attacks };
    const [saved] = saveStatBlock([], addFormStatBlock(dragon, readAddForm(dragon, 40)));
    expect(saved?.attacks).toEqual([
      { name: 'Bite', bonus: 6, kind: 'melee', damage: [{ dice: '2d10+4', type: 'piercing' }] },
      {
        name: 'Fire Claw',
        bonus: 6,
        kind: 'ranged',
        damage: [
          { dice: '1d8+4', type: 'slashing' },
          { dice: '2d6', type: 'fire' },
        ],
      },
    ]);
    let many = EMPTY_ADD_FORM.attacks;
    for (let i = 0; i < 10; i += 1) many = withAttackRow(many);
    expect(many).toHaveLength(TRACKER_LIMITS.attacksPerCreature);
    let parts = many;
    for (let i = 0; i < 10; i += 1) parts = withDamagePart(parts, 0);
    expect(parts[0]?.parts).toHaveLength(TRACKER_LIMITS.damageParts);
    expect(parts[1]?.parts).toHaveLength(1);
  });

  it('a named attack whose damage parts are all blank is refused by the core, naming the field', () => {
    const blank = {
      ...goblin,
      attacks: [
        {
          name: 'Slam',
          bonus: '3',
          kind: 'melee' as const,
          parts: [{ dice: '', type: 'bludgeoning' as const }],
        },
      ],
    };
    expect(() => saveStatBlock([], addFormStatBlock(blank, readAddForm(blank, 40)))).toThrow(
      /attacks.damage/,
    );
  });
});
