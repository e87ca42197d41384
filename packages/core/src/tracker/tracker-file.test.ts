import { describe, expect, it } from 'vitest';
import { threeCreatures } from '../../test/support/tracker-fixtures.ts';
import { setConcentrating } from './concentration.ts';
import { addCondition } from './conditions.ts';
import { damageCreatures } from './hit-points.ts';
import { moveWithinTie } from './initiative.ts';
import { addCreatures } from './tracker-creatures.ts';
import { readTrackerFile, trackerFileText } from './tracker-file.ts';
import { nextTurn, setSkipDefeated, startCombat } from './turns.ts';

function busyTracker() {
  let state = startCombat(moveWithinTie(threeCreatures([15, 15, 7]), 'c2', -1));
  state = nextTurn(state);
  state = addCondition(state, 'c3', 'ProneCondition', { kind: 'rounds', rounds: 1 });
  state = setConcentrating(state, 'c1', true);
  return damageCreatures(state, ['c1'], { parts: [{ amount: 23, type: 'fire' }] }).state;
}

describe('the saved tracker (format polyhedral-tracker, version 2; version 1 still read)', () => {
  it('reads back what it wrote: order with the chosen tie order, turn, conditions, saves owed', () => {
    const state = busyTracker();
    expect(readTrackerFile(trackerFileText(state))).toEqual(state);
  });

  it('refuses what is not JSON, not a tracker, or a newer version', () => {
    expect(() => readTrackerFile('{oops')).toThrow(/rules.tracker.not-json/);
    expect(() => readTrackerFile('[]')).toThrow(/rules.tracker.wrong-format/);
    const text = trackerFileText(busyTracker()).replace('"version":2', '"version":3');
    expect(() => readTrackerFile(text)).toThrow(/rules.tracker.wrong-format/);
  });

  /** Sets the value at a path of property names and list indexes in parsed JSON. */
  function setAt(root: unknown, path: readonly (string | number)[], value: unknown): void {
    let node = root as Record<string | number, unknown>;
    for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
    node[path.at(-1)!] = value;
  }

  it.each([
    ['hit points above the maximum', ['creatures', 0, 'hp'], 999, /rules.input.out-of-range/],
    ['an unknown condition', ['creatures', 2, 'conditions', 0, 'condition'], 'Sleepy', /unknown-option/],
    ['a name that is not text', ['creatures', 0, 'name'], 42, /rules.input.missing/],
    ['a current turn of no creature', ['currentId'], 'c99', /unknown-option/],
    ['two creatures with one ID', ['creatures', 1, 'id'], 'c2', /rules.input.duplicate/],
    ['a resistance that is no damage type', ['creatures', 2, 'resist'], ['lava'], /unknown-option/],
    ['creatures that are not a list', ['creatures'], 'x', /rules.input.missing/],
  ] as const)('refuses a tampered state: %s', (_name, path, value, code) => {
    const file = JSON.parse(trackerFileText(busyTracker())) as { tracker: unknown };
    setAt(file.tracker, path, value);
    expect(() => readTrackerFile(JSON.stringify(file))).toThrow(code);
  });

  it.each([
    ['EtherealCondition', 'ethereal'],
    ['IntoxicatedCondition', 'intoxicated'],
  ])(
    'refuses a condition SRD 5.2 lacks (%s), naming it and the ruleset, on a creature and in the turn history',
    (id, name) => {
      const problem = {
        code: 'rules.ruleset.no-condition',
        params: { field: 'condition', condition: name, ruleset: 'srd-5.2' },
      };
      const onCreature = JSON.parse(trackerFileText(busyTracker())) as { tracker: unknown };
      setAt(onCreature.tracker, ['creatures', 2, 'conditions', 0, 'condition'], id);
      expect(() => readTrackerFile(JSON.stringify(onCreature))).toThrow(expect.objectContaining(problem));
      // A condition a turn change ended (kept so "previous turn" can put it back) is read the same way.
      let state = addCondition(busyTracker(), 'c2', 'BlindedCondition', { kind: 'rounds', rounds: 1 });
      for (let turn = 0; turn < 3; turn++) state = nextTurn(state);
      const inHistory = JSON.parse(trackerFileText(state)) as {
        tracker: { history: Array<{ expired: unknown[] }> };
      };
      const change = inHistory.tracker.history.findIndex((one) => one.expired.length > 0);
      expect(change).toBeGreaterThanOrEqual(0);
      setAt(inHistory.tracker, ['history', change, 'expired', 0, 'condition', 'condition'], id);
      expect(() => readTrackerFile(JSON.stringify(inHistory))).toThrow(expect.objectContaining(problem));
    },
  );

  it('recomputes a stored Concentration save rather than trusting its DC and odds', () => {
    const file = JSON.parse(trackerFileText(busyTracker()));
    const ayla = file.tracker.creatures.find((c: { id: string }) => c.id === 'c1');
    ayla.concentrationChecks[0].dc = 2;
    ayla.concentrationChecks[0].keep = '1/1';
    const read = readTrackerFile(JSON.stringify(file));
    expect(read.creatures.find((c) => c.id === 'c1')!.concentrationChecks).toEqual([
      { damage: 23, dc: 11, bonus: 5, need: 6, keep: '3/4', mode: 'normal', causes: [] },
    ]);
  });

  it('version 2 keeps groups, a defeated mark and the skip setting', () => {
    let state = addCreatures(
      busyTracker(),
      { name: 'Goblin', kind: 'monster', initiativeBonus: 2, ac: 15, maxHp: 7 },
      {
        count: 2,
        sharedInitiative: true,
      },
    );
    state = setSkipDefeated(state, false);
    state = {
      ...state,
      creatures: state.creatures.map((c) => (c.name === 'Ogre' ? { ...c, defeated: true } : c)),
    };
    const back = readTrackerFile(trackerFileText(state));
    expect(back).toEqual(state);
    expect(back.creatures.filter((c) => c.group?.sharedInitiative).length).toBe(2);
  });

  it('a version 1 file (before groups and settings) is still read, with the defaults', () => {
    const v1 = trackerFileText(busyTracker()).replace('"version":2', '"version":1');
    const back = readTrackerFile(v1);
    expect(back).toEqual(busyTracker());
    expect(back.settings).toBeUndefined();
  });
});
