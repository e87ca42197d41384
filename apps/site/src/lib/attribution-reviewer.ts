/**
 * Who the attribution page credits for reviewing a section's text in a locale: the reviewer of its
 * present text only. A section edited after review (its text no longer the one `reviewedText:`
 * recorded: the loader says `review: edited`) credits nobody, as `content status` and the workbench.
 */
import type { ContentLocale, ContentModel } from '@polyhedral/content';

export function attributionReviewer(
  model: ContentModel,
  locale: ContentLocale,
  id: string,
): { by: string; on: string | null } | undefined {
  const local = model.sections.get(id)?.[locale];
  return local?.review === 'reviewed' ? local.reviewer : undefined;
}
