/** planImport: what importing each section of a hand-back bundle would do against a tree. */

import { isDerivedLocale } from '@polyhedral/i18n';
import { convertedText } from '../derive/save-derived-section.ts';
import type { ContentModel, ReaderLocale, Section } from '../model/types.ts';
import { hasTranslation } from '../resolve/has-translation.ts';
import { sectionTextHash } from '../sections/section-text-hash.ts';
import { normalizedSectionText } from '../text/normalized-section-text.ts';
import type { HandbackBundle } from './handback-bundle.ts';
import type { SectionPlan } from './import-result.ts';

/** What importing each section would do against the tree `model` shows. */
export function planImport(model: ContentModel, bundle: HandbackBundle): SectionPlan[] {
  return bundle.sections.map((section) => {
    const current = writtenSection(model, bundle.locale, section.id);
    const incoming = normalizedSectionText(section.markdown);
    if (!current && section.converted && isDerivedLocale(bundle.locale)) {
      const generated = convertedText(model, bundle.locale, section.id);
      if (generated !== null && (sectionTextHash(generated) === section.start || generated === incoming)) {
        return { id: section.id, action: 'create' };
      }
      return { id: section.id, action: 'conflict', current: generated, incoming };
    }
    if (section.startUnknown) {
      // Its starting text is unknown (and no commit told it): only the same text is safe.
      return current && normalizedSectionText(current.markdown) === incoming
        ? { id: section.id, action: 'same' }
        : { id: section.id, action: 'conflict', current: current?.markdown ?? null, incoming };
    }
    if (!current) {
      return section.start === null
        ? { id: section.id, action: 'create' }
        : { id: section.id, action: 'conflict', current: null, incoming };
    }
    if (normalizedSectionText(current.markdown) === incoming) return { id: section.id, action: 'same' };
    if (section.start !== null && sectionTextHash(current.markdown) === section.start) {
      return { id: section.id, action: 'replace' };
    }
    return { id: section.id, action: 'conflict', current: current.markdown, incoming };
  });
}

/** The section as written in the tree (a derived locale's: by hand, its empty intro is none). */
export function writtenSection(model: ContentModel, locale: ReaderLocale, id: string): Section | undefined {
  const section = model.sections.get(id)?.[locale];
  if (section && isDerivedLocale(locale) && !hasTranslation(model, locale, id)) return undefined;
  return section;
}
