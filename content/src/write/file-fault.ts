/**
 * A disk or folder fault under a writer (full, read-only, no permission, I/O) as `{ code, params:
 * { file } }`: one localized line naming the file on every surface (CLI exit 2, workbench 507 or
 * 503), never a stack; a temporary file is named as the file it was to become.
 */
import type { Problem } from '@polyhedral/i18n';
import { filesWrittenBefore } from './files-written.ts';

/** What went wrong under a writer, whichever writer it is (the site's build words it too). */
export type FileFaultKind = 'disk-full' | 'read-only' | 'no-permission' | 'io-error';

/** The one mapping of Node's error codes to faults. */
const FAULT_KINDS: Readonly<Record<string, FileFaultKind>> = {
  ENOSPC: 'disk-full',
  EDQUOT: 'disk-full',
  EFBIG: 'disk-full',
  EROFS: 'read-only',
  EACCES: 'no-permission',
  EPERM: 'no-permission',
  EIO: 'io-error',
};

const FAULTS = {
  'disk-full': 'content.fault.disk-full',
  'read-only': 'content.fault.read-only',
  'no-permission': 'content.fault.no-permission',
  'io-error': 'content.fault.io-error',
} as const satisfies Record<FileFaultKind, string>;

/** The same faults after other files of the step were written: they name those files. */
const WRITTEN_BEFORE = {
  'disk-full': 'content.fault.disk-full-after-writes',
  'read-only': 'content.fault.read-only-after-writes',
  'no-permission': 'content.fault.no-permission-after-writes',
  'io-error': 'content.fault.io-error-after-writes',
} as const satisfies Record<FileFaultKind, string>;

export type FileFaultCode = (typeof FAULTS | typeof WRITTEN_BEFORE)[FileFaultKind];

const TEMP_NAME = /(^|[\\/])\.([^\\/]+)\.\d+\.[0-9a-f]{12}\.tmp$/;

/** The file a temporary file was to become (the path itself when it is none). */
export function targetOfTemp(file: string): string {
  return file.replace(TEMP_NAME, '$1$2');
}

/** A file-system fault: its kind, the file it happened to and Node's code; null when `error` is not one. */
export function fileFaultOf(error: unknown): { kind: FileFaultKind; file: string; errno: string } | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, path, dest } = error as NodeJS.ErrnoException & { dest?: string };
  if (typeof code !== 'string' || !Object.hasOwn(FAULT_KINDS, code)) return null;
  const file = typeof dest === 'string' ? dest : typeof path === 'string' ? path : '?';
  return { kind: FAULT_KINDS[code]!, file: targetOfTemp(file), errno: code };
}

/**
 * The problem for a file-system fault, or null when `error` is not one. A fault that came after
 * files were written (files-written.ts) says which, never "Nothing was changed".
 */
export function fileFaultProblem(error: unknown): (Problem & { code: FileFaultCode }) | null {
  const fault = fileFaultOf(error);
  if (fault === null) return null;
  const written = filesWrittenBefore(error);
  if (written.length > 0)
    return {
      code: WRITTEN_BEFORE[fault.kind],
      params: { file: fault.file, errno: fault.errno, written: written.join(', ') },
    };
  return { code: FAULTS[fault.kind], params: { file: fault.file, errno: fault.errno } };
}

/** The HTTP status of a fault: 507 Insufficient Storage for a full disk, else 503. */
export function fileFaultStatus(code: FileFaultCode): 503 | 507 {
  return code === 'content.fault.disk-full' || code === 'content.fault.disk-full-after-writes' ? 507 : 503;
}

/** `error` with the file it happened to, when Node named none (a write or fsync on a descriptor). */
export function namingFile(error: unknown, file: string): unknown {
  if (typeof error === 'object' && error !== null && typeof (error as { path?: unknown }).path !== 'string') {
    (error as { path?: string }).path = file;
  }
  return error;
}
