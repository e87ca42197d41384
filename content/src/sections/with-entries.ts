/** A section's front matter entries (`review: draft`, `sources:` ...) set in or removed from a file's bytes (editMapEntries). */
import { editMapEntries } from '../front-matter/edit-map-entries.ts';
import { refused, type SaveRefusal } from './save-section-result.ts';

/** `bytes` with `id`'s entry in each named map set to its value (inserted or replaced), or removed (null). */
export function withEntries(
  bytes: Buffer,
  file: string,
  id: string,
  entries: readonly (readonly [string, string | null])[],
): { ok: true; bytes: Buffer } | SaveRefusal {
  let edited = bytes;
  for (const [map, value] of entries) {
    const values = new Map(value === null ? [] : [[id, value]]);
    const edit = editMapEntries(edited, {
      map,
      values,
      missing: 'insert',
      remove: new Set(value === null ? [id] : []),
    });
    if (!edit.ok) {
      const line = edit.refusal.line;
      return refused({ code: 'content.write.front-matter-invalid', file, line, params: { problem: map } });
    }
    edited = edit.bytes;
  }
  return { ok: true, bytes: edited };
}
