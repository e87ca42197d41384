/**
 * The option parser: a value option with a `bare` text (`--advantage`, which takes a count) given
 * alone stands for that text; given a value, it reads the value; without `bare`, a value option
 * given alone still needs a value. Negative numbers stay values.
 */
import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../errors.ts';
import { parseArgs } from './args.ts';
import type { FlagSpec } from './command.ts';

const SPEC: FlagSpec = {
  advantage: { kind: 'value', value: 'N', bare: '1', help: {} },
  bonus: { kind: 'value', value: 'B', help: {} },
  json: { kind: 'boolean', help: {} },
};

const flagsOf = (...argv: string[]) => parseArgs(argv, SPEC).flags;

/** The error code a command line is refused with. */
function refusal(...argv: string[]): string {
  try {
    parseArgs(argv, SPEC);
  } catch (error) {
    if (error instanceof RuleInputError) return error.code;
    throw error;
  }
  throw new Error(`${argv.join(' ')} was accepted`);
}

describe('a value option with a bare text (`bare`)', () => {
  it.each([
    [['--advantage', '--bonus', '3'], { advantage: '1', bonus: '3' }],
    [['--advantage', '2'], { advantage: '2' }],
    [['--advantage=2'], { advantage: '2' }],
    [['--bonus', '3', '--advantage'], { bonus: '3', advantage: '1' }],
    [['--advantage', '--json'], { advantage: '1', json: true }],
    // A negative number is a value, here as everywhere (the parameter's reader judges it).
    [['--advantage', '-1'], { advantage: '-1' }],
    [['--bonus', '-1', '--advantage'], { bonus: '-1', advantage: '1' }],
  ])('%j', (argv, flags) => {
    expect(flagsOf(...argv)).toEqual(flags);
  });

  it('an empty value after = is still missing (`--advantage=`)', () => {
    expect(refusal('--advantage=')).toBe('rules.cli.missing-value');
  });

  it('a value option without it still needs a value', () => {
    expect(refusal('--bonus')).toBe('rules.cli.missing-value');
    expect(refusal('--bonus', '--advantage')).toBe('rules.cli.missing-value');
    expect(flagsOf('--bonus', '-1')).toEqual({ bonus: '-1' });
  });

  it('given twice is refused like any option', () => {
    expect(refusal('--advantage', '--advantage', '2')).toBe('rules.cli.repeated-option');
  });
});

describe('`--` ends the options (issue: standard parts, round 3: `--dc -- 5` read dc = "--")', () => {
  it('is never taken as a value: a value option before it has none, what follows is positional', () => {
    expect(refusal('--bonus', '--', '5')).toBe('rules.cli.missing-value');
    expect(parseArgs(['--advantage', '--', '5'], SPEC)).toMatchObject({
      flags: { advantage: '1' },
      positionals: ['5'],
    });
  });
});
