import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readTrackerFile } from './tracker-file.ts';
import { nextTurn } from './turns.ts';

/** The tracker file example in packages/core/README.md: read as any file, its fields doing what the text says. */
describe("the README's tracker file example", () => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const section = readme.slice(readme.indexOf("#### The tracker file's fields"));
  const json = /```json\n([\s\S]*?)```/.exec(section)?.[1] ?? '';

  it("reads: a lair on 20 every round, legendary actions 2 of 3 back at the dragon's turn, a note", () => {
    const state = readTrackerFile(json);
    const [lair, dragon] = state.creatures;
    expect(lair).toMatchObject({ name: 'Lair', fixedInitiative: 20, initiative: 20 });
    expect(dragon!.uses).toEqual([{ id: 'u3', name: 'Legendary', max: 3, left: 2, resets: 'turn-start' }]);
    expect(state.roundNotes).toEqual([{ id: 'n4', text: 'Lava rises one step' }]);
    // "turn-start": back in full at the start of its own turn.
    const dragonsTurn = nextTurn(state);
    expect(dragonsTurn.currentId).toBe('c1');
    expect(dragonsTurn.creatures.find((one) => one.id === 'c1')!.uses![0]!.left).toBe(3);
  });
});
