/** `/<locale>/review/data/<RuleId>.json`: one section's own review data (without shared.json's part). */
import type { APIRoute } from 'astro';
import { jsonResponse } from '../../../../api/json-response.ts';
import { siteReviewIndex, siteReviewSection } from '../../../../lib/review-data.ts';
import { REVIEW_LOCALES, type ReviewLocale } from '../../../../review/review-paths.ts';

export function getStaticPaths() {
  return REVIEW_LOCALES.flatMap((locale) =>
    siteReviewIndex(locale).sections.map((entry) => ({ params: { locale, id: entry.id } })),
  );
}

export const GET: APIRoute = ({ params }) =>
  jsonResponse(siteReviewSection(params.locale as ReviewLocale, params.id as string));
