/**
 * Whether a file still holds the bytes a writer read (or wrote): the compare every content writer
 * makes inside the content lock before it replaces or removes a file (write-content-file.ts,
 * remove-content-file.ts), and after it wrote.
 */
import { readFileSync } from 'node:fs';

/** Whether `target` holds exactly `bytes` (null: no readable file there). */
export function stillOnDisk(target: string, bytes: Uint8Array | null): boolean {
  let onDisk: Buffer | null;
  try {
    onDisk = readFileSync(target);
  } catch {
    onDisk = null;
  }
  return bytes === null ? onDisk === null : onDisk?.equals(Buffer.from(bytes)) === true;
}
