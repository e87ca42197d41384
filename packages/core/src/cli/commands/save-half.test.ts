import { describe, expect, it } from 'vitest';
import { run } from '../run.ts';

function cli(...argv: string[]): { code: number; stdout: string; stderr: string } {
  let stdout = '';
  let stderr = '';
  const code = run(argv, { write: (t: string) => (stdout += t) }, { write: (t: string) => (stderr += t) });
  return { code, stdout, stderr };
}

describe('polyhedral save-half (HalfDamage, DamageagainstMultipleTargets: "roll the damage once for all the targets")', () => {
  const base = ['save-half', '--damage', '8d6', '--dc', '15', '--type', 'fire'];

  it('gives each target its chance to save and expected damage (8d6 fire, DC 15: +2 saves on 13-20)', () => {
    const out = cli(...base, '--target', 'save=+2,resist=fire', '--target', 'save=+5,adv', '--json');
    expect(out.code).toBe(0);
    const result = JSON.parse(out.stdout) as { targets: Array<{ saveSuccess: number; max: number }> };
    expect(result.targets[0]!.saveSuccess).toBeCloseTo(8 / 20, 12);
    expect(result.targets[0]!.max).toBe(24);
    // +5 with Advantage: a save on 10-20 for either d20, 1 - (9/20)^2.
    expect(result.targets[1]!.saveSuccess).toBeCloseTo(1 - (9 / 20) ** 2, 12);
  });

  it('rolls once with --roll --seed: the same receipt for the same seed, one damage total for all', () => {
    const args = [
      ...base,
      '--target',
      'save=+2',
      '--target',
      'save=+0,immune=fire',
      '--roll',
      '--seed',
      '9',
      '--json',
    ];
    const a = cli(...args);
    expect(a.code).toBe(0);
    expect(cli(...args).stdout).toBe(a.stdout);
    const roll = JSON.parse(a.stdout) as {
      rolled: number;
      targets: Array<{ taken: number; saved: boolean }>;
    };
    expect(roll.targets[0]!.taken).toBe(roll.targets[0]!.saved ? Math.floor(roll.rolled / 2) : roll.rolled);
    expect(roll.targets[1]!.taken).toBe(0);
  });

  it('takes several typed parts: --damage 2d6:slashing --damage 1d6:fire', () => {
    const out = cli(
      'save-half',
      '--damage',
      '2d6:slashing',
      '--damage',
      '1d6:fire',
      '--dc',
      '30',
      '--target',
      'save=+0,resist=fire',
      '--json',
    );
    const result = JSON.parse(out.stdout) as { targets: Array<{ expectedDamage: number }> };
    expect(result.targets[0]!.expectedDamage).toBeCloseTo(8.5, 12);
  });

  it('refuses bad input with one line and exit 2', () => {
    for (const args of [
      [...base, '--target', 'save=+2,resist=lava'],
      [...base],
      ['save-half', '--dc', '15', '--target', 'save=+1'],
      [...base, '--target', 'save=+1', '--seed', '3'],
    ]) {
      const out = cli(...args);
      expect(out.code).toBe(2);
      expect(out.stdout).toBe('');
      expect(out.stderr.trim().split('\n')).toHaveLength(1);
    }
  });
});
