/**
 * `/<locale>/review/index.json`: every section a reader of the locale can review, with its state
 * and rule page, and the build's starting point (the review page reads it; the service worker
 * keeps it for offline use). Not for English, the reference text.
 */
import type { APIRoute } from 'astro';
import { siteReviewIndex } from '../../../lib/review-data.ts';
import { REVIEW_LOCALES, type ReviewLocale } from '../../../review/review-paths.ts';

export function getStaticPaths() {
  return REVIEW_LOCALES.map((locale) => ({ params: { locale } }));
}

export const GET: APIRoute = ({ params }) =>
  new Response(JSON.stringify(siteReviewIndex(params.locale as ReviewLocale)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
