/**
 * `/<locale>/review/glossary.json`: the glossary definitions a reader of the locale can correct or
 * approve on the review page (`?glossary=<TermId>`), fetched once and kept offline beside shared.json.
 */
import type { APIRoute } from 'astro';
import { siteReviewGlossary } from '../../../lib/review-data.ts';
import { REVIEW_LOCALES, type ReviewLocale } from '../../../review/review-paths.ts';

export function getStaticPaths() {
  return REVIEW_LOCALES.map((locale) => ({ params: { locale } }));
}

export const GET: APIRoute = ({ params }) =>
  new Response(JSON.stringify(siteReviewGlossary(params.locale as ReviewLocale)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
