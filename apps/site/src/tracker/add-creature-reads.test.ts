import { TRACKER_LIMITS } from '@polyhedral/core/tracker';
import { describe, expect, it } from 'vitest';
import { addFormCreature, addFormReads, EMPTY_ADD_FORM, readAddForm } from './add-creature-reads.ts';

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
