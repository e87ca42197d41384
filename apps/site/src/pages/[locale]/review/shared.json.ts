/**
 * `/<locale>/review/shared.json`: what every section of the locale is checked against (the
 * glossary, the known rule and term IDs), fetched once by the review page and kept offline beside
 * the section data (`data/<RuleId>.json` holds only the section's own part).
 */
import type { APIRoute } from 'astro';
import { siteReviewShared } from '../../../lib/review-data.ts';
import { REVIEW_LOCALES, type ReviewLocale } from '../../../review/review-paths.ts';

export function getStaticPaths() {
  return REVIEW_LOCALES.map((locale) => ({ params: { locale } }));
}

export const GET: APIRoute = ({ params }) =>
  new Response(JSON.stringify(siteReviewShared(params.locale as ReviewLocale)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
