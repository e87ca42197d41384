/**
 * Faults end in a message (issue: pre-release probe, round 4: a full disk or a read-only folder gave
 * Node stack traces in `content review` and HTTP 500 in the workbench; `kill -9` during a write
 * left `.tmp` files nothing removed). A fault names the file it was writing (a temporary file as
 * the file it was to become); the next write in a folder removes the temporary files whose writer
 * is gone and keeps a live writer's.
 */
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture } from '../../test/support/test-support.ts';
import { fileFaultProblem, fileFaultStatus, namingFile } from './file-fault.ts';
import { writeFileAtomic } from './write-file-atomic.ts';

const fault = (code: string, file?: string) =>
  Object.assign(new Error(code), { code, ...(file === undefined ? {} : { path: file }) });

describe('a fault of the disk or folder', () => {
  it('is a problem naming the file, 507 for a full disk and 503 for the others', () => {
    const temp = '/c/th/rules/.Dice.md.4242.0123456789ab.tmp';
    expect(fileFaultProblem(fault('ENOSPC', temp))).toEqual({
      code: 'content.fault.disk-full',
      params: { file: '/c/th/rules/Dice.md', errno: 'ENOSPC' },
    });
    expect(fileFaultProblem(fault('EROFS', '/c/x.md'))?.code).toBe('content.fault.read-only');
    expect(fileFaultProblem(fault('EACCES', '/c/x.md'))?.code).toBe('content.fault.no-permission');
    expect(fileFaultProblem(namingFile(fault('EIO'), '/c/y.md'))?.params).toEqual({
      file: '/c/y.md',
      errno: 'EIO',
    });
    expect(fileFaultStatus('content.fault.disk-full')).toBe(507);
    expect(fileFaultStatus('content.fault.read-only')).toBe(503);
    expect(fileFaultProblem(new TypeError('a bug'))).toBeNull();
    expect(fileFaultProblem(fault('ENOENT', '/c/z.md'))).toBeNull();
  });

  it('a temporary file left by a killed writer is removed by the next write; a live one stays', () => {
    const root = copyFixture('valid');
    const folder = path.join(root, 'th/playing-the-game');
    const dead = `.Dice.md.${2 ** 22 + 4321}.0123456789ab.tmp`;
    const live = `.Dice.md.${process.ppid}.ba9876543210.tmp`;
    writeFileSync(path.join(folder, dead), 'half a file');
    writeFileSync(path.join(folder, live), 'being written');
    writeFileAtomic(path.join(folder, 'Other.md'), new TextEncoder().encode('x'));
    expect(existsSync(path.join(folder, dead))).toBe(false);
    expect(existsSync(path.join(folder, live))).toBe(true);
    expect(readdirSync(folder).filter((name) => name.endsWith('.tmp'))).toEqual([live]);
  });
});
