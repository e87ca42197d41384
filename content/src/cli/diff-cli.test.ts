/**
 * `pnpm content diff <locale> <ID>`: the English text the translation was stamped against is
 * found in git history by its hash and compared word by word with the text now; when it cannot be
 * found the command says why.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture } from '../../test/support/test-support.ts';
import { runDiff } from './commands/diff.ts';
import { runStamp } from './commands/stamp.ts';
import type { CliIo } from './io.ts';

function run(
  command: (args: readonly string[], io: CliIo) => number | Promise<number>,
  argv: string[],
  root: string,
  locale: CliIo['locale'] = 'en',
) {
  const out: string[] = [];
  const err: string[] = [];
  const code = command(argv, {
    stdout: (l) => out.push(l),
    stderr: (l) => err.push(l),
    cwd: root,
    root,
    locale,
  });
  if (typeof code !== 'number') throw new Error('asynchronous command');
  return { code, out, err };
}

function gitTree(): { root: string; git: (...args: string[]) => void } {
  const root = copyFixture('valid');
  const git = (...args: string[]) => {
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.org', ...args], {
      cwd: root,
    });
  };
  git('init', '-q');
  return { root, git };
}

const ENGLISH = 'en/playing-the-game/Dice.md';

describe('content diff', () => {
  it('shows the English words changed since the stamp', () => {
    const { root, git } = gitTree();
    expect(run(runStamp, ['th', 'DiceNotation'], root).code).toBe(0);
    git('add', '-A');
    git('commit', '-q', '-m', 'stamped');
    const file = path.join(root, ENGLISH);
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('Roll 8d6 and add them.', 'Roll 8d6 and add them together.'),
    );
    const text = run(runDiff, ['th', 'DiceNotation'], root);
    expect(text.code).toBe(0);
    expect(text.out.join('\n')).toContain('Roll 8d6 and add them{+ together+}.');
    const json = JSON.parse(run(runDiff, ['th', 'DiceNotation', '--json'], root).out[0]!);
    expect(json).toMatchObject({ found: true, stale: true });
    expect(json.parts.filter((part: { kind: string }) => part.kind === 'added')).toEqual([
      { kind: 'added', value: ' together' },
    ]);
  });

  it('says plainly when the stamped English text is not in the history', () => {
    const { root, git } = gitTree();
    git('add', '-A');
    git('commit', '-q', '-m', 'fixture');
    // The fixture's DiceNotation stamp "000000000000" matches no English text ever committed.
    const result = run(runDiff, ['th', 'DiceNotation'], root);
    expect(result.code).toBe(1);
    expect(result.err.join('\n')).toMatch(
      /neither in content\/stamped-english nor in any commit of git history/,
    );
    expect(result.err.join('\n')).toContain('th DiceNotation cannot be compared');
    // --json: `reason` is public output and stays; `code` is the message key beside it.
    const json = JSON.parse(run(runDiff, ['th', 'DiceNotation', '--json'], root).out[0]!);
    expect(json).toEqual({
      id: 'DiceNotation',
      locale: 'th',
      found: false,
      reason: 'not-in-history',
      code: 'content.diff.not-in-history',
    });
  });

  it('refuses an unknown ID and a missing one (exit 2)', () => {
    const root = copyFixture('valid');
    expect(run(runDiff, ['th', 'NoSuchRule'], root).code).toBe(2);
    expect(run(runDiff, ['th'], root).code).toBe(2);
  });
});
