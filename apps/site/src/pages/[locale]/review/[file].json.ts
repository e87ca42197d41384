/** `/<locale>/review/<file>.json`: the review page's locale files (review-paths.ts ReviewFile). */
import type { APIRoute } from 'astro';
import { jsonResponse } from '../../../api/json-response.ts';
import {
  siteReviewers,
  siteReviewGlossary,
  siteReviewIndex,
  siteReviewShared,
} from '../../../lib/review-data.ts';
import { REVIEW_LOCALES, type ReviewFile, type ReviewLocale } from '../../../review/review-paths.ts';

const FILES: Record<ReviewFile, (locale: ReviewLocale) => unknown> = {
  index: siteReviewIndex,
  shared: siteReviewShared,
  glossary: siteReviewGlossary,
  reviewers: siteReviewers,
};

export function getStaticPaths() {
  return REVIEW_LOCALES.flatMap((locale) => Object.keys(FILES).map((file) => ({ params: { locale, file } })));
}

export const GET: APIRoute = async ({ params }) =>
  jsonResponse(await FILES[params.file as ReviewFile](params.locale as ReviewLocale));
