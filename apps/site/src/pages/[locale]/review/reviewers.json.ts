/**
 * `/<locale>/review/reviewers.json`: the reviewers registered for the locale when the site was
 * built (name and key ID, from content/reviewers.yaml). The review page reads it to tell a reader
 * whether the key on their device grants a review mark; the service worker keeps it for offline use.
 */
import type { APIRoute } from 'astro';
import { siteReviewers } from '../../../lib/review-data.ts';
import { REVIEW_LOCALES, type ReviewLocale } from '../../../review/review-paths.ts';

export function getStaticPaths() {
  return REVIEW_LOCALES.map((locale) => ({ params: { locale } }));
}

export const GET: APIRoute = ({ params }) =>
  new Response(JSON.stringify(siteReviewers(params.locale as ReviewLocale)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
