import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { facesInTurn, threeCreatures } from '../../test/support/tracker-fixtures.ts';
import { rollInitiative, setInitiative } from './initiative.ts';
import { clearInitiativeLines, linesInOrder, lineTotal } from './initiative-lines.ts';
import { addCreatures, createTracker, removeCreature } from './tracker-creatures.ts';
import { readTrackerFile, trackerFileText } from './tracker-file.ts';

const GOBLIN = { name: 'Goblin', kind: 'monster', initiativeBonus: 2, ac: 15, maxHp: 10 } as const;
const OLD_FILE = new URL('../../test/fixtures/tracker-file-v2-before-initiative-lines.json', import.meta.url);

/** Ayla (+2), Bren (+3), the Ogre (−1) rolled 8, 5 and 12: Ogre 11, Ayla 10, Bren 8. */
function rolled() {
  return rollInitiative(threeCreatures([1, 1, 1]), facesInTurn(8, 5, 12)).state;
}

describe('the Initiative lines kept in the tracker (issue 91)', () => {
  it('a roll keeps one line per creature, each true to the list', () => {
    const state = rolled();
    const lines = linesInOrder(state);
    expect(lines.map((line) => line.creatureId)).toEqual(state.creatures.map((one) => one.id));
    for (const line of lines)
      expect(lineTotal(line)).toBe(state.creatures.find((one) => one.id === line.creatureId)!.initiative);
  });

  it('a reload keeps them: the saved file reads back with its lines', () => {
    const state = rolled();
    const back = readTrackerFile(trackerFileText(state));
    expect(back.initiativeLines).toEqual(state.initiativeLines);
    expect(back.initiativeLines).toHaveLength(3);
  });

  it('a file whose line says "d20 8 + 2 = 23", keeps the wrong die, has two dice for a normal roll or two lines for one creature is refused', () => {
    const text = trackerFileText(rolled());
    const file = JSON.parse(text) as { tracker: { initiativeLines: Record<string, unknown>[] } };
    const ayla = file.tracker.initiativeLines.findIndex((line) => line.creatureId === 'c1');
    const forged = (change: (lines: Record<string, unknown>[]) => void) => {
      const copy = structuredClone(file);
      change(copy.tracker.initiativeLines);
      return () => readTrackerFile(JSON.stringify(copy));
    };
    // Ayla rolled 8 with +2: 10 (the shown total is recomputed, never taken from the file).
    expect(file.tracker.initiativeLines[ayla]).toMatchObject({ d20: [8], kept: 8, bonus: 2, total: 10 });
    expect(forged((lines) => (lines[ayla]!.total = 23))).toThrow(/total/);
    expect(forged((lines) => (lines[ayla]!.d20 = [8, 15]))).toThrow(/d20/);
    expect(forged((lines) => (lines[ayla]!.kept = 9))).toThrow();
    expect(forged((lines) => lines.push({ ...lines[ayla]! }))).toThrow();
    expect(readTrackerFile(text).initiativeLines).toHaveLength(3);
  });

  it("a typed roll replaces that creature's line: the line says 23 where the list says 23, not the page's roll", () => {
    const state = setInitiative(rolled(), 'c1', 23);
    const line = state.initiativeLines!.find((one) => one.creatureId === 'c1');
    expect(line).toEqual({ creatureId: 'c1', typed: 23 });
    expect(state.initiativeLines).toHaveLength(3);
    expect(readTrackerFile(trackerFileText(state)).initiativeLines).toEqual(state.initiativeLines);
  });

  it('a typed roll with no lines kept adds none', () => {
    expect(setInitiative(threeCreatures([1, 1, 1]), 'c1', 23).initiativeLines).toBeUndefined();
  });

  it('rolling for some creatures replaces their lines and keeps the others; rolling for all replaces all', () => {
    let state = setInitiative(rolled(), 'c1', 23);
    state = rollInitiative(state, facesInTurn(20), { ids: ['c2'] }).state;
    const byId = new Map(state.initiativeLines!.map((line) => [line.creatureId, line]));
    expect(byId.get('c1')).toEqual({ creatureId: 'c1', typed: 23 });
    expect(byId.get('c2')).toMatchObject({ d20: [20], total: 23 });
    state = rollInitiative(state, facesInTurn(2, 3, 4)).state;
    expect(state.initiativeLines!.every((line) => !('typed' in line))).toBe(true);
  });

  it('a removed creature takes its line with it; hiding the lines drops them all', () => {
    const state = removeCreature(rolled(), 'c2');
    expect(state.initiativeLines!.map((line) => line.creatureId).sort()).toEqual(['c1', 'c3']);
    expect(clearInitiativeLines(state).initiativeLines).toBeUndefined();
  });

  it('a group sharing one roll keeps one line per member, the same roll', () => {
    const state = rollInitiative(
      addCreatures(createTracker(), GOBLIN, { count: 3, sharedInitiative: true }),
      facesInTurn(9),
    ).state;
    expect(state.initiativeLines!.map(lineTotal)).toEqual([11, 11, 11]);
  });

  it('an old file (version 2, before the lines were kept) still imports, without lines', () => {
    const state = readTrackerFile(readFileSync(OLD_FILE, 'utf8'));
    expect(state.creatures.map((one) => [one.name, one.initiative])).toEqual([
      ['Ayla', 17],
      ['Goblin 1', 12],
      ['Goblin 2', 12],
    ]);
    expect(state.initiativeLines).toBeUndefined();
  });

  it.each([
    [
      'a line naming no creature of the tracker',
      { creatureId: 'c9', typed: 12 },
      /rules.input.unknown-option/,
    ],
    ['a typed count past the limits', { creatureId: 'c1', typed: 999 }, /rules.input.out-of-range/],
    [
      'a kept die not among the d20s',
      { creatureId: 'c1', d20: [8], kept: 9, total: 11, bonus: 3, mode: 'normal', modifier: 0, causes: [] },
      /rules.input.missing/,
    ],
    ['a misspelt field', { creatureId: 'c1', typed: 12, tiped: 1 }, /rules.tracker.unknown-field/],
  ])('refuses %s', (_, line, code) => {
    const file = JSON.parse(trackerFileText(rolled()));
    file.tracker.initiativeLines = [line];
    expect(() => readTrackerFile(JSON.stringify(file))).toThrow(code);
  });

  it('a reason not on the closed list (a prefix alone passed before) is refused, saying which and where', () => {
    const poisoned = threeCreatures([1, 1, 1]);
    const state = rollInitiative(
      { ...poisoned, creatures: poisoned.creatures.map((one) => ({ ...one, exhaustion: 1 })) },
      facesInTurn(8, 5, 12),
    ).state;
    // Exhaustion 1: each line says why its total is 2 lower, a known reason that reads back.
    expect(state.initiativeLines!.every((line) => 'causes' in line && line.causes.length > 0)).toBe(true);
    expect(readTrackerFile(trackerFileText(state)).initiativeLines).toEqual(state.initiativeLines);
    const file = JSON.parse(trackerFileText(state));
    file.tracker.initiativeLines[1].causes[0].code = 'conditions.cause.made-up';
    expect(() => readTrackerFile(JSON.stringify(file))).toThrow(
      expect.objectContaining({
        code: 'rules.tracker.unknown-cause',
        params: { code: 'conditions.cause.made-up', where: 'initiativeLines[1].causes[0]' },
      }),
    );
    // A reason's parameters are a few short values with no direction marks (any text passed before).
    const params = (value: unknown) => {
      const tampered = JSON.parse(trackerFileText(state));
      tampered.tracker.initiativeLines[1].causes[0].params = value;
      return () => readTrackerFile(JSON.stringify(tampered));
    };
    const code = { code: 'rules.input.missing', params: { field: 'cause.params' } };
    expect(params({ amount: -2, level: 1, name: 'พรศักดิ์สิทธิ์' })).not.toThrow();
    expect(params({ condition: 'x'.repeat(5000) })).toThrow(expect.objectContaining(code));
    expect(params({ condition: 'Poisoned\u202eCondition' })).toThrow(expect.objectContaining(code));
    expect(params(Object.fromEntries(Array.from({ length: 9 }, (_, at) => [`p${at}`, at])))).toThrow(
      expect.objectContaining({ code: 'rules.input.out-of-range' }),
    );
    // A direction mark or control character in the code is not put in the message as it is.
    file.tracker.initiativeLines[1].causes[0].code = 'conditions.cause.\u202epu-edam\u0007';
    expect(() => readTrackerFile(JSON.stringify(file))).toThrow(
      expect.objectContaining({ params: expect.objectContaining({ code: 'conditions.cause.?pu-edam?' }) }),
    );
  });
});
