/**
 * The refusal of a write whose section changed on disk since the editor opened it (409): with the
 * section's text as it is there now, so the page can show both versions.
 */
import type { Context } from 'hono';
import type { ContentStore } from './content-store.ts';
import { refuse } from './refuse.ts';
import { sectionText } from './section-state.ts';
import type { SectionTarget } from './section-target.ts';

export function refuseChangedOnDisk(
  c: Context,
  store: ContentStore,
  { model, locale, id }: SectionTarget,
): Response {
  const fresh = store.reload();
  const current = sectionText(fresh, locale, id) ?? sectionText(model, locale, id);
  return refuse(c, 409, 'workbench.refused.changed-on-disk', {}, { current });
}
