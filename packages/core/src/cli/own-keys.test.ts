/**
 * Names of JavaScript built-ins are not commands, tables, rulesets or flags: each lookup by a
 * user-typed name reads own keys only, so these are the usual one-line error and exit 2.
 */
import { describe, expect, it } from 'vitest';
import { captureRun as runCli } from './capture-run.ts';

describe('CLI lookups read own keys only', () => {
  it.each([
    [['table', 'toString', '--json'], 'rules.table.unknown'],
    [['table', 'constructor', '--json'], 'rules.table.unknown'],
    [['table', '__proto__', '--json'], 'rules.table.unknown'],
    [['__proto__'], 'rules.cli.unknown-command'],
    [['toString'], 'rules.cli.unknown-command'],
    [
      ['d20', '--bonus', '1', '--target', '10', '--ruleset', 'constructor', '--json'],
      'rules.ruleset.unknown',
    ],
    [['d20', '--bonus', '1', '--target', '10', '--__proto__=1', '--json'], 'rules.cli.unknown-flag'],
    [['dice', '1d6', '--toString', '--json'], 'rules.cli.unknown-flag'],
  ])('%j -> exit 2, %s', (argv, code) => {
    const result = runCli(...argv);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(`[${code}]`);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('a real table still answers', () => {
    const result = runCli('table', 'Covertable', '--json');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout).id).toBe('Covertable');
  });
});
