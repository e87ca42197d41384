import {
  addCreature,
  addEffect,
  concentrationEndings,
  createTracker,
  damageCreatures,
  resolveConcentrationCheck,
  rollDeathSave,
  saveForHalfOnCreatures,
  setConcentrating,
  setExhaustion,
  type TrackerState,
} from '@polyhedral/core/tracker';
import { describe, expect, it } from 'vitest';
import { saveHalfLines } from './receipt-lines.ts';
import { concentrationSaveLine, deathSaveLine, endingLines } from './save-lines.ts';
import { trackerMessages } from './tracker-messages.ts';
import { trackerText } from './tracker-text.ts';

/*
 * The lines of saves settled in the tracker add up: every term of the total is printed (the issue's
 * "14 + 2 + 2 = 14" had the Exhaustion −4 only in the steps), and a Concentration's ending names
 * the effects that ended with it (SRD 5.2 Rules Glossary, "Concentration").
 */

const text = trackerText('en', trackerMessages('en'));
const BLESS = { name: 'Bless', dice: '+1d4', rolls: ['attack', 'save'] } as const;

/** Cleric (c1: Con +5, Dex +2, Exhaustion 2, concentrating) and Fighter (c2). */
function table(): TrackerState {
  let state = addCreature(createTracker(), {
    name: 'Cleric',
    kind: 'character',
    initiativeBonus: 0,
    ac: 16,
    maxHp: 20,
    saves: { constitution: 5, dexterity: 2 },
  });
  state = addCreature(state, { name: 'Fighter', kind: 'character', initiativeBonus: 0, ac: 18, maxHp: 30 });
  state = setExhaustion(state, 'c1', 2);
  return setConcentrating(state, 'c1', true);
}

describe('save lines print every term', () => {
  it('save for half: 14 + 2 − 4 + 2 = 14, the Exhaustion term in the line', () => {
    const state = addEffect(table(), ['c1'], BLESS, { kind: 'until-removed' });
    const done = saveForHalfOnCreatures(
      state,
      {
        damage: '8d6',
        rolled: 28,
        type: 'fire',
        dc: 15,
        ability: 'dexterity',
        ids: ['c1'],
        d20s: { c1: 14 },
      },
      { nextInt: () => 1 },
    );
    const line = saveHalfLines(text, done.state, done.receipt, 15)[1]!.text;
    expect(line).toContain('14 (typed) + 2 − 4 + 2 = 14 against DC 15');
  });

  it('Concentration: d20 7 + 5 − 4 + 1 = 9 against DC 10, lost, with its reasons', () => {
    const state = damageCreatures(addEffect(table(), ['c1'], BLESS, { kind: 'until-removed' }), ['c1'], {
      parts: [{ amount: 9, type: 'fire' }],
    }).state;
    const settled = resolveConcentrationCheck(state, 'c1', { d20: 7, diceTotal: 1 });
    const line = concentrationSaveLine(text, 'Cleric', settled.save);
    expect(line).toMatch(
      /^Cleric: Constitution save d20 7 \+ 5 − 4 \+ 1 = 9 against DC 10: Concentration lost \(/,
    );
    expect(line).toContain('+1d4 as rolled at the table: +1');
  });

  it('Death Saving Throw: d20 11 − 4 = 7 against DC 10: failure', () => {
    const dying = damageCreatures(table(), ['c1'], { parts: [{ amount: 20, type: 'fire' }] }).state;
    const saved = rollDeathSave(dying, 'c1', 11);
    expect(deathSaveLine(text, saved.save!, saved.result!)).toMatch(
      /^Death Saving Throw d20 11 − 4 = 7 against DC 10: failure/,
    );
  });

  it("the caster's Concentration ending names the effect and every target", () => {
    const state = addEffect(
      table(),
      ['c1', 'c2'],
      { ...BLESS, concentrationOf: 'c1' },
      { kind: 'until-removed' },
    );
    const after = setConcentrating(state, 'c1', false);
    expect(endingLines(text, state, concentrationEndings(state, after))).toEqual([
      'Cleric: Concentration ended (ended by hand); Bless ended on Cleric and Fighter.',
    ]);
  });
});
