import { describe, expect, it } from 'vitest';
import { threeCreatures } from '../../test/support/tracker-fixtures.ts';
import { addCondition } from './conditions.ts';
import { addEffect } from './effects.ts';
import { damageCreatures } from './hit-points.ts';
import { playerView, playerViewText, readPlayerView } from './player-view.ts';
import { setDefeated } from './tracker-creatures.ts';
import { nextTurn, startCombat } from './turns.ts';

function fight() {
  let state = nextTurn(startCombat(threeCreatures([15, 12, 7])));
  state = addCondition(state, 'c3', 'ProneCondition', { kind: 'rounds', rounds: 1 });
  // 40 to the Ogre (68 HP): 28 left is Bloodied (HitPoints: "half its Hit Points or fewer").
  state = damageCreatures(state, ['c3'], { parts: [{ amount: 40, type: 'slashing' }] }).state;
  return damageCreatures(state, ['c1'], { parts: [{ amount: 9, type: 'fire' }] }).state;
}

describe('the players’ view of a fight (format polyhedral-player-view, version 1)', () => {
  it('keeps order, turn and conditions; characters’ hit points; a monster only as Bloodied', () => {
    const view = playerView(fight());
    expect(view.round).toBe(1);
    expect(view.currentId).toBe('c2');
    expect(view.creatures.map((one) => one.name)).toEqual(['Ayla', 'Bren', 'Ogre']);
    expect(view.creatures[0]).toMatchObject({ kind: 'character', hp: 21, maxHp: 30 });
    const ogre = view.creatures[2]!;
    expect(ogre).toMatchObject({ kind: 'monster', health: 'bloodied' });
    expect(ogre.conditions.map((c) => c.condition)).toEqual(['ProneCondition']);
    // The game master's numbers never reach the link.
    const text = playerViewText(view);
    for (const secret of ['"ac"', '"maxHp":68', '"hp":28', '"saves"', '"initiativeBonus"', '"resist"'])
      expect(text).not.toContain(secret);
  });

  it('a monster above half is neither; a dead one is dead', () => {
    const state = threeCreatures([15, 12, 7]);
    expect(playerView(state).creatures[2]).toMatchObject({ health: 'unhurt-or-hurt' });
    const dead = damageCreatures(state, ['c3'], { parts: [{ amount: 68, type: 'slashing' }] }).state;
    expect(playerView(dead).creatures[2]).toMatchObject({ health: 'dead' });
  });

  it('shows custom effects (Bless +1d4) and the defeated mark, and still no monster numbers (issue 46)', () => {
    let state = addEffect(
      fight(),
      ['c1', 'c3'],
      { name: 'Bless', dice: '+1d4', rolls: ['attack', 'save'] },
      { kind: 'rounds', rounds: 10 },
    );
    state = setDefeated(state, 'c3', true);
    const view = playerView(state);
    const [hero, , ogre] = view.creatures;
    expect(hero?.effects).toMatchObject([{ name: 'Bless', dice: '+1d4', rolls: ['attack', 'save'] }]);
    expect(hero?.defeated).toBeUndefined();
    expect(ogre).toMatchObject({ kind: 'monster', health: 'bloodied', defeated: true });
    expect(ogre?.effects).toHaveLength(1);
    expect(ogre).not.toHaveProperty('hp');
    expect(ogre).not.toHaveProperty('maxHp');
    expect(readPlayerView(playerViewText(view))).toEqual(view);
    // A view without effects or the mark carries neither field: links shared before still read.
    expect(view.creatures[1]).not.toHaveProperty('effects');
    expect(view.creatures[1]).not.toHaveProperty('defeated');
  });

  it('refuses an effect with dice that are not dice', () => {
    const view = JSON.parse(playerViewText(playerView(fight())));
    view.view.creatures[0].effects = [
      { id: 'k1', name: 'Bless', dice: 'lots', rolls: ['attack'], expires: { kind: 'until-removed' } },
    ];
    expect(() => readPlayerView(JSON.stringify(view))).toThrow(/rules\./);
  });

  it('reads back what it wrote', () => {
    const view = playerView(fight());
    expect(readPlayerView(playerViewText(view))).toEqual(view);
  });

  it.each([
    ['not JSON', '{"format":', /rules.tracker.not-json/],
    ['a tracker file', '{"format":"polyhedral-tracker","version":1,"tracker":{}}', /wrong-format/],
    [
      'hit points above the maximum',
      '{"format":"polyhedral-player-view","version":1,"view":{"round":0,"currentId":null,"creatures":[{"id":"c1","name":"A","kind":"character","initiative":null,"conditions":[],"exhaustion":0,"concentrating":false,"hp":99,"maxHp":9,"temp":0,"deathSaves":{"successes":0,"failures":0},"stable":false,"dead":false}]}}',
      /out-of-range/,
    ],
    [
      'a monster health that is not one of the three',
      '{"format":"polyhedral-player-view","version":1,"view":{"round":0,"currentId":null,"creatures":[{"id":"c1","name":"A","kind":"monster","initiative":null,"conditions":[],"exhaustion":0,"concentrating":false,"health":"12"}]}}',
      /unknown-option/,
    ],
  ])('refuses a tampered link: %s', (_name, text, code) => {
    expect(() => readPlayerView(text)).toThrow(code);
  });
});
