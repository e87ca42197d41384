import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  definitionReviews,
  englishFullHash,
  type ReviewIndexEntry,
  type ReviewSectionData,
  reviewIndex,
  reviewSectionData,
  siteStartingPoint,
} from '@polyhedral/content';
import { parseReviewers, REVIEWERS_FILE } from '@polyhedral/content/trust';
import { definitionsOf, type Locale } from '@polyhedral/i18n';
import { definitionPagePath, isReviewLocale, type ReviewLocale } from '../review/review-paths.ts';
import {
  type ReviewSectionFile,
  type ReviewSharedFile,
  splitReviewSection,
} from '../review/review-section-file.ts';
import type { ReviewGlossaryFile, ReviewReviewersFile } from '../review/review-types.ts';
import { definitionReviewState } from './definition-review-state.ts';
import { glossaryEntries } from './glossary.ts';
import { targetPath } from './permalinks.ts';
import { remembered } from './remembered.ts';
import { type SiteContent, siteContent } from './site-content.ts';

/** An entry of `/<locale>/review/index.json`: the content's review index entry, plus where its text is read on the site. */
export interface SiteReviewEntry extends ReviewIndexEntry {
  /** The rule page (and anchor) that shows the section in this locale, or null. */
  href: string | null;
}

/** `/<locale>/review/index.json`: what a reader of the locale can review, and the build's starting point. */
export interface SiteReviewIndex {
  locale: ReviewLocale;
  /** `git:<commit>` of the content this site was built from, null when the build did not know it. */
  startingPoint: string | null;
  sections: SiteReviewEntry[];
}

let startingPoint: string | null | undefined;

/** The build's starting point, read once (siteStartingPoint over the content the site is built from). */
export function buildStartingPoint(content: SiteContent = siteContent()): string | null {
  if (startingPoint === undefined) startingPoint = siteStartingPoint(content.model.root);
  return startingPoint;
}

/** The review index of a locale over the site's own content model, computed once per build. */
export const siteReviewIndex = remembered((locale: ReviewLocale): SiteReviewIndex => {
  const content = siteContent();
  const sections = reviewIndex(content.model, locale).map((entry) => {
    const target = content.permalinks.get(entry.id);
    return { ...entry, href: target ? targetPath(locale, target) : null };
  });
  return { locale, startingPoint: buildStartingPoint(content), sections };
});

/** Whether the locale's reader can review the section (the rule pages' "Suggest a correction" links). */
export function isReviewable(locale: Locale, id: string): boolean {
  if (!isReviewLocale(locale)) return false;
  return siteReviewIndex(locale).sections.some((entry) => entry.id === id);
}

/** Everything the review page needs for one section (its own part and the locale's shared part). */
export function siteReviewSectionData(locale: ReviewLocale, id: string): ReviewSectionData {
  const data = reviewSectionData(siteContent().model, locale, id);
  // Only IDs of the locale's review index are asked for (getStaticPaths): a null is a broken build.
  if (data === null) throw new Error(`[polyhedral] no review data for ${locale} section ${id}`);
  return data;
}

const shared = new Map<ReviewLocale, { file: ReviewSharedFile; json: string }>();

/** `/<locale>/review/shared.json`: the glossary and known IDs every section of the locale checks against. */
export function siteReviewShared(locale: ReviewLocale): ReviewSharedFile {
  const known = shared.get(locale);
  if (known) return known.file;
  const first = siteReviewIndex(locale).sections[0];
  if (!first) throw new Error(`[polyhedral] no section to review in ${locale}`);
  const file = splitReviewSection(siteReviewSectionData(locale, first.id)).shared;
  shared.set(locale, { file, json: JSON.stringify(file) });
  return file;
}

/** `/<locale>/review/data/<id>.json`; its shared part must be the locale's shared.json, else the build fails. */
export function siteReviewSection(locale: ReviewLocale, id: string): ReviewSectionFile {
  const split = splitReviewSection(siteReviewSectionData(locale, id));
  siteReviewShared(locale);
  if (JSON.stringify(split.shared) !== shared.get(locale)?.json) {
    throw new Error(
      `[polyhedral] review data of ${locale} section ${id} differs from the locale's shared data`,
    );
  }
  return split.section;
}

/** The locales whose definitions are written by hand (zh-hant's are converted from zh). */
function writesDefinitions(locale: Locale): locale is 'th' | 'zh' {
  return locale === 'th' || locale === 'zh';
}

/**
 * `/<locale>/review/glossary.json`: every hand-written definition with its English, start hash and
 * state derived now from its approval record; empty in zh-hant.
 */
export function siteReviewGlossary(locale: ReviewLocale): ReviewGlossaryFile {
  if (!writesDefinitions(locale)) return { locale, terms: [] };
  const own = definitionsOf(locale);
  const english = definitionsOf('en');
  const reviews = definitionReviews(siteContent().model.root, locale);
  if (reviews === null) throw new Error(`[polyhedral] the ${locale} glossary definitions cannot be read`);
  for (const file of reviews.legacy.filter((one) => one.endsWith(`/${locale}.json`)))
    console.warn(
      `[polyhedral] content/${file} is no longer read: a definition's review is its signed record`,
    );
  for (const diagnostic of reviews.diagnostics)
    console.warn(
      `[polyhedral] content/${diagnostic.file} is not a definition's approval record: it counts for nothing`,
    );
  return {
    locale,
    terms: glossaryEntries(locale).flatMap((entry) => {
      const definition = own[entry.id];
      if (definition === undefined) return [];
      const start = createHash('sha256').update(definition, 'utf8').digest('hex');
      return [
        {
          id: entry.id,
          name: entry.name,
          english: english[entry.id] ?? '',
          englishRead: englishFullHash(english[entry.id] ?? ''),
          definition,
          start,
          review: definitionReviewState(reviews.states.get(entry.id)),
        },
      ];
    }),
  };
}

/** A definition's review page (`?glossary=`): th and zh terms defined by hand only. */
export function glossaryReviewHref(locale: Locale, termId: string): string | undefined {
  if (!isReviewLocale(locale) || !writesDefinitions(locale)) return undefined;
  return definitionsOf(locale)[termId] === undefined ? undefined : definitionPagePath(locale, termId);
}

/** `/<locale>/review/reviewers.json`: registered names and key IDs only; an unreadable reviewers.yaml stops the build. */
export async function siteReviewers(locale: ReviewLocale): Promise<ReviewReviewersFile> {
  const file = path.join(siteContent().model.root, REVIEWERS_FILE);
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    // No reviewers.yaml: nobody is registered.
  }
  const parsed = await parseReviewers(text, `content/${REVIEWERS_FILE}`);
  if (!parsed.ok) {
    throw new Error(
      `[polyhedral] content/${REVIEWERS_FILE} cannot be read: ${JSON.stringify(parsed.problem)}`,
    );
  }
  return {
    locale,
    reviewers: parsed.registry.reviewers
      .filter((reviewer) => reviewer.locales.includes(locale))
      .map(({ name, keyId }) => ({ name, keyId })),
  };
}
