/**
 * Byte-level problems of a content file, found before it is parsed as text: a UTF-8 byte order
 * mark (the front matter would not be found), a NUL byte, and bytes that are not valid UTF-8.
 * Each comes with the 1-based line and column of the first offending byte.
 */
import { type Diagnostic, makeDiagnostic } from './diagnostic.ts';

const BOM = [0xef, 0xbb, 0xbf];

/** Line and column (in characters) of a byte offset, counting the valid text before it. */
function positionOf(bytes: Uint8Array, offset: number): { line: number; column: number } {
  const before = new TextDecoder('utf-8').decode(bytes.subarray(0, offset));
  const lines = before.split('\n');
  return { line: lines.length, column: [...lines.at(-1)!].length + 1 };
}

/** Offset of the first byte that breaks UTF-8, or -1. */
function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    const size =
      b < 0x80 ? 1 : b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
    if (size === 0 || i + size > bytes.length) return i;
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(i, i + size));
    } catch {
      return i;
    }
    i += size;
  }
  return -1;
}

export interface ByteCheck {
  diagnostics: Diagnostic[];
  /** The text to parse: decoded, with a leading BOM removed. */
  text: string;
}

export function checkFileBytes(file: string, bytes: Uint8Array): ByteCheck {
  const diagnostics: Diagnostic[] = [];
  let start = 0;
  if (BOM.every((byte, index) => bytes[index] === byte)) {
    diagnostics.push(makeDiagnostic('content.file.bom', file, { line: 1, column: 1 }, {}));
    start = BOM.length;
  }
  const body = bytes.subarray(start);
  const nul = body.indexOf(0);
  if (nul >= 0) diagnostics.push(makeDiagnostic('content.file.nul', file, positionOf(body, nul), {}));
  try {
    // The whole file at once: nearly every file is valid, and this is the fast path.
    return { diagnostics, text: new TextDecoder('utf-8', { fatal: true }).decode(body) };
  } catch {
    const invalid = Math.max(0, firstInvalidUtf8(body));
    diagnostics.push(
      makeDiagnostic('content.file.invalid-utf8', file, positionOf(body, invalid), {
        byte: `0x${(body[invalid] ?? 0).toString(16).padStart(2, '0')}`,
      }),
    );
    // The rest is still checked, with U+FFFD in place of the bytes that are not UTF-8.
    return { diagnostics, text: new TextDecoder('utf-8').decode(body) };
  }
}
