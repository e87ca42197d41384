/**
 * The review page's locale files: `index.json` (every reviewable section, its state and the starting
 * point), `shared.json` (what every section is checked against, fetched once), `glossary.json` (the
 * definitions a reader can correct or approve) and `reviewers.json` (the registered names and key IDs).
 */
import type { APIRoute } from 'astro';
import { jsonResponse } from '../../../api/json-response.ts';
import {
  siteReviewers,
  siteReviewGlossary,
  siteReviewIndex,
  siteReviewShared,
} from '../../../lib/review-data.ts';
import { REVIEW_LOCALES, type ReviewLocale } from '../../../review/review-paths.ts';

const FILES = {
  index: siteReviewIndex,
  shared: siteReviewShared,
  glossary: siteReviewGlossary,
  reviewers: siteReviewers,
};

export function getStaticPaths() {
  return REVIEW_LOCALES.flatMap((locale) => Object.keys(FILES).map((file) => ({ params: { locale, file } })));
}

export const GET: APIRoute = async ({ params }) =>
  jsonResponse(await FILES[params.file as keyof typeof FILES](params.locale as ReviewLocale));
