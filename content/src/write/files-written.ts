/**
 * The files one step of several writes has written so far (an import writes the queue, then the
 * sections, then their records): a file-system fault part-way then says what landed instead of
 * "Nothing was changed" (file-fault.ts), whichever writer it hit. The writers note each file once
 * it is in place (write-file-atomic.ts, write-json-whole.ts); `namingFilesWritten` opens the list
 * around a synchronous step (a lock's hold) and hangs it on the fault it lets through.
 */
import path from 'node:path';

const open: Set<string>[] = [];

/** `file` is written whole (renamed into place): every open step counts it. */
export function noteFileWritten(file: string): void {
  for (const written of open) written.add(path.resolve(file));
}

/**
 * Runs `work`; an error it throws after files were written carries `written`: those files,
 * relative to `root`, in the order they landed (file-fault.ts words it when it is a fault).
 */
export function namingFilesWritten<T>(root: string, work: () => T): T {
  const written = new Set<string>();
  open.push(written);
  try {
    return work();
  } catch (error) {
    if (written.size > 0 && typeof error === 'object' && error !== null) {
      const files = [...written].map((file) => path.relative(root, file).split(path.sep).join('/'));
      Object.assign(error, { written: files });
    }
    throw error;
  } finally {
    open.splice(open.indexOf(written), 1);
  }
}

/** The files a fault says were written before it (namingFilesWritten), or none. */
export function filesWrittenBefore(error: unknown): string[] {
  const written = (error as { written?: unknown } | null)?.written;
  return Array.isArray(written) && written.every((file) => typeof file === 'string') ? written : [];
}
