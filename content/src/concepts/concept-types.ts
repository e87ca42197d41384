/** The concept index's shape (concept-index.ts builds it): data only. */
import type { Locale } from '@polyhedral/i18n';

/** A rule section with its titles in every locale and the glossary terms it defines or names. */
export interface ConceptSection {
  /** Rule ID: the section's ID and its heading's anchor. */
  id: string;
  /** The page it sits on (the locale's own page, else English's): `/<locale>/rules/<page>/#<id>`. */
  pageId: Partial<Record<Locale, string>>;
  /** 1 for a page's top, else the heading depth. */
  depth: number;
  /** Its title in each locale that has the section. */
  titles: Partial<Record<Locale, string>>;
  /** The glossary terms whose rule is this section (the glossary's `ruleId`). */
  defines: string[];
  /** The glossary terms its English text links or names (content's glossaryTermsOfSection). */
  mentions: string[];
}

/** A glossary term with its names in every locale and what else a reader types for it. */
export interface ConceptTerm {
  id: string;
  /** The section the glossary says defines it (may be a rule not on the site: Concentration). */
  ruleId: string;
  names: Record<Locale, string>;
  /** Other names a reader types: a Thai name without its nominalizer (ได้เปรียบ for การได้เปรียบ). */
  aliases: string[];
}

export interface ConceptIndex {
  /** Sections in book order. */
  sections: ConceptSection[];
  /** Terms in glossary order. */
  terms: ConceptTerm[];
  /** Every name, title, alias and rule ID as the fold makes it (indexFold) -> what it names. */
  byFoldedName: ReadonlyMap<string, readonly ConceptRef[]>;
}

/** A name's owner in the index. */
export interface ConceptRef {
  kind: 'section' | 'term';
  id: string;
}
