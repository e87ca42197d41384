/** `polyhedral --help`, `-h`, `help` and `<command> --help`: every option, with examples, exit 0. */
import { describe, expect, it } from 'vitest';
import { captureRun } from './capture-run.ts';
import { COMMANDS } from './commands/index.ts';

/** Split a command line as a shell would (double quotes only, as the examples use). */
function shellWords(line: string): string[] {
  return [...line.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2]!);
}

describe('CLI help', () => {
  it.each([['--help'], ['-h'], ['help']])('%s lists every option of every command with examples', (flag) => {
    const result = captureRun(flag);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    for (const command of COMMANDS) {
      expect(result.stdout).toContain(`polyhedral ${command.name} `);
      for (const name of Object.keys(command.flags))
        expect(result.stdout).toMatch(new RegExp(`--${name}\\b`));
      for (const example of command.examples) expect(result.stdout).toContain(`polyhedral ${example}`);
    }
  });

  it.each(
    COMMANDS.flatMap((c) => [
      [c.name, '--help'],
      [c.name, '-h'],
      ['help', c.name],
    ]),
  )('%s %s: that command, every option, exit 0', (...argv) => {
    const command = COMMANDS.find((c) => argv.includes(c.name))!;
    const result = captureRun(...argv);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout.startsWith(`polyhedral ${command.name}`)).toBe(true);
    for (const name of Object.keys(command.flags)) expect(result.stdout).toMatch(new RegExp(`--${name}\\b`));
    expect(result.stdout).toContain('--help, -h');
  });

  it('names the rulesets an option is limited to and the options it needs or excludes', () => {
    const damage = captureRun('damage', '--help').stdout;
    expect(damage).toMatch(/--con SCORE .*\(playtest only\)/);
    expect(damage).toMatch(/--failures F .*\(srd-5\.2 only\)/);
    const dice = captureRun('dice', '--help').stdout;
    expect(dice).toMatch(/--seed N .*\(with --roll\)/);
    expect(dice).toMatch(/--time .*\(not with --roll\)/);
  });

  it.each(COMMANDS.flatMap((c) => c.examples))('the example "polyhedral %s" runs (exit 0)', (example) => {
    const result = captureRun(...shellWords(example));
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });

  it.each([
    [['help', 'teleport'], 'rules.cli.unknown-command'],
    [['help', 'dice', 'd20'], 'rules.cli.unexpected-argument'],
  ])('%j is exit 2 (%s)', (argv, code) => {
    const result = captureRun(...argv);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`[${code}]`);
  });
});
