/**
 * A file fault of an asynchronous command (a full disk under `content import`) is one localized
 * line and exit 2, as a synchronous command's is: no stack trace, no exit 1 (issue 72).
 */
import { describe, expect, it } from 'vitest';
import { dispatchCli } from './dispatch.ts';

function enospc(): NodeJS.ErrnoException {
  return Object.assign(new Error('ENOSPC: no space left on device, write'), {
    code: 'ENOSPC',
    path: '/repo/content/th/playing-the-game/D20Tests.md',
  });
}

describe('a full disk under an asynchronous command', () => {
  it.each(['en', 'th', 'zh'] as const)('is one line in %s, exit 2', async (locale) => {
    const err: string[] = [];
    const io = { stdout: () => {}, stderr: (line: string) => void err.push(line), cwd: '/', locale };
    const code = await dispatchCli(['import', 'bundle.json'], io, () => async () => Promise.reject(enospc()));
    expect(code).toBe(2);
    expect(err).toHaveLength(1);
    expect(err[0]).toContain('D20Tests.md');
    expect(err[0]).not.toMatch(/\n\s+at /);
  });

  it('any other error is not swallowed', async () => {
    const io = { stdout: () => {}, stderr: () => {}, cwd: '/' };
    await expect(
      dispatchCli(['import', 'x'], io, () => async () => Promise.reject(new Error('bug'))),
    ).rejects.toThrow('bug');
  });
});
