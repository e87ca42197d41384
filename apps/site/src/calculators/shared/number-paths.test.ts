import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { d20Test } from '@polyhedral/core';
import { CALCULATOR_KINDS, parseSaveTarget, validateCalculatorDirective } from '@polyhedral/core/calculators';
import { distributionOf } from '@polyhedral/dice';
import { findDiceNotation } from '@polyhedral/markdown';
import { describe, expect, it } from 'vitest';
import { parseIntegerField } from './parse-field.ts';
import { validateParam } from './registry-fields.ts';
import { readUrlFields } from './url-state.ts';

/**
 * One number reader for every input path (issue 19 item 2; @polyhedral/dice readInteger): the
 * same text gives the same number, or is refused, in a dice field, an integer field, a shared
 * link, a `::calc` directive, a save-target text and the CLI. `๒d๖` in a dice field and `๕` in
 * a bonus field are read alike.
 */
const BONUS = CALCULATOR_KINDS['d20-test'].params.find((p) => p.name === 'bonus')!;

const SCRIPTS = {
  ascii: (n: number) => String(n),
  fullWidth: (n: number) => [...String(n)].map((d) => String.fromCharCode(0xff10 + Number(d))).join(''),
  thai: (n: number) => [...String(n)].map((d) => String.fromCharCode(0x0e50 + Number(d))).join(''),
};
const SIGNS = { '': 1, '-': -1, '\u2212': -1, '\uff0d': -1 } as const;

/** What each path reads from `text` (undefined: refused). */
function readByEveryPath(text: string): Record<string, number | undefined> {
  const field = parseIntegerField(text, -20, 30);
  const link = validateParam(
    BONUS,
    readUrlFields(`?c.bonus=${encodeURIComponent(text)}`, 'c', ['bonus']).bonus ?? '',
  );
  const directive = validateCalculatorDirective('d20-test', { bonus: text });
  const target = parseSaveTarget(`save=${text}`);
  let dice: number | undefined;
  try {
    dice = distributionOf(text).min;
  } catch {
    dice = undefined;
  }
  return {
    field: field.ok ? field.value : undefined,
    link: link.ok ? (link.value as number) : undefined,
    directive: directive.ok ? (directive.params.bonus as number) : undefined,
    saveTarget: target?.saveBonus,
    dice,
  };
}

describe('the same number in every input path', () => {
  it('every integer 0-20 in ASCII, full-width and Thai digits, with -, U+2212 or full-width minus, padded', () => {
    let cases = 0;
    for (let n = 0; n <= 20; n++) {
      for (const script of Object.keys(SCRIPTS) as Array<keyof typeof SCRIPTS>) {
        for (const sign of Object.keys(SIGNS) as Array<keyof typeof SIGNS>) {
          for (const pad of ['', ' ', '\u3000']) {
            const text = `${pad}${sign}${SCRIPTS[script](n)}${pad}`;
            const expected = SIGNS[sign] * n + 0;
            expect(readByEveryPath(text), text).toEqual({
              field: expected,
              link: expected,
              directive: expected,
              saveTarget: expected,
              dice: expected,
            });
            cases++;
          }
        }
        // Inline dice in prose read the same digits (a count of dice): ๒d๖ is 2d6.
        if (n >= 1)
          expect(findDiceNotation(`${SCRIPTS[script](n)}d${SCRIPTS[script](6)}`)[0]?.notation).toBe(`${n}d6`);
      }
    }
    expect(cases).toBe(21 * 3 * 4 * 3);
  });

  it.each(['๕', '５', '−5', '-๑๒', '１２'])('%s: the same in every path', (text) => {
    const values = Object.values(readByEveryPath(text));
    expect(new Set(values).size).toBe(1);
    expect(values[0]).toBeTypeOf('number');
  });

  it.each(['²', '①', '٥', '5.0', '5 5', ''])('%j is refused in every path', (text) => {
    const read = readByEveryPath(text);
    expect(read.field).toBeUndefined();
    expect(read.link).toBeUndefined();
    expect(read.directive).toBeUndefined();
    expect(read.saveTarget).toBeUndefined();
    expect(read.dice).toBeUndefined();
  });

  it('the CLI reads ๕, ５ and −5 as the other paths do', () => {
    const root = fileURLToPath(new URL('../../../../../', import.meta.url));
    for (const [text, value] of [
      ['๕', 5],
      ['５', 5],
      ['−5', -5],
    ] as const) {
      const out = execFileSync(
        process.execPath,
        ['packages/core/scripts/polyhedral.mjs', 'd20', '--bonus', text, '--target', '10', '--json'],
        { cwd: root, encoding: 'utf8' },
      );
      expect(JSON.parse(out).success).toBeCloseTo(
        d20Test({ kind: 'check', bonus: value, target: 10 }).success,
        15,
      );
    }
  });
});
