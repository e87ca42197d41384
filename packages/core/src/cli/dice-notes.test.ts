import { describe, expect, it } from 'vitest';
import { run } from './run.ts';

function cli(...argv: string[]): { code: number; stdout: string; stderr: string } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const sink = (into: string[]) => ({
    write(text: string): boolean {
      into.push(text);
      return true;
    },
  });
  const code = run(argv, sink(stdout), sink(stderr));
  return { code, stdout: stdout.join(''), stderr: stderr.join('') };
}

describe('dice: the reading used where other rollers differ (issue 50)', () => {
  it('--json carries the notes with their words; the readable output prints them in the locale', () => {
    const out = JSON.parse(cli('dice', '10d6>=5', '--json').stdout);
    expect(out.notes).toEqual([
      expect.objectContaining({
        code: 'dice.note.total-compared',
        text: expect.stringContaining('10d{0,0,0,0,1,1}'),
      }),
    ]);
    expect(JSON.parse(cli('dice', '8d6', '--json').stdout).notes).toBeUndefined();
    expect(cli('dice', '1d6/2', '--locale', 'zh').stdout).toContain('向下取整');
  });

  it('a refused spelling names the spelling accepted for it, exit 2', () => {
    const result = cli('dice', '8d6 fire');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('8d6 [fire]');
  });
});
