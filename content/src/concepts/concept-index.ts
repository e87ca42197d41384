/**
 * The one concept index (docs/shared DESIGN "What a text says"): every rule section with its titles
 * in en, th, zh and zh-Hant, the glossary terms it defines and names, and every glossary term with
 * its four names and aliases, each folded by the one fold (@polyhedral/i18n/fold). Search, the
 * API's search document, glosses and the term checks read it; none keeps its own list.
 */
import { glossaryTerms, LOCALES, type Locale, nameOf } from '@polyhedral/i18n';
import { indexFold } from '@polyhedral/i18n/fold/node';
import { ensureDerivedWords } from '../derive/derived-words.ts';
import type { ContentModel } from '../model/types.ts';
import { glossaryTermsOfSection } from '../qa/section-qa.ts';
import type { ConceptIndex, ConceptRef, ConceptSection, ConceptTerm } from './concept-types.ts';

/** Thai nominalizers: a reader types the bare word (ได้เปรียบ) for the term การได้เปรียบ (Advantage). */
const THAI_NOMINALIZERS = ['การ', 'ความ'];

/** A Thai name without its nominalizer (การได้เปรียบ -> ได้เปรียบ), or undefined. */
export function bareThaiName(name: string): string | undefined {
  const prefix = THAI_NOMINALIZERS.find((candidate) => name.startsWith(candidate));
  const rest = prefix ? name.slice(prefix.length).trim() : '';
  return rest === '' ? undefined : rest;
}

function conceptTerms(): ConceptTerm[] {
  ensureDerivedWords('zh-hant');
  return glossaryTerms.map((term) => {
    const names = Object.fromEntries(LOCALES.map((locale) => [locale, nameOf(term, locale)])) as Record<
      Locale,
      string
    >;
    const bare = bareThaiName(names.th);
    return { id: term.id, ruleId: term.ruleId, names, aliases: bare ? [bare] : [] };
  });
}

function conceptSections(model: ContentModel, terms: readonly ConceptTerm[]): ConceptSection[] {
  const sections: ConceptSection[] = [];
  for (const page of [...model.pages].sort((a, b) => a.order - b.order)) {
    const ids = new Set<string>();
    for (const locale of LOCALES)
      for (const section of page.files[locale]?.sections ?? []) ids.add(section.id);
    for (const id of ids) {
      const byLocale = model.sections.get(id) ?? {};
      const titles: Partial<Record<Locale, string>> = {};
      const pageId: Partial<Record<Locale, string>> = {};
      let depth = 1;
      for (const locale of LOCALES) {
        const section = byLocale[locale];
        if (!section) continue;
        titles[locale] = section.title;
        pageId[locale] = section.pageId;
        depth = section.depth;
      }
      const english = byLocale.en?.markdown;
      sections.push({
        id,
        pageId,
        depth,
        titles,
        defines: terms.filter((term) => term.ruleId === id).map((term) => term.id),
        mentions: english ? glossaryTermsOfSection(english) : [],
      });
    }
  }
  return sections;
}

function foldedNames(sections: readonly ConceptSection[], terms: readonly ConceptTerm[]) {
  const byName = new Map<string, ConceptRef[]>();
  const add = (text: string, ref: ConceptRef) => {
    const key = indexFold(text);
    if (key === '') return;
    const refs = byName.get(key) ?? [];
    if (!refs.some((one) => one.kind === ref.kind && one.id === ref.id)) refs.push(ref);
    byName.set(key, refs);
  };
  for (const section of sections) {
    add(section.id, { kind: 'section', id: section.id });
    for (const title of Object.values(section.titles)) add(title, { kind: 'section', id: section.id });
  }
  for (const term of terms) {
    for (const name of [...Object.values(term.names), ...term.aliases])
      add(name, { kind: 'term', id: term.id });
  }
  return byName;
}

/** The concept index of a content model (withDerivedLocales's, for zh-Hant titles) and the glossary. */
export function buildConceptIndex(model: ContentModel): ConceptIndex {
  const terms = conceptTerms();
  const sections = conceptSections(model, terms);
  return { sections, terms, byFoldedName: foldedNames(sections, terms) };
}
