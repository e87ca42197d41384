/**
 * reviewSectionData: what the site's review editor needs for one section: the English beside it,
 * the text the reader starts from and its hash, the checks' data (QA exceptions, glossary, link
 * IDs) and the section's glossary terms. A zh-hant section not written by hand starts from zh
 * converted (`converted`, the conversion's hash), as the workbench's export records it.
 */
import { isDerivedLocale } from '@polyhedral/i18n';
import { knownRuleIdsOf } from '../../check/check-content.ts';
import { loadKnownTermIds } from '../../check/known-term-ids.ts';
import { convertedText } from '../../derive/save-derived-section.ts';
import type { ContentModel, ReaderLocale } from '../../model/types.ts';
import { glossaryOfLocale } from '../../qa/glossary-of-locale.ts';
import { loadQaExceptions, type QaExceptions } from '../../qa/qa-exceptions.ts';
import { exceptionsOfSection } from '../../qa/qa-exceptions-match.ts';
import { glossaryTermsOfSection } from '../../qa/section-qa.ts';
import type { ReviewSectionData } from '../../section-check/review-data-types.ts';
import { englishFullHash } from '../../sections/section-hash.ts';
import { sectionTextHash } from '../../sections/section-text-hash.ts';
import { reviewStateOf, shownTitle } from './review-index.ts';

export interface ReviewDataOptions {
  /** content/qa-exceptions.yaml (default: read from the model's root). */
  exceptions?: QaExceptions;
}

/** Lists made once per model (a build asks for every section of every locale). */
const idLists = new WeakMap<ContentModel, { rules: string[]; terms: string[] }>();

function idsOf(model: ContentModel) {
  let ids = idLists.get(model);
  if (!ids) {
    ids = { rules: [...knownRuleIdsOf(model)].sort(), terms: [...loadKnownTermIds()].sort() };
    idLists.set(model, ids);
  }
  return ids;
}

const exceptionsOf = new WeakMap<ContentModel, QaExceptions>();

/** The section `id` of `locale` for the review editor; null when the locale has no such section to review. */
export function reviewSectionData(
  model: ContentModel,
  locale: ReaderLocale,
  id: string,
  options: ReviewDataOptions = {},
): ReviewSectionData | null {
  const entry = model.sections.get(id);
  const english = entry?.en;
  const local = entry?.[locale];
  const { state, counted, converted } = reviewStateOf(model, locale, id);
  const generated = converted && isDerivedLocale(locale) ? convertedText(model, locale, id) : null;
  const shape = local ?? english ?? (isDerivedLocale(locale) ? entry?.zh : undefined);
  if (!entry || !shape) return null;
  const markdown = counted === 'missing' ? (generated ?? '') : (local?.markdown ?? '');
  let exceptions = options.exceptions ?? exceptionsOf.get(model);
  if (!exceptions) {
    exceptions = loadQaExceptions(model.root);
    exceptionsOf.set(model, exceptions);
  }
  const glossary = glossaryOfLocale(locale);
  const byId = new Map(glossary.terms.map((term) => [term.id, term]));
  const ids = idsOf(model);
  const englishData = english
    ? {
        markdown: english.markdown,
        hash: english.hash,
        read: englishFullHash(english.markdown),
        depth: english.depth,
        intro: english.intro,
      }
    : null;
  return {
    id,
    locale,
    title: local && counted !== 'missing' ? local.title : shownTitle(model, locale, id, shape),
    english: englishData,
    translation: {
      markdown,
      start: counted === 'missing' && generated === null ? null : sectionTextHash(markdown),
      ...(generated !== null ? { converted: true as const } : {}),
      state,
      depth: shape.depth,
      intro: shape.intro,
    },
    check: {
      id,
      locale,
      english: englishData && {
        markdown: englishData.markdown,
        depth: englishData.depth,
        intro: englishData.intro,
      },
      exceptions: exceptionsOfSection(exceptions, locale, id),
      glossary,
      knownRuleIds: ids.rules,
      knownTermIds: ids.terms,
    },
    terms: english
      ? glossaryTermsOfSection(english.markdown).flatMap((term) => {
          const found = byId.get(term);
          return found
            ? [{ id: found.id, en: found.en, local: found.local ?? null, avoid: found.avoid }]
            : [];
        })
      : [],
  };
}
