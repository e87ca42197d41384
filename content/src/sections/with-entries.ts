/** A section's front matter entries (`review: draft`, `sources:` ...) added to a file's bytes (editMapEntries). */
import { editMapEntries } from '../front-matter/edit-map-entries.ts';
import { refused, type SaveSectionResult } from './save-section-result.ts';

/** `bytes` with a front matter entry for `id` in each named map (inserted or replaced). */
export function withEntries(
  bytes: Buffer,
  file: string,
  id: string,
  entries: readonly (readonly [string, string])[],
): { ok: true; bytes: Buffer } | { ok: false; result: SaveSectionResult } {
  let edited = bytes;
  for (const [map, value] of entries) {
    const edit = editMapEntries(edited, { map, values: new Map([[id, value]]), missing: 'insert' });
    if (!edit.ok) {
      return {
        ok: false,
        result: refused({
          code: 'content.write.front-matter-invalid',
          file,
          line: edit.refusal.line,
          params: { problem: map },
        }),
      };
    }
    edited = edit.bytes;
  }
  return { ok: true, bytes: edited };
}
