import { describe, expect, it } from 'vitest';
import { facesInTurn, threeCreatures } from '../../test/support/tracker-fixtures.ts';
import { addEffect, effectDiceFor, removeEffect, rollBonusDice } from './effects.ts';
import { saveForHalfOnCreatures } from './save-for-half.ts';
import { saveOddsFor } from './save-odds.ts';
import { readTrackerFile, trackerFileText } from './tracker-file.ts';
import { nextTurn, previousTurn, startCombat } from './turns.ts';

// Order: Bren (19), Ayla (12), Ogre (7). Ayla: Dexterity save +2.
const fight = () => startCombat(threeCreatures([12, 19, 7]));
const BLESS = { name: 'Bless', dice: '+1d4', rolls: ['attack', 'save'] } as const;

describe('custom effects with dice (rules text D20Tests: "add any relevant modifiers")', () => {
  it('+1d4 on a DC 15 save at +2: exactly 21/40, counted over the d4, not averaged', () => {
    const state = addEffect(fight(), ['c1'], BLESS, { kind: 'until-removed' });
    const ayla = state.creatures.find((c) => c.id === 'c1')!;
    // d20 + 2 + d4 >= 15: d20 >= 13 - d4; d4 = 1, 2, 3, 4 leaves 9, 10, 11, 12 faces of 20
    // (12-20, 11-20, 10-20, 9-20): 42 of 80 equally likely pairs, 21/40.
    const odds = saveOddsFor(ayla, { ability: 'dexterity', dc: 15 });
    expect(odds.exact.success.toString()).toBe('21/40');
    // Without it: d20 >= 13, 8/20 = 2/5. The average (+2.5: d20 >= 10.5) would say 1/2, not 21/40.
    expect(
      saveOddsFor({ ...ayla, effects: [] }, { ability: 'dexterity', dc: 15 }).exact.success.toString(),
    ).toBe('2/5');
    expect(odds.conditions.causes.map((c) => c.code)).toContain('conditions.cause.bonus-dice');
  });

  it('-1d4 (Bane) takes the die off: d20 + 2 - d4 >= 15, d20 >= 13 + d4: 7 + 6 + 5 + 4 = 22 of 80, 11/40', () => {
    const state = addEffect(
      fight(),
      ['c1'],
      { name: 'Bane', dice: '-1d4', rolls: ['save'] },
      { kind: 'until-removed' },
    );
    const ayla = state.creatures.find((c) => c.id === 'c1')!;
    expect(saveOddsFor(ayla, { ability: 'dexterity', dc: 15 }).exact.success.toString()).toBe('11/40');
  });

  it('the save-for-half receipt shows the d4 rolled and adds it: 11 + 2 + 3 = 16 saves against DC 15', () => {
    const state = addEffect(fight(), ['c1'], BLESS, { kind: 'until-removed' });
    const { receipt } = saveForHalfOnCreatures(
      state,
      { damage: '10', rolled: 10, type: 'fire', dc: 15, ability: 'dexterity', ids: ['c1'], d20s: { c1: 11 } },
      facesInTurn(3),
    );
    expect(receipt.targets[0]).toMatchObject({
      bonus: 2,
      bonusDice: { dice: '+1d4', faces: [3], total: 3 },
      save: { kept: 11, total: 16, saved: true, taken: 5 },
    });
  });

  it('an effect "until the end of Bren\'s next turn" ends then, and "previous turn" puts it back', () => {
    let state = addEffect(fight(), ['c1', 'c3'], BLESS, { kind: 'end-of-next-turn', creatureId: 'c2' });
    expect(effectDiceFor(state.creatures.find((c) => c.id === 'c3')!, 'save')).toHaveLength(1);
    state = nextTurn(nextTurn(nextTurn(state))); // Ayla, Ogre, round 2 Bren: not yet
    expect(state.creatures.every((c) => c.id === 'c2' || (c.effects ?? []).length === 1)).toBe(true);
    const ended = nextTurn(state); // Bren's turn ends
    expect(ended.creatures.flatMap((c) => c.effects ?? [])).toEqual([]);
    expect(ended.history.at(-1)?.expiredEffects).toHaveLength(2);
    expect(previousTurn(ended).creatures.flatMap((c) => c.effects ?? [])).toHaveLength(2);
  });

  it('refuses dice that are not signed small dice, and keeps effects in the saved file', () => {
    expect(() => addEffect(fight(), ['c1'], { ...BLESS, dice: '+1d7' }, { kind: 'until-removed' })).toThrow(
      /rules.input.unknown-option/,
    );
    expect(() => addEffect(fight(), ['c1'], { ...BLESS, rolls: [] }, { kind: 'until-removed' })).toThrow(
      /rules.input.missing/,
    );
    const state = addEffect(fight(), ['c1'], BLESS, { kind: 'rounds', rounds: 10 });
    expect(readTrackerFile(trackerFileText(state))).toEqual(state);
    expect(
      removeEffect(state, 'c1', state.creatures.find((c) => c.id === 'c1')!.effects![0]!.id).creatures.find(
        (c) => c.id === 'c1',
      )?.effects,
    ).toEqual([]);
  });

  it('rolls bonus dice with their signs: +1d4-1d6 as 3 and -5 is -2', () => {
    expect(
      rollBonusDice(
        [
          { sign: 1, count: 1, sides: 4 },
          { sign: -1, count: 1, sides: 6 },
        ],
        facesInTurn(3, 5),
      ),
    ).toEqual({
      dice: '+1d4-1d6',
      faces: [3, -5],
      total: -2,
    });
  });
});
