import { lineRange, seedLines } from '@polyhedral/seed-extracts';
import { describe, expect, it } from 'vitest';
import { PLAYTEST_CONDITIONS } from '../conditions/playtest-conditions.ts';

/**
 * Every effect of the Playtest's conditions cites seed 004 lines (Conditions, lines 1296-1431):
 * those lines hold the words the effect stands for, and the nearest condition heading above them
 * is the condition's own name (Ethereal's halving under "Ethereal", Intoxicated's 1d6 under
 * "Intoxicated").
 */
const WORDS: Readonly<Record<string, RegExp>> = {
  advantage: /advantage/,
  disadvantage: /disadvantage/,
  'auto-fail': /automatically fails/,
  modifier: /–2 penalty/,
  speed: /speed|move/,
  implies: /prone/,
  // Paralyzed: "cannot move physically, control its limbs"; Stunned, Unconscious: "take actions".
  cannot: /actions|cannot attack|cannot move physically/,
  'damage-taken-halved': /half\s+damage/,
  'damage-dealt-halved': /half\s+damage/,
  'damage-reduced': /reduced by\s+1d6/,
};

const HEADINGS =
  /^(?:.*\|>)?(Blinded|Charmed|Deafened|Ethereal|Frightened|Invisible|Intoxicated|Paralyzed|Prone|Restrained|Stunned|Unconscious)\s*$/;

describe('the Playtest conditions cite the seed 004 lines that state them', () => {
  const effects = Object.values(PLAYTEST_CONDITIONS).flatMap((rule) =>
    rule.status === 'rule' ? rule.effects : [],
  );
  it.each(effects.map((effect) => ({ id: effect.id, effect })))('$id', ({ effect }) => {
    if (!('lines' in effect.source)) throw new Error('a Playtest effect cites seed lines');
    const [from, to] = lineRange(effect.source.lines);
    const text = seedLines('004', from, to).toLowerCase().replace(/\s+/g, ' ');
    expect(text).toMatch(WORDS[effect.kind]!);
    // The nearest heading above the lines is the condition's name.
    let heading: string | undefined;
    for (let line = from; line >= 1296 && heading === undefined; line -= 1) {
      const found = HEADINGS.exec(seedLines('004', line).trim());
      if (found) heading = found[1];
    }
    expect(heading).toBe(effect.condition.replace('Condition', ''));
  });
});
