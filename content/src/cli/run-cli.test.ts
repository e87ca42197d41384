import { describe, expect, it } from 'vitest';
import { copyFixture, fixture } from '../../test/support/test-support.ts';
import { runCli } from './run-cli.ts';

function run(argv: string[], root: string) {
  const out: string[] = [];
  const err: string[] = [];
  const code = runCli(argv, { stdout: (l) => out.push(l), stderr: (l) => err.push(l), cwd: root, root });
  return { code, out, err };
}

describe('content CLI', () => {
  it('check exits 1 and prints file:line:column problems with a summary', () => {
    const result = run(['check'], fixture('html-raw'));
    expect(result.code).toBe(1);
    expect(result.out).toEqual([
      'en/playing-the-game/Dice.md:1:1: warning translation-missing-page Page "Dice" has no th file: 1 section shown in English',
      'en/playing-the-game/Dice.md:1:1: warning translation-missing-page Page "Dice" has no zh file: 1 section shown in English',
      'en/playing-the-game/Dice.md:9:6: error html-raw Raw HTML is not allowed: "<b>"',
      'en/playing-the-game/Dice.md:9:13: error html-raw Raw HTML is not allowed: "</b>"',
      'content check: 1 file, 2 errors, 2 warnings',
    ]);
    expect(result.err).toEqual([]);
  });

  it('check exits 0 with warnings only', () => {
    expect(run(['check', '--errors-only'], fixture('translation-missing-page'))).toEqual({
      code: 0,
      out: ['content check: 1 file, 0 errors, 2 warnings'],
      err: [],
    });
  });

  it('status --json prints the coverage object', () => {
    const result = run(['status', '--json'], fixture('valid'));
    const json = JSON.parse(result.out[0]!);
    expect(json.sections).toBe(6);
    expect(json.locales.th).toMatchObject({ translated: 3, stale: 2, missing: 3 });
  });

  it('stamp marks a section current; bad usage exits 2', () => {
    const root = copyFixture('valid');
    expect(run(['stamp', 'zh', 'Combat'], root)).toEqual({
      code: 0,
      out: ['stamped zh/playing-the-game/Combat.md: Combat'],
      err: [],
    });
    expect(JSON.parse(run(['status', '--json'], root).out[0]!).locales.zh.stale).toBe(0);
    expect(run(['stamp', 'fr', 'Combat'], root).code).toBe(2);
    expect(run(['stamp', 'th'], root).code).toBe(2);
    expect(run(['stamp', 'th', 'Nope'], root).err).toEqual([
      'error: "Nope" is not a translated th section with an English original',
      'stamp: nothing written',
    ]);
    expect(run(['stamp', 'th', 'Dice', '--force'], root).code).toBe(2);
    expect(run(['frobnicate'], root).code).toBe(2);
  });

  it('review is dispatched and listed in the usage', () => {
    const root = copyFixture('valid');
    expect(run(['review', 'th', 'PlayerorDM'], root).code).toBe(2);
    expect(run(['review', 'th', '--all'], root).code).toBe(2);
    expect(run([], root).err.join('\n')).toContain(
      'review <th|zh|zh-hant> <ID ...> --reviewer NAME [--dry-run]',
    );
  });
});
