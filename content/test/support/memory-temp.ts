/**
 * The unit tests' temporary folders in memory (the content package's, the site's and the
 * workbench's vitest global setup, `@polyhedral/content/testing/memory-temp`): it points TMPDIR
 * (os.tmpdir() of the test workers and of every process they start: the CLI, git, tar) at a folder
 * of its own under /dev/shm, named by the run's pid, and removes it after the run (or the next run
 * does). The tests write their clones, archives, fixture copies and the import's staged trees
 * there; on this machine's ext4 the kernel time of writing them was 33 of the content suite's 75
 * CPU-s (13 in memory: docs/decisions/2026-11-29-565-content-tests-temp-in-memory.md).
 * Where there is no /dev/shm (not Linux), or it has less than MIN_FREE free (a container's 64 MB
 * default), or TMPDIR is already set, the temporary folder stays where it was.
 */
import { accessSync, constants, mkdtempSync, readdirSync, rmSync, statfsSync } from 'node:fs';
import path from 'node:path';
import { processAlive } from '../../src/write/process-alive.ts';

const SHARED_MEMORY = '/dev/shm';
const RUN_FOLDER = /^polyhedral-tests-(\d+)-\w+$/;
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

/** Removes a folder; one still being written in (or not ours to remove) is left for the next run. */
function removeQuietly(folder: string): void {
  try {
    rmSync(folder, { recursive: true, force: true, maxRetries: 5 });
  } catch {
    // The next run's setup removes it once its run is gone.
  }
}

export default function setup(): (() => void) | undefined {
  if (process.env.TMPDIR || !sharedMemoryUsable()) return undefined;
  // The folders of runs that are gone: a test worker that exits after the run's end (its own
  // folder's exit handler) can leave the folder behind.
  for (const name of readdirSync(SHARED_MEMORY)) {
    const run = RUN_FOLDER.exec(name);
    if (run && (Number(run[1]) === process.pid || !processAlive(Number(run[1]))))
      removeQuietly(path.join(SHARED_MEMORY, name));
  }
  // A name no one else holds (/dev/shm is every user's), made 0700 by mkdtemp.
  const folder = mkdtempSync(path.join(SHARED_MEMORY, `polyhedral-tests-${process.pid}-`));
  process.env.TMPDIR = folder;
  return () => {
    delete process.env.TMPDIR;
    removeQuietly(folder);
  };
}
