/**
 * Provenance and state of glossary terms and tables, in the rules' shape: English summarizes the
 * SRD 5.2 (current); th and zh definitions are this project's (state from their approval record),
 * table words are UI strings (drafts); zh-hant is `converted` from zh, never credited.
 */
import type { ReviewCredit } from '@polyhedral/content';
import { isDerivedLocale, type Locale, writtenLocaleOf } from '@polyhedral/i18n';
import { definitionCredit } from '../lib/definition-review-state.ts';
import { targetPath } from '../lib/permalinks.ts';
import { type SiteContent, siteContent } from '../lib/site-content.ts';
import { ruleDocumentPath } from './api-paths.ts';
import type { GlossaryTerm, TableDocument } from './api-schemas.ts';

type Provenance = Pick<GlossaryTerm, 'source' | 'license' | 'open'>;
type Review = Pick<GlossaryTerm, 'state' | 'reviewer' | 'convertedFrom'>;

/** The source key a locale's glossary and table text is written from. */
function sourceKeyOf(locale: Locale): string {
  const written = writtenLocaleOf(locale);
  return written === 'en' ? 'srd-5.2' : `polyhedral-${written}`;
}

/** `source`, `license`, `open` of a source key, as content/sources.yaml gives them. */
export function provenanceOfKey(key: string, content: SiteContent = siteContent()): Provenance {
  const source = content.model.sources[key];
  return { source: key, license: source?.license ?? 'unknown', open: source?.open ?? false };
}

/** The provenance of a locale's glossary definitions and table text. */
export function writtenProvenance(locale: Locale): Provenance {
  return provenanceOfKey(sourceKeyOf(locale));
}

const NO_REVIEW: Omit<Review, 'state'> = { reviewer: null, convertedFrom: null };

/** A verified credit as a record carries it: a review, or the maintainer's acceptance as such. */
export function apiReviewer(credit: ReviewCredit): NonNullable<Review['reviewer']> {
  const acceptedBy = credit.kind === 'maintainer-acceptance' ? credit.acceptedBy : null;
  return { by: credit.by, on: credit.on ?? null, kind: credit.kind, acceptedBy };
}

/** The rule a glossary term or table belongs to, with its page and document in `locale` (null: no page). */
export function ruleLink(locale: Locale, ruleId: string): GlossaryTerm['rule'] {
  const target = siteContent().permalinks.get(ruleId);
  return target
    ? { id: ruleId, page: targetPath(locale, target), document: ruleDocumentPath(locale, ruleId) }
    : null;
}

/** The review state of a glossary definition in `locale` (null definition: missing). */
export function definitionReview(locale: Locale, termId: string, hasDefinition: boolean): Review {
  if (!hasDefinition) return { state: 'missing', ...NO_REVIEW };
  if (locale === 'en') return { state: 'current', ...NO_REVIEW };
  if (isDerivedLocale(locale))
    return { state: 'converted', reviewer: null, convertedFrom: writtenLocaleOf(locale) };
  const { credit } = definitionCredit(siteContent().model.root, locale, termId);
  if (!credit) return { state: 'draft', ...NO_REVIEW };
  return {
    state: credit.kind === 'maintainer-acceptance' ? 'accepted' : 'reviewed',
    reviewer: apiReviewer(credit),
    convertedFrom: null,
  };
}

/** The review state of a core table's words in `locale`: English current, translations drafts. */
export function tableReview(locale: Locale): Pick<TableDocument, 'state' | 'reviewer' | 'convertedFrom'> {
  if (locale === 'en') return { state: 'current', ...NO_REVIEW };
  if (isDerivedLocale(locale))
    return { state: 'converted', reviewer: null, convertedFrom: writtenLocaleOf(locale) };
  return { state: 'draft', ...NO_REVIEW };
}
