/**
 * The content tests' temporary folders in memory: vitest's global setup points TMPDIR (os.tmpdir()
 * of the test workers and of every process they start: the CLI, git, tar) at a folder of its own
 * under /dev/shm, and removes it after the run. The tests write their clones, archives, fixture
 * copies and the import's staged trees there; on this machine's ext4 the kernel time of writing
 * them was 33 of the suite's 75 CPU-s (13 in memory: docs/decisions/2026-11-29-565-content-tests-temp-in-memory.md).
 * Where there is no /dev/shm (not Linux), or it has less than MIN_FREE free (a container's 64 MB
 * default), or TMPDIR is already set, the temporary folder stays where it was.
 */
import { accessSync, constants, mkdtempSync, rmSync, statfsSync } from 'node:fs';
import path from 'node:path';

const SHARED_MEMORY = '/dev/shm';
/** A whole run wrote 39 MB there, counting what its tests leave behind (removed with the folder). */
const MIN_FREE = 1024 ** 3;

/** Whether the shared-memory folder exists, is writable and has MIN_FREE bytes free. */
function sharedMemoryUsable(): boolean {
  try {
    accessSync(SHARED_MEMORY, constants.W_OK);
    const stats = statfsSync(SHARED_MEMORY);
    return stats.bavail * stats.bsize >= MIN_FREE;
  } catch {
    return false;
  }
}

export default function setup(): (() => void) | undefined {
  if (process.env.TMPDIR || !sharedMemoryUsable()) return undefined;
  const folder = mkdtempSync(path.join(SHARED_MEMORY, 'polyhedral-content-tests-'));
  process.env.TMPDIR = folder;
  return () => {
    delete process.env.TMPDIR;
    // A child a test left running may still be writing in it (ENOTEMPTY): node retries then.
    rmSync(folder, { recursive: true, force: true, maxRetries: 5 });
  };
}
