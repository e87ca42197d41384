/**
 * The `blocks` of a rule document: the section's blocks as @polyhedral/markdown's sectionBlocks
 * decides them (the same blocks the rule page marks with `data-b`), each with the English blocks it
 * stands for (`en`, from the alignment check: the page's `data-en`). `en` is null in English and
 * for a section with no English to align with; `[]` for a block the translation adds ({en-none}).
 */
import { alignSection, type ContentModel, type Section } from '@polyhedral/content';
import { parseContentMarkdown, sectionBlocks } from '@polyhedral/markdown';
import type { RuleDocument } from './api-schemas.ts';

export function ruleBlocks(model: ContentModel, section: Section): NonNullable<RuleDocument['blocks']> {
  const english = section.collection === 'en' ? undefined : model.sections.get(section.id)?.en;
  if (!english) {
    return sectionBlocks(parseContentMarkdown(section.markdown)).map(({ index, kind, text, id }) => ({
      index,
      kind,
      text,
      id: id ?? null,
      en: null,
    }));
  }
  const { translated, alignment } = alignSection(english.markdown, section.markdown);
  return translated.map(({ index, kind, text, id }) => ({
    index,
    kind,
    text,
    id: id ?? null,
    en: alignment.ok ? (alignment.en[index] ?? null) : null,
  }));
}
