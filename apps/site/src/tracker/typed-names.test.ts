// @vitest-environment happy-dom
/**
 * The typed texts the missing-glyph check asks about (issue 91): a fight's name or a custom
 * effect's saved on the device is drawn in the lists, so it is asked about as a creature's name is.
 */
import {
  addCreature,
  addEffect,
  addRoundNote,
  createTracker,
  type TrackerState,
} from '@polyhedral/core/tracker';
import { h, render } from 'preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { emptyPageAfterEach, settle } from '../../tests/support/rendered-page.ts';
import { checkedCharacters } from './missing-glyphs.ts';
import { SAVED_EFFECTS_KEY } from './SavedEffects.tsx';
import { SAVED_FIGHTS_KEY, savedFight } from './saved-fights.ts';
import { useTypedNames } from './typed-names.ts';

beforeEach(() => localStorage.clear());
emptyPageAfterEach();

function ogre(): TrackerState {
  const state = addCreature(createTracker(), {
    name: 'Ogre',
    kind: 'monster',
    initiativeBonus: 0,
    ac: 11,
    maxHp: 59,
  });
  return addRoundNote(state, '岩漿上升');
}

/** The names the hook gives, as it gives them now (one probe drawn, kept on the page). */
async function probe(state: TrackerState): Promise<() => string[]> {
  let seen: string[] = [];
  const Probe = () => {
    seen = useTypedNames(state);
    return null;
  };
  const root = document.createElement('div');
  document.body.append(root);
  render(h(Probe, {}), root);
  await settle();
  return () => seen;
}

describe('the typed texts asked about (missing-glyphs.ts)', () => {
  it("a saved fight's name and a saved effect's are asked about, with the creatures and round notes", async () => {
    localStorage.setItem(
      SAVED_FIGHTS_KEY,
      JSON.stringify([savedFight('赤龍巢穴', ogre(), new Date('2025-06-01T10:00:00.000Z'))]),
    );
    localStorage.setItem(
      SAVED_EFFECTS_KEY,
      JSON.stringify([{ name: 'พรศักดิ์สิทธิ์', dice: '+1d4', rolls: ['save'] }]),
    );
    const names = (await probe(ogre()))();
    expect(names).toEqual(['Ogre', '岩漿上升', '赤龍巢穴', 'พรศักดิ์สิทธิ์']);
    expect(checkedCharacters(names)).toEqual(expect.arrayContaining(['巢', '穴', 'พ']));
  });

  it("a custom effect typed on a creature and a creature's attack are asked about (left out before)", async () => {
    let state = addCreature(createTracker(), {
      name: 'Ogre',
      kind: 'monster',
      initiativeBonus: 0,
      ac: 11,
      maxHp: 59,
      attacks: [{ name: '巨棒猛擊', bonus: 6, damage: [{ dice: '2d8+4', type: 'bludgeoning' }] }],
    });
    state = addEffect(
      state,
      ['c1'],
      { name: 'พรศักดิ์สิทธิ์', dice: '+1d4', rolls: ['save'] },
      { kind: 'until-removed' },
    );
    const names = (await probe(state))();
    expect(names).toEqual(['Ogre', 'พรศักดิ์สิทธิ์', '巨棒猛擊']);
    expect(checkedCharacters(names)).toEqual(expect.arrayContaining(['棒', '擊', 'พ']));
  });

  it('a fight saved since is asked about as the list changes, without a reload', async () => {
    const names = await probe(ogre());
    expect(names()).toEqual(['Ogre', '岩漿上升']);
    localStorage.setItem(
      SAVED_FIGHTS_KEY,
      JSON.stringify([savedFight('洞窟', ogre(), new Date('2025-06-01T10:00:00.000Z'))]),
    );
    // What the list's keep() sends (device-list.ts).
    window.dispatchEvent(new CustomEvent('polyhedral:device-list', { detail: SAVED_FIGHTS_KEY }));
    await settle();
    expect(names()).toEqual(['Ogre', '岩漿上升', '洞窟']);
  });
});
