import { describe, expect, it } from 'vitest';
import { captureRun } from './capture-run.ts';
import { clipEcho, MAX_ECHO } from './clip-echo.ts';

describe('error lines never repeat long input in full (issue 22 item 8)', () => {
  const big = 'x'.repeat(100_000);

  it.each([
    ['an unknown command', [big]],
    ['an unknown option', ['dice', '1d6', `--${big}`]],
    ['a bad damage type', ['damage', '--hp', '10', '--max', '10', '--amount', '5', '--type', big]],
    ['a bad integer', ['d20', '--bonus', big, '--target', '10']],
  ])('%s: one line of at most a few hundred characters, exit 2', (_, argv) => {
    const result = captureRun(...argv);
    expect(result.code).toBe(2);
    expect(result.stderr.split('\n').filter(Boolean)).toHaveLength(1);
    expect(result.stderr.length).toBeLessThan(400);
    expect(result.stderr).toMatch(new RegExp(`x{${MAX_ECHO - 2}}…`));
  });

  it('clips by code point, keeps short text', () => {
    expect(clipEcho('8d6')).toBe('8d6');
    expect(clipEcho('๕'.repeat(MAX_ECHO + 1))).toBe(`${'๕'.repeat(MAX_ECHO)}…`);
    expect(clipEcho('😀'.repeat(MAX_ECHO + 5))).toBe(`${'😀'.repeat(MAX_ECHO)}…`);
  });
});

describe('an empty list option is refused (issue 22 item 8: --resist ,)', () => {
  it.each([',', ' , ,'])('--resist "%s" is "needs a value", exit 2', (value) => {
    const result = captureRun(
      'damage',
      '--hp',
      '10',
      '--max',
      '10',
      '--amount',
      '5',
      '--type',
      'fire',
      '--resist',
      value,
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('[rules.cli.missing-value]');
    expect(result.stderr).toContain('--resist');
  });
});
