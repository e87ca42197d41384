/**
 * `pnpm content status | head -1`: the reader closes the pipe after one line; the command stops
 * quietly with exit 0 instead of crashing with an EPIPE stack trace.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentCliBundle } from '../../test/support/cli-bundle.ts';

describe('a closed pipe', () => {
  it('ends `content status | head -1` quietly (exit 0, no stack)', () => {
    // This entry (main.ts) bundled once, not compiled by tsx in the child.
    const main = contentCliBundle(path.resolve(import.meta.dirname, '../..'));
    const result = spawnSync(
      'bash',
      ['-o', 'pipefail', '-c', `"${process.execPath}" "${main}" status | head -1`],
      { cwd: path.resolve(import.meta.dirname, '../..'), encoding: 'utf8' },
    );
    expect(result.stderr).not.toMatch(/EPIPE|at /);
    expect(result.stdout.split('\n').filter(Boolean)).toHaveLength(1);
    expect(result.status).toBe(0);
  });
});
