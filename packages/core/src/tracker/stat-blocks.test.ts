import { describe, expect, it } from 'vitest';
import { GOBLIN_STAT_BLOCK } from '../../test/support/stat-blocks.ts';
import { facesInTurn } from '../../test/support/tracker-fixtures.ts';
import { rollInitiative } from './initiative.ts';
import {
  addFromStatBlock,
  readStatBlocksFile,
  saveStatBlock,
  statBlockOfCreature,
  statBlocksFileText,
} from './stat-blocks.ts';
import { addCreature, addCreatures, createTracker } from './tracker-creatures.ts';
import { readTrackerFile, trackerFileText } from './tracker-file.ts';

/* The table's own stat blocks (issue 73 item 3), tried on the shared goblin (test support). */
const GOBLIN = GOBLIN_STAT_BLOCK;

describe('stat blocks kept by the table', () => {
  it('a group of four from one block: HP 2d6 rolled for each copy, the attacks on each, one Initiative', () => {
    const { state, rolls } = addFromStatBlock(
      createTracker(),
      GOBLIN,
      { count: 4, sharedInitiative: true },
      facesInTurn(1, 1, 6, 6, 3, 4, 2, 5),
    );
    expect(state.creatures.map((one) => [one.name, one.maxHp, one.hp])).toEqual([
      ['Goblin 1', 2, 2],
      ['Goblin 2', 12, 12],
      ['Goblin 3', 7, 7],
      ['Goblin 4', 7, 7],
    ]);
    expect(rolls.map((roll) => roll.faces)).toEqual([
      [1, 1],
      [6, 6],
      [3, 4],
      [2, 5],
    ]);
    expect(state.creatures.every((one) => one.attacks?.[0]?.name === 'Scimitar')).toBe(true);
    expect(new Set(state.creatures.map((one) => one.group?.id)).size).toBe(1);
    expect(new Set(rollInitiative(state, facesInTurn(9)).state.creatures.map((c) => c.initiative))).toEqual(
      new Set([11]),
    );
    // The attacks survive the tracker file.
    expect(readTrackerFile(trackerFileText(state))).toEqual(state);
  });

  it('a fixed HP block adds its number; saving again under the same name replaces it', () => {
    const ogre = { ...GOBLIN, name: 'Ogre', hp: 59, attacks: [] };
    let list = saveStatBlock([], GOBLIN);
    list = saveStatBlock(list, ogre);
    list = saveStatBlock(list, { ...GOBLIN, ac: 16 });
    expect(list.map((one) => [one.name, one.ac])).toEqual([
      ['Goblin', 16],
      ['Ogre', 15],
    ]);
    const { state } = addFromStatBlock(createTracker(), list[1]!, { count: 1 }, facesInTurn());
    expect(state.creatures.map((one) => [one.name, one.maxHp, one.attacks])).toEqual([
      ['Ogre', 59, undefined],
    ]);
  });

  it('the list round-trips as a file; a hostile file is refused naming the field, nothing kept', () => {
    const list = [GOBLIN];
    expect(readStatBlocksFile(statBlocksFileText(list))).toEqual(list);
    const text = statBlocksFileText(list);
    const cases: [string, RegExp][] = [
      ['{', /rules.tracker.not-json/],
      ['{"format":"polyhedral-tracker","version":1,"list":{"blocks":[]}}', /rules.tracker.wrong-format/],
      [text.replace('"2d6"', '"2d6; rm -rf"'), /maxHp/],
      [text.replace('"1d6+2"', `"${'1d6+'.repeat(20)}1"`), /attacks.damage.dice/],
      [text.replace('"slashing"', '"psychic-blast"'), /attacks.damage.type/],
      [text.replace('"bonus":4', '"bonus":400'), /attacks.bonus/],
      [text.replace('"ac":15', '"ac":15,"__proto__":{"x":1}'), /unknown-field/],
      [text.replace('"kind":"monster"', '"kind":"monster","script":"<img>"'), /script/],
      [statBlocksFileText([GOBLIN, GOBLIN]), /name/],
      [
        statBlocksFileText(Array.from({ length: 201 }, (_, index) => ({ ...GOBLIN, name: `G${index}` }))),
        /statBlocks/,
      ],
      [text.replace('"saves":{"dexterity":2}', '"saves":{"luck":2}'), /saves/],
      [text.replace('"immune":[]', '"immune":[],"conditionImmune":["Sleepy"]'), /conditionImmune/],
    ];
    for (const [hostile, refusal] of cases)
      expect(() => readStatBlocksFile(hostile), hostile.slice(0, 60)).toThrow(refusal);
  });
});

describe('a creature in the tracker saved as a stat block (from its row)', () => {
  it("a goblin of a group of four is saved under the group's name with its numbers and attacks; added again, copies number afresh", () => {
    const { state } = addFromStatBlock(
      createTracker(),
      GOBLIN,
      { count: 4 },
      facesInTurn(3, 4, 2, 5, 1, 1, 6, 6),
    );
    const third = state.creatures[2]!;
    expect(third.name).toBe('Goblin 3');
    const block = statBlockOfCreature(third);
    // Its HP maximum as rolled (1 + 1), not the dice: the tracker keeps no dice for a creature.
    expect(block).toEqual({ ...GOBLIN, hp: 2 });
    const [saved] = saveStatBlock([], block);
    expect(saved).toEqual(block);
    const again = addFromStatBlock(state, saved!, { count: 2 }, facesInTurn()).state;
    expect(again.creatures.map((one) => one.name).slice(4)).toEqual(['Goblin 5', 'Goblin 6']);
  });

  it('a lone creature keeps its whole name (a number in it too), Condition Immunities and no attacks', () => {
    const state = addCreature(createTracker(), {
      name: 'Skeleton 2',
      kind: 'monster',
      initiativeBonus: 2,
      ac: 14,
      maxHp: 13,
      vulnerable: ['bludgeoning'],
      immune: ['poison'],
      conditionImmune: ['PoisonedCondition'],
    });
    expect(statBlockOfCreature(state.creatures[0]!)).toEqual({
      name: 'Skeleton 2',
      kind: 'monster',
      initiativeBonus: 2,
      ac: 14,
      hp: 13,
      saves: {},
      resist: [],
      vulnerable: ['bludgeoning'],
      immune: ['poison'],
      conditionImmune: ['PoisonedCondition'],
      attacks: [],
    });
  });

  it('a copy of a group keeps a name that is not a copy number ("Orc 2nd", a number of five digits)', () => {
    const state = addCreatures(
      createTracker(),
      { name: 'Orc', kind: 'monster', initiativeBonus: 0, ac: 13, maxHp: 15 },
      { count: 2 },
    );
    const renamed = { ...state.creatures[0]!, name: 'Orc 12345' };
    expect(statBlockOfCreature(renamed).name).toBe('Orc 12345');
    expect(statBlockOfCreature(state.creatures[1]!).name).toBe('Orc');
  });
});
