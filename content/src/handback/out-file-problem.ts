/**
 * Where a hand-back may be written (`content export --out`, `content review --key --out`): a new
 * file, or a hand-back bundle written before, never anything else. A device, a folder or a pipe is
 * refused at once (reading `/dev/full` to see whether it is a bundle never ends, and renaming over
 * it would replace the device); a file that is not a bundle is not overwritten.
 */
import { readFileSync, statSync } from 'node:fs';
import type { Problem } from '@polyhedral/i18n';
import { parseHandbackBundle } from './handback-bundle.ts';

/** Why `target` (named `out` by the user) cannot take a hand-back, or null. */
export function outFileProblem(target: string, out: string): Problem | null {
  let isFile: boolean;
  try {
    isFile = statSync(target).isFile();
  } catch {
    return null; // Not there: a new file (its folder is checked where it is written).
  }
  if (!isFile) return { code: 'handback.error.out-not-file', params: { file: out } };
  let existing: Uint8Array | null;
  try {
    existing = readFileSync(target);
  } catch {
    existing = null;
  }
  return existing !== null && parseHandbackBundle(existing).ok
    ? null
    : { code: 'handback.error.exists', params: { file: out } };
}
