/**
 * The build's writers write through here: a fault Node reports without a file (ENOSPC on the
 * `write` after a successful `open`) gets the file's name, so build-faults.ts can say which file.
 */
import { writeFile } from 'node:fs/promises';
import { namingFile } from '@polyhedral/content/file-fault';

export async function writeBuildFile(file: string, data: string | Uint8Array): Promise<void> {
  try {
    await writeFile(file, data);
  } catch (error) {
    throw namingFile(error, file);
  }
}
