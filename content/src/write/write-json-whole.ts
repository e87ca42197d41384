/**
 * A JSON file written whole or not at all: a temporary file beside it renamed over it. On a fault
 * (a full disk) nothing half-written is left, the file is as it was, and the fault names the file
 * itself, never its temporary copy (a write on a descriptor names none).
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { namingFile } from './file-fault.ts';
import { noteFileWritten } from './files-written.ts';

/** Write `value` as indented JSON to `file` (its folder made when missing). */
export function writeJsonWhole(file: string, value: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    if (typeof error === 'object' && error !== null && (error as { path?: unknown }).path === temporary)
      (error as { path?: string }).path = file;
    throw namingFile(error, file);
  }
  noteFileWritten(file);
}
