/**
 * A fault of the disk or the folder under a writer (full, read-only, no permission, an I/O error)
 * as a problem `{ code, params: { file } }`: every surface words it in one localized line naming
 * the file (the CLI exits 2, the workbench answers 507 for a full disk and 503 for the others),
 * never a stack trace. A temporary file's name (`.<name>.<pid>.<hex>.tmp`) is given as the file it
 * was to become.
 */
import type { Problem } from '@polyhedral/i18n';

const FAULTS = {
  ENOSPC: 'content.fault.disk-full',
  EDQUOT: 'content.fault.disk-full',
  EFBIG: 'content.fault.disk-full',
  EROFS: 'content.fault.read-only',
  EACCES: 'content.fault.no-permission',
  EPERM: 'content.fault.no-permission',
  EIO: 'content.fault.io-error',
} as const;

export type FileFaultCode = (typeof FAULTS)[keyof typeof FAULTS];

const TEMP_NAME = /(^|[\\/])\.([^\\/]+)\.\d+\.[0-9a-f]{12}\.tmp$/;

/** The file a temporary file was to become (the path itself when it is none). */
export function targetOfTemp(file: string): string {
  return file.replace(TEMP_NAME, '$1$2');
}

/** The problem for a file-system fault, or null when `error` is not one. */
export function fileFaultProblem(error: unknown): (Problem & { code: FileFaultCode }) | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, path, dest } = error as NodeJS.ErrnoException & { dest?: string };
  if (typeof code !== 'string' || !Object.hasOwn(FAULTS, code)) return null;
  const file = typeof dest === 'string' ? dest : typeof path === 'string' ? path : '?';
  return { code: FAULTS[code as keyof typeof FAULTS], params: { file: targetOfTemp(file), errno: code } };
}

/** The HTTP status of a fault: 507 Insufficient Storage for a full disk, else 503. */
export function fileFaultStatus(code: FileFaultCode): 503 | 507 {
  return code === 'content.fault.disk-full' ? 507 : 503;
}

/** `error` with the file it happened to, when Node named none (a write or fsync on a descriptor). */
export function namingFile(error: unknown, file: string): unknown {
  if (typeof error === 'object' && error !== null && typeof (error as { path?: unknown }).path !== 'string') {
    (error as { path?: string }).path = file;
  }
  return error;
}
