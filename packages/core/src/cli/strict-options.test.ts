/**
 * The CLI refuses, rather than ignores, an option the chosen ruleset has no rule for, options
 * that need or exclude each other, and a target state the rules cannot reach: exit 2, one line
 * on stderr naming the code, nothing on stdout.
 */
import { describe, expect, it } from 'vitest';
import { captureRun } from './capture-run.ts';

const hit = ['--max', '20', '--amount', '3', '--type', 'fire'];
const playtest = ['--ruleset', 'playtest'];

describe('CLI strictness', () => {
  it.each([
    // DeathSavingThrows: failures and Stable belong to a creature at 0 HP.
    [['damage', '--hp', '5', ...hit, '--failures', '1'], 'rules.cli.needs-dying'],
    [['damage', '--hp', '5', ...hit, '--stable'], 'rules.cli.needs-dying'],
    [
      ['damage', '--hp', '3', ...hit, ...playtest, '--con', '14', '--level', '5', '--stable'],
      'rules.cli.needs-dying',
    ],
    // "The number of both is reset to zero when you ... become Stable."
    [['damage', '--hp', '0', ...hit, '--stable', '--failures', '1'], 'rules.cli.conflicting-options'],
    // KnockingOutaCreature: the attack reduces a creature to 0 HP; one already there can't be knocked out.
    [['damage', '--hp', '0', ...hit, '--knock-out'], 'rules.cli.needs-conscious'],
    // A monster dies at 0 HP: a monster at 0 HP is already dead.
    [['damage', '--hp', '0', ...hit, '--monster'], 'rules.input.out-of-range'],
    [['damage', '--hp', '4', ...hit, '--monster', '--failures', '1'], 'rules.cli.conflicting-options'],
    // srd-5.2 has no death threshold, Playtest no death save failures, Temporary HP or Immunity.
    [['damage', '--hp', '5', ...hit, '--con', '12'], 'rules.cli.not-in-ruleset'],
    [['damage', '--hp', '5', ...hit, '--level', '3'], 'rules.cli.not-in-ruleset'],
    [
      ['damage', '--hp', '0', ...hit, ...playtest, '--con', '14', '--level', '5', '--failures', '1'],
      'rules.cli.not-in-ruleset',
    ],
    [
      ['damage', '--hp', '5', ...hit, ...playtest, '--con', '14', '--level', '5', '--temp', '4'],
      'rules.cli.not-in-ruleset',
    ],
    [
      ['damage', '--hp', '5', ...hit, ...playtest, '--con', '14', '--level', '5', '--immune', 'fire'],
      'rules.cli.not-in-ruleset',
    ],
    // Playtest InstantDeath: Con 14 + level 5 -> dead at -19; -19 HP is already past death.
    [
      ['damage', '--hp', '-19', ...hit, ...playtest, '--con', '14', '--level', '5'],
      'rules.input.out-of-range',
    ],
    [
      [
        'damage',
        '--hp',
        '-25',
        '--max',
        '20',
        '--amount',
        '0',
        '--type',
        'fire',
        ...playtest,
        '--con',
        '14',
        '--level',
        '5',
      ],
      'rules.input.out-of-range',
    ],
    [['damage', '--hp', '-3', ...hit, ...playtest], 'rules.cli.missing-argument'],
    // death-saves: srd-5.2 counts successes and failures only; Playtest has no failures.
    [['death-saves', '--hp', '-3'], 'rules.cli.not-in-ruleset'],
    [['death-saves', '--failures', '1', '--con', '14'], 'rules.cli.not-in-ruleset'],
    [['death-saves', '--level', '5'], 'rules.cli.not-in-ruleset'],
    [
      ['death-saves', ...playtest, '--con', '14', '--level', '5', '--hp', '-3', '--failures', '0'],
      'rules.cli.not-in-ruleset',
    ],
    // dice: a seed without a roll, a time for a roll, a ruleset without a critical hit.
    [['dice', '1d6', '--seed', '3'], 'rules.cli.needs-option'],
    [['dice', '1d6', '--roll', '--time'], 'rules.cli.conflicting-options'],
    [['dice', '1d6', '--ruleset', 'playtest'], 'rules.cli.needs-option'],
    // In calc's spelling alike (`--creature monster`, `--knockout`, `--max-hp`).
    [['damage', '--hp', '0', ...hit, '--creature', 'monster'], 'rules.input.out-of-range'],
    [
      ['damage', '--hp', '4', ...hit, '--creature', 'monster', '--failures', '1'],
      'rules.cli.conflicting-options',
    ],
    [['damage', '--hp', '0', ...hit, '--knockout'], 'rules.cli.needs-conscious'],
    [['damage', '--hp', '-3', ...hit, ...playtest, '--creature', 'character'], 'rules.cli.missing-argument'],
    [['damage', '--hp', '5', '--amount', '3', '--type', 'fire'], 'rules.cli.missing-argument'],
    // Options given twice, single-dash options.
    [['d20', '--bonus', '1', '--bonus', '2', '--target', '10'], 'rules.cli.repeated-option'],
    [['d20', '--bonus', '1', '--target', '10', '-x'], 'rules.cli.unknown-flag'],
    [['dice', '1d6', '-v'], 'rules.cli.unknown-flag'],
  ])('%j -> exit 2, %s', (argv, code) => {
    const result = captureRun(...argv);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain(`[${code}]`);
    expect(result.code).toBe(2);
  });

  it('the error line names the option and the ruleset', () => {
    expect(captureRun('death-saves', '--hp', '-3').stderr).toBe(
      'polyhedral: Option --hp does not apply to the SRD 5.2 rules. [rules.cli.not-in-ruleset]\n',
    );
    expect(captureRun('damage', '--hp', '5', ...hit, '--failures', '1').stderr).toContain(
      'Option --failures describes a creature at 0 hit points or fewer, but --hp is 5.',
    );
  });

  it('names the spelling given: --knockout or --knock-out; a required option in either spelling', () => {
    for (const option of ['--knockout', '--knock-out'])
      expect(captureRun('damage', '--hp', '0', ...hit, option).stderr).toBe(
        `polyhedral: Option ${option} describes a creature above 0 hit points, but --hp is 0. [rules.cli.needs-conscious]\n`,
      );
    expect(captureRun('damage', '--hp', '5', '--amount', '3', '--type', 'fire').stderr).toBe(
      'polyhedral: A required argument is missing: --max. [rules.cli.missing-argument]\n',
    );
    expect(
      captureRun('damage', '--hp', '5', '--max-hp', '20', '--amount', '3', '--type', 'fire'),
    ).toMatchObject({
      code: 0,
      stderr: '',
    });
  });

  it.each([
    // Damage at 0 HP: one failure, two on a Critical Hit (DeathSavingThrows).
    [
      ['damage', '--hp', '0', ...hit, '--failures', '1', '--critical', '--json'],
      { dead: true, deathSaveFailures: 3 },
    ],
    [['damage', '--hp', '0', ...hit, '--stable', '--json'], { dead: false, deathSaveFailures: 1 }],
    // Playtest: -18 is alive at Con 14, level 5 (death at -19); 3 more damage kills.
    [
      ['damage', '--hp', '-18', ...hit, ...playtest, '--con', '14', '--level', '5', '--json'],
      { hp: -21, dead: true },
    ],
    [['damage', '--hp', '8', ...hit, '--monster', '--json'], { hp: 5, dead: false }],
    [['damage', '--hp', '8', ...hit, '--creature', 'monster', '--json'], { hp: 5, dead: false }],
  ])('a reachable state still answers: %j', (argv, expected) => {
    const result = captureRun(...argv);
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toMatchObject(expected);
  });
});
