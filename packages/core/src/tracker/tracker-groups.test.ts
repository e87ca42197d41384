import { describe, expect, it } from 'vitest';
import { facesInTurn, OGRE, threeCreatures } from '../../test/support/tracker-fixtures.ts';
import { rollInitiative } from './initiative.ts';
import { addCreature, addCreatures, createTracker, removeGroup, requireName } from './tracker-creatures.ts';
import { TRACKER_LIMITS } from './tracker-limits.ts';

const GOBLIN = { name: 'Goblin', kind: 'monster', initiativeBonus: 2, ac: 15, maxHp: 10 } as const;
const names = (state: { creatures: readonly { name: string }[] }) => state.creatures.map((c) => c.name);

describe('groups of copies, numbered (rules text Initiative: one roll for identical creatures)', () => {
  it('"4 × Goblin" adds Goblin 1 to Goblin 4 as one group; more copies go on from 5', () => {
    let state = addCreatures(createTracker(), GOBLIN, { count: 4, sharedInitiative: true });
    expect(names(state)).toEqual(['Goblin 1', 'Goblin 2', 'Goblin 3', 'Goblin 4']);
    expect(new Set(state.creatures.map((c) => c.group?.id)).size).toBe(1);
    state = addCreatures(state, GOBLIN, { count: 2 });
    expect(names(state).slice(4)).toEqual(['Goblin 5', 'Goblin 6']);
  });

  it('a second single "Goblin" is numbered, never a duplicate name', () => {
    let state = addCreatures(createTracker(), GOBLIN, { count: 1 });
    state = addCreatures(state, GOBLIN, { count: 1 });
    expect(names(state)).toEqual(['Goblin', 'Goblin 2']);
  });

  it('a shared Initiative is one d20 for the whole group; otherwise each rolls its own', () => {
    const shared = addCreatures(createTracker(), GOBLIN, { count: 3, sharedInitiative: true });
    const one = rollInitiative(shared, facesInTurn(11));
    expect(one.state.creatures.map((c) => c.initiative)).toEqual([13, 13, 13]);
    const each = addCreatures(createTracker(), GOBLIN, { count: 3, sharedInitiative: false });
    const three = rollInitiative(each, facesInTurn(11, 4, 18));
    expect(three.state.creatures.map((c) => c.initiative).sort()).toEqual([13, 20, 6].sort());
  });

  it('removes a group at once, leaving the others', () => {
    let state = addCreature(createTracker(), OGRE);
    state = addCreatures(state, GOBLIN, { count: 4 });
    const group = state.creatures.find((c) => c.group)!.group!.id;
    expect(names(removeGroup(state, group))).toEqual(['Ogre']);
    expect(() => removeGroup(state, 'g99')).toThrow(/rules.input.unknown-option/);
  });

  it('refuses a group past the tracker limit whole, naming the limit', () => {
    const state = threeCreatures([12, 19, 7]);
    expect(() => addCreatures(state, GOBLIN, { count: TRACKER_LIMITS.creatures - 2 })).toThrow(
      /rules.input.out-of-range/,
    );
  });
});

describe('names counted as a person sees them', () => {
  it('25 emoji (each with a skin tone, 4 code units) are 25 characters, within 40', () => {
    const name = '👍🏽'.repeat(25);
    expect(name.length).toBe(100);
    expect(requireName(name)).toBe(name);
  });

  it('41 Thai letters with vowel marks are 41 characters: refused', () => {
    expect(() => requireName('กี'.repeat(41))).toThrow(/rules.input.out-of-range/);
    expect(requireName('กี'.repeat(40))).toHaveLength(80);
  });
});
