/**
 * pageOfRule: the page holding a rule ID (for permalinks `/<locale>/rules/<ID>/` of
 * sub-sections). English pages first, then translation-only sections, then playtest pages.
 */
import { CONTENT_LOCALES, type ContentModel } from '../model/types.ts';

export function pageOfRule(model: ContentModel, id: string): string | undefined {
  const entry = model.sections.get(id);
  for (const locale of CONTENT_LOCALES) {
    const section = entry?.[locale];
    if (section) return section.pageId;
  }
  return model.playtest.get(id)?.pageId;
}
