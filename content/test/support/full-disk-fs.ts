/**
 * A `node:fs` whose writes fail as on a full disk (ENOSPC) where the test says, for the fault tests
 * that load the code under test afresh with it (the test files share one module graph).
 */
import type * as fs from 'node:fs';
import { afterAll, beforeAll, vi } from 'vitest';

/**
 * The real `node:fs` with `openSync` (for writing) and `writeFileSync` refusing every path `full`
 * names. As on a real full disk, a file written in place is cut short first: `writeFileSync` opens
 * it (truncating it) and then fails, so a writer that is not atomic leaves it empty.
 */
async function fullDiskFs(full: (target: string) => boolean) {
  const real = await vi.importActual<typeof import('node:fs')>('node:fs');
  const refuse = (target: unknown): void => {
    if (typeof target !== 'string' || !full(target)) return;
    throw Object.assign(new Error(`ENOSPC: no space left on device, write '${target}'`), {
      code: 'ENOSPC',
      path: target,
    });
  };
  const openSync = ((target: fs.PathLike, flags: fs.OpenMode, mode?: fs.Mode) => {
    if (typeof flags === 'string' && /[wa]/.test(flags)) refuse(target);
    return real.openSync(target, flags, mode);
  }) as typeof real.openSync;
  const writeFileSync = ((target: fs.PathOrFileDescriptor, ...rest: [never, never]) => {
    if (typeof target === 'string' && full(target) && real.existsSync(target)) real.truncateSync(target, 0);
    refuse(target);
    return real.writeFileSync(target, ...rest);
  }) as typeof real.writeFileSync;
  const mocked = { ...real, openSync, writeFileSync };
  return { ...mocked, default: mocked };
}

/**
 * Before the file's tests, `load` imports the code under test afresh with the full-disk `node:fs`;
 * after them the real one is put back for the files that follow.
 */
export function withFullDiskFs(full: (target: string) => boolean, load: () => Promise<void>): void {
  beforeAll(async () => {
    vi.doMock('node:fs', () => fullDiskFs(full));
    vi.resetModules();
    await load();
  });
  afterAll(() => {
    vi.doUnmock('node:fs');
    vi.resetModules();
  });
}
