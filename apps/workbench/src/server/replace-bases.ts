/**
 * The sections a search and replace applies to: `bases`, sent back by the page as it was shown in
 * the preview, a JSON object of rule ID -> save base. Anything else is no answer (a 400).
 */
import { RULE_ID } from './section-target.ts';

/** The sections and save bases the preview showed (`bases`, a JSON object of rule ID -> base), or null. */
export function confirmedBases(text: string): Map<string, string> | null {
  let bases: unknown;
  try {
    bases = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof bases !== 'object' || bases === null || Array.isArray(bases)) return null;
  const entries = Object.entries(bases);
  if (entries.some(([id, base]) => typeof base !== 'string' || !RULE_ID.test(id))) return null;
  return new Map(entries as [string, string][]);
}
